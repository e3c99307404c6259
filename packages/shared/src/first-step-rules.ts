/** The Gestor's first steps, in order (first-steps.ts), without zod: pages list them without loading it (decision 027). */

/** What a fresh installation needs before a real conference (the checklist's lines, in order). */
export const FIRST_STEPS = ['eventSettings', 'commission', 'legalTexts', 'chair', 'registrationWindow', 'publicUrl'] as const;
export type FirstStep = (typeof FIRST_STEPS)[number];
