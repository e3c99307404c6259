/** A certificate's verification code, in a module without zod: /verificator tells the two kinds of code apart before it paints. */

/** Verification codes: 24 characters without look-alikes ≈ 119 bits (personal codes have 12, so the two never mix). */
export const CERTIFICATE_CODE_LENGTH = 24;

/** Whether a `/verificator?code=` is a certificate's code (else it is a delegate's personal code). */
export function isCertificateCode(code: string): boolean {
  return code.trim().length === CERTIFICATE_CODE_LENGTH;
}
