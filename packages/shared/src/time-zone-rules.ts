/**
 * The event's clock: the IANA time zone the server writes the event's dates in (certificates, the acta, messages
 * with a date). A setting of the event (Ajustes); America/Bogota until a Gestor chooses another. Without zod, so a
 * page can list the zones without loading it (decision 027).
 */

/** The event's time zone until a Gestor saves another (installs from before the setting keep it). */
export const DEFAULT_EVENT_TIME_ZONE = 'America/Bogota';

/** Why a time zone was refused. */
export const TIME_ZONE_MESSAGE_ES = 'No es una zona horaria reconocida: escribe una zona IANA como America/Bogota o Europe/Madrid.';

/** The runtime's IANA zones (`Intl.supportedValuesOf`), and UTC, which some runtimes leave out of that list; made once. */
let knownZones: ReadonlySet<string> | undefined;

function isKnownZone(zone: string): boolean {
  knownZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return knownZones.has(zone);
}

/**
 * A time zone's canonical IANA name («europe/madrid» → «Europe/Madrid», «US/Eastern» → «America/New_York»), or null
 * when it is not one of the runtime's IANA zones (`Intl.supportedValuesOf('timeZone')`). An offset («+01:00», «-05»,
 * «Etc/GMT+5») is not a zone: it ignores summer time.
 */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim();
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(trimmed)) return null;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
    return isKnownZone(canonical) ? canonical : null;
  } catch {
    return null;
  }
}

/** The IANA zones the runtime knows, for a picker (the setting's check is `canonicalTimeZone`). */
export function timeZoneNames(): string[] {
  return Intl.supportedValuesOf('timeZone');
}
