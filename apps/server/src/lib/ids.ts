import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/** A new row id. */
export function newId(): string {
  return randomUUID();
}

/** Letters and digits without look-alikes (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A random human-typable code: 10 characters of a 31-letter alphabet ≈ 49 bits. */
export function newAccessCode(length = 10): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A URL-safe secret token (256 bits). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token, as stored in the database instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The current time as stored: ISO-8601 in UTC. */
export function nowIso(): string {
  return new Date().toISOString();
}
