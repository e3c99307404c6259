/**
 * An acta's verification code (decision 039), without zod: pages need none (decision 027). It names the commission, the
 * last entry of the log the acta was made from and that entry's hash in the log's chain: `/verificator?acta=<code>`
 * says whether the commission's log still has that entry with that hash, its chain whole up to it.
 */

/** A commission's id (a UUID), the entry's sequence and its SHA-256, joined by dots. */
export const ACTA_CODE_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[1-9][0-9]{0,8}\.[0-9a-f]{64}$/;

export function actaCode(commissionId: string, entry: number, hash: string): string {
  return `${commissionId}.${entry}.${hash}`;
}

/** The code's parts, or null when it is not an acta's code. */
export function parseActaCode(code: string): { commissionId: string; entry: number; hash: string } | null {
  const trimmed = code.trim().toLowerCase();
  if (!ACTA_CODE_PATTERN.test(trimmed)) return null;
  const [commissionId = '', entry = '', hash = ''] = trimmed.split('.');
  return { commissionId, entry: Number(entry), hash };
}

/** What the check found: the acta is the log's; it is not (that entry has another hash, or the log has no such entry); or the log was altered at or before that entry. */
export const ACTA_VERIFICATION_STATUSES = ['coincide', 'no_coincide', 'registro_alterado'] as const;
export type ActaVerificationStatus = (typeof ACTA_VERIFICATION_STATUSES)[number];

/** GET /api/acta-verification/:code: the check's answer. */
export interface ActaVerification {
  status: ActaVerificationStatus;
  eventName: string;
  commissionName: string;
  /** The acta's last entry, as its code says. */
  entry: number;
  /** How many entries the commission's log has now (an acta made earlier has fewer). */
  entries: number;
  /** Where the chain breaks, when it was altered at or before the acta's entry. */
  alteredAt: number | null;
}
