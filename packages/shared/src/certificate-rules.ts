/** Certificate text placeholders and most signatures (certificates.ts), without zod: pages use them without loading it (decision 027). */

/** The placeholders a certificate's texts may use, and what each becomes. */
export const CERTIFICATE_PLACEHOLDERS = ['{{nombre}}', '{{certifica}}', '{{comision}}', '{{delegacion}}', '{{evento}}'] as const;

/** Signatures a certificate may carry. */
export const MAX_CERTIFICATE_SIGNATURES = 3;
