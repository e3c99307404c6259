import { isRegistrationOpen, type PublicFeatures } from '@quorum/shared';
import { AppError } from '../../lib/errors';
import { spanishDateTime } from '../../lib/spanish-dates';

/**
 * Throws REGISTRATION_CLOSED with the window's dates in the message, on the event's clock (`eventTimeZone`, read
 * only for the refusal).
 */
export async function assertRegistrationOpen(f: PublicFeatures, eventTimeZone: () => Promise<string>, now = new Date()): Promise<void> {
  if (isRegistrationOpen(f, now)) return;
  throw new AppError('REGISTRATION_CLOSED', closedMessage(f, await eventTimeZone()));
}

function closedMessage(f: PublicFeatures, timeZone: string): string {
  const start = f.registrationStart ? spanishDateTime(f.registrationStart, timeZone) : null;
  const end = f.registrationEnd ? spanishDateTime(f.registrationEnd, timeZone) : null;
  const period = [start && `desde el ${start}`, end && `hasta el ${end}`].filter(Boolean).join(' ');
  if (!f.registrationOpen)
    return period ? `La preinscripción está cerrada (periodo previsto: ${period}).` : 'La preinscripción está cerrada.';
  if (start && Date.now() < Date.parse(f.registrationStart as string))
    return sentence(`La preinscripción abre el ${start}${end ? ` y cierra el ${end}` : ''}`);
  return sentence(`La preinscripción cerró el ${end}`);
}

/** Ends a sentence with one full stop (dates like "8:00 a. m." already end with one). */
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}
