/** The advisors' view's constants and addresses (advisors.ts), without zod: pages need no zod (decision 027). */

/** An advisor's link's code: 16 letters and digits (personal codes have 12, badge codes 10, certificates 24). */
export const ADVISOR_CODE_LENGTH = 16;

/** Where an advisor downloads a certificate of one of the school's delegates. */
export function advisorCertificatePath(code: string, certificateId: string): string {
  return `/api/advisor/${encodeURIComponent(code)}/certificates/${encodeURIComponent(certificateId)}`;
}
