/** The event's time zone for dates shown in Spanish messages (PRODUCT: a Colombian conference). */
const EVENT_TIME_ZONE = 'America/Bogota';

const FORMAT = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short', timeZone: EVENT_TIME_ZONE });

/** An ISO date-time as Spanish text for messages, e.g. "1 de marzo de 2026, 8:00 a. m.". */
export function spanishDateTime(iso: string): string {
  return FORMAT.format(new Date(iso));
}
