import type { CorrectableField, PublicFeatures } from '@quorum/shared';
import { AppError } from '../../lib/errors';
import { spanishDateTime } from '../../lib/spanish-dates';

/** Corrections are allowed while verification is open and the deadline (if any) has not passed. */
export function canCorrect(f: PublicFeatures, now = new Date()): boolean {
  return f.verificationOpen && (!f.verificationDeadline || now.getTime() <= Date.parse(f.verificationDeadline));
}

/**
 * Throws VERIFICATION_CLOSED (with the deadline in the message, on the event's clock: `eventTimeZone`, read only for
 * the refusal) when corrections are not allowed.
 */
export async function assertCanCorrect(f: PublicFeatures, eventTimeZone: () => Promise<string>, now = new Date()): Promise<void> {
  if (canCorrect(f, now)) return;
  if (!f.verificationOpen) throw new AppError('VERIFICATION_CLOSED', 'La validación de datos está cerrada.');
  throw new AppError(
    'VERIFICATION_CLOSED',
    `El plazo para corregir los datos terminó el ${spanishDateTime(f.verificationDeadline as string, await eventTimeZone()).replace(/\.$/, '')}.`,
  );
}

/** Fields the delegate sent that the organisers do not allow to correct: field → message. */
export function forbiddenFields(keys: string[], allowed: readonly CorrectableField[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const k of keys)
    if (!(allowed as readonly string[]).includes(k)) fields[k] = 'Este dato no se puede corregir aquí; escribe a la secretaría del evento.';
  return fields;
}
