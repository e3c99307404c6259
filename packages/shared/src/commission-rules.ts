/** Commission kinds, majority bases and banner values (schemas.ts), without zod: pages use them without loading it (decision 027). */

export const COMMISSION_KINDS = ['asamblea', 'consejo_seguridad', 'crisis', 'prensa', 'otra'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];
/** Who counts as the base of a majority: members present, only those voting a favor or en contra, or every member. */
export const MAJORITY_BASES = ['presentes', 'presentes_y_votando', 'miembros'] as const;
export type MajorityBase = (typeof MAJORITY_BASES)[number];

/** Themes and sizes of the projected banner (`/in`). */
export const BANNER_THEMES = ['oscuro', 'claro'] as const;
export const BANNER_SCALES = ['normal', 'grande'] as const;

/**
 * How a banner looks when its commission saved nothing: `bannerAppearanceSchema`'s defaults (schemas.ts, whose
 * `BannerAppearance` is this shape; written out here because this module may not import schemas.ts, not even a type).
 */
export const DEFAULT_BANNER: {
  theme: (typeof BANNER_THEMES)[number];
  showHeadlines: boolean;
  scale: (typeof BANNER_SCALES)[number];
} = { theme: 'oscuro', showHeadlines: true, scale: 'normal' };
