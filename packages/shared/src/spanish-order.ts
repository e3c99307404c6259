/**
 * Spanish alphabetical order: accents and case do not count ("Álvarez" sorts with the A's) and "ñ" is a
 * letter of its own between "n" and "o". `compareSpanish` sorts in JavaScript; the server's databases
 * sort by `spanishSortKey`, whose plain byte order gives the same result (SQLite runs it as the `es_key`
 * function; PostgreSQL has the same function in SQL, migration 006).
 */
const collator = new Intl.Collator('es', { sensitivity: 'base' });

/** Compares two texts in Spanish order (for `Array.prototype.sort`). */
export function compareSpanish(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Sorts a copy of `items` by the text `of` each, in Spanish order. */
export function sortSpanish<T>(items: readonly T[], of: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareSpanish(of(a), of(b)));
}

/** "ñ" in the key: after every "n…" and before "o" in byte order. */
export const SPANISH_KEY_ENYE = 'n\u007f';

/** Combining marks removed from the key (after "ñ" has been kept). */
export const SPANISH_KEY_MARKS = /[\u0300-\u036f]/g;

/** A text's key for byte-order sorting in Spanish: decomposed, lower case, accents dropped, "ñ" kept apart. */
export function spanishSortKey(text: string): string {
  return text.normalize('NFD').toLowerCase().replaceAll('n\u0303', SPANISH_KEY_ENYE).replace(SPANISH_KEY_MARKS, '');
}
