import i18n from '../i18n';

function locale(): string {
  return i18n.language === 'en' ? 'en-GB' : 'es-ES';
}

/**
 * A number in the interface language, the one way numbers are shown: a decimal comma in Spanish («33,3»,
 * «2,5 MB»), a point in English; at most `maximumFractionDigits` decimals, none written when the number is whole.
 */
export function formatNumber(value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(locale(), { maximumFractionDigits }).format(value);
}

/** A timestamp (ISO) as date and time in the interface language; "—" when absent. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The day of a moment (ISO) in words in the interface language («1 de marzo de 2026»), in `timeZone` or the reader's. */
export function formatDay(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'long', timeZone }).format(date);
}

/** A moment's time of day with seconds in the interface language («09:41:07»), in the reader's zone. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(), { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(date);
}

/** A moment as a weekday, day, month and time in the interface language («martes, 24 de noviembre, 14:00»). */
export function formatDayAndTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date);
}

/** An ISO date-time → the value of a datetime-local input, in this device's time; '' when absent. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (this device's time) → ISO in UTC, or null when empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** A calendar date (YYYY-MM-DD) in words, without time-zone shifts; "—" when absent. */
export function formatDate(dateOnly: string | null | undefined): string {
  if (!dateOnly) return '—';
  const date = new Date(`${dateOnly.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return dateOnly;
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The event's dates: one date, or "from – to". */
export function formatDateRange(start: string | null, end: string | null): string | null {
  if (!start && !end) return null;
  if (!start || !end || start === end) return formatDate(start ?? end);
  return `${formatDate(start)} – ${formatDate(end)}`;
}
