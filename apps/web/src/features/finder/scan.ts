/** Personal codes: 8 to 32 letters and digits (the badge QR holds the code alone). */
const CODE = /^[A-Z0-9]{8,32}$/;

/**
 * The personal code in a scanned QR text: the code itself, or a link that carries it (`?code=` or the last
 * path segment), in any case. Null when the text holds no code.
 */
export function personalCodeFromScan(text: string): string | null {
  const raw = text.trim();
  if (!raw) return null;
  let candidate = raw;
  if (/^https?:\/\//i.test(raw)) {
    try {
      const url = new URL(raw);
      candidate = url.searchParams.get('code') ?? url.pathname.split('/').filter(Boolean).pop() ?? '';
    } catch {
      return null;
    }
  }
  const code = candidate.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}
