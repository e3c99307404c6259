/** Stored values of the staff roles (PRODUCT.md §1). */
export const ROLES = ['Gestor', 'Presidente', 'Logistica'] as const;
export type Role = (typeof ROLES)[number];

/** Old labels accepted on input and normalised to the stored value. */
const ROLE_ALIASES: Record<string, Role> = {
  gestor: 'Gestor',
  'secretaria / gestor': 'Gestor',
  presidente: 'Presidente',
  'presidente de comision': 'Presidente',
  logistica: 'Logistica',
  'delegado de logistica': 'Logistica',
};

/** Turns any accepted spelling of a role into its stored value, or null when it is not a role. */
export function normalizeRole(input: string): Role | null {
  const key = input
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
  return ROLE_ALIASES[key] ?? null;
}

/** The home path of a signed-in staff user (an AccessActor of access.ts), by role. */
export function homePathFor(profile: { role: Role; comissionId: string | null }): string {
  switch (profile.role) {
    case 'Gestor':
      return '/secretary/dashboard';
    case 'Presidente':
      return profile.comissionId ? `/president/dashboard/${profile.comissionId}` : '/profile';
    case 'Logistica':
      return '/staff/finder';
  }
}
