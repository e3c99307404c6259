import type { Attendance } from '../../domain/attendance/attendance';

/**
 * Whether a delegate's attendance earns a participation certificate: present on at least `threshold` percent
 * of the commission's roll calls. Before the first roll call nobody reaches a threshold above 0.
 */
export function meetsThreshold(attendance: Attendance | undefined, threshold: number): boolean {
  if (!attendance || attendance.rate === null) return threshold === 0;
  // Compare in whole numbers: 4 of 5 is exactly 80 %.
  return attendance.present * 100 >= threshold * attendance.rollCalls;
}

/** Attendance as a percentage with one decimal, null before the first roll call. */
export function attendancePercent(attendance: Attendance | undefined): number | null {
  return attendance?.rate == null ? null : Math.round(attendance.rate * 1000) / 10;
}

/** The holder's name as printed: the verified names as confirmed, first names then last names. */
export function holderNameOf(d: { firstNames: string; lastNames: string }): string {
  return `${d.firstNames} ${d.lastNames}`.replace(/\s+/g, ' ').trim();
}

/** A file name inside a ZIP: readable, without path separators or characters archives mangle. */
export function zipEntryName(...parts: string[]): string {
  return parts
    .map((p) =>
      p
        .normalize('NFC')
        // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters on purpose
        .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 80),
    )
    .join(' - ');
}
