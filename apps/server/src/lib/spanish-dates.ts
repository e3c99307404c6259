/** The event's time zone for dates shown in Spanish messages (PRODUCT: a Colombian conference). */
const EVENT_TIME_ZONE = 'America/Bogota';

const FORMAT = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short', timeZone: EVENT_TIME_ZONE });

/** An ISO date-time as Spanish text for messages, e.g. "1 de marzo de 2026, 8:00 a. m.". */
export function spanishDateTime(iso: string): string {
  return FORMAT.format(new Date(iso));
}

const DAY = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: EVENT_TIME_ZONE });

/** The day of an ISO date-time on the event's clock, e.g. "27 de noviembre de 2026" (a certificate's issue date). */
export function spanishDate(iso: string): string {
  return DAY.format(new Date(iso));
}

const CLOCK = new Intl.DateTimeFormat('es-CO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: EVENT_TIME_ZONE,
});

/** An ISO date-time as the event's local clock for lists and logs, e.g. "01/03/2026 08:00:05". */
export function spanishClock(iso: string): string {
  const part = clockParts(iso);
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
}

function clockParts(iso: string): Record<string, string> {
  return Object.fromEntries(CLOCK.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
}

/**
 * An ISO date-time on the event's local clock as a Date whose UTC fields are that clock (a spreadsheet's date
 * cell has no time zone: it shows the fields as they are).
 */
export function eventClockDate(iso: string): Date {
  const p = clockParts(iso);
  return new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)));
}
