/**
 * Dates written in Spanish on the event's clock (`timeZone`: the event's setting, `readEventTimeZone`): messages,
 * certificates, the acta. Pure, so worker threads use it with the zone they are handed.
 */

interface Formats {
  dateTime: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  clock: Intl.DateTimeFormat;
}

/** Each zone's formats, made once (a zone is one of the few the event has had). */
const formats = new Map<string, Formats>();

function formatsOf(timeZone: string): Formats {
  let found = formats.get(timeZone);
  if (!found) {
    found = {
      dateTime: new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short', timeZone }),
      day: new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone }),
      clock: new Intl.DateTimeFormat('es-CO', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
    };
    formats.set(timeZone, found);
  }
  return found;
}

/** An ISO date-time as Spanish text for messages, e.g. "1 de marzo de 2026, 8:00 a. m.". */
export function spanishDateTime(iso: string, timeZone: string): string {
  return formatsOf(timeZone).dateTime.format(new Date(iso));
}

/** The day of an ISO date-time on the event's clock, e.g. "27 de noviembre de 2026" (a certificate's issue date). */
export function spanishDate(iso: string, timeZone: string): string {
  return formatsOf(timeZone).day.format(new Date(iso));
}

/** An ISO date-time as the event's local clock for lists and logs, e.g. "01/03/2026 08:00:05". */
export function spanishClock(iso: string, timeZone: string): string {
  const part = clockParts(iso, timeZone);
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
}

function clockParts(iso: string, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    formatsOf(timeZone)
      .clock.formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
}

/** The day of an ISO date-time on the event's clock as yyyy-mm-dd: a download's file name (`delegados-2026-11-27.xlsx`). */
export function eventDay(iso: string, timeZone: string): string {
  const p = clockParts(iso, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * An ISO date-time on the event's local clock as a Date whose UTC fields are that clock (a spreadsheet's date
 * cell has no time zone: it shows the fields as they are).
 */
export function eventClockDate(iso: string, timeZone: string): Date {
  const p = clockParts(iso, timeZone);
  return new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)));
}
