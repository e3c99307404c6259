/** Who an award category goes to (awards.ts), without zod: pages use it without loading zod (decision 027). */

/** Who a category goes to: one delegate, or a delegation (each of its delegates is recognised). */
export const AWARD_RECIPIENTS = ['delegado', 'delegacion'] as const;
export type AwardRecipient = (typeof AWARD_RECIPIENTS)[number];
