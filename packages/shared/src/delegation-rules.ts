/** Delegations, the search key, what a delegate may correct and the door's kit: no zod, so staff pages read them without it (decision 027). */
import { PERSONAL_FIELDS, type PersonalField } from './delegate-rules';

/** Fields a delegate may be allowed to correct on /verificator (the Gestor picks which): PERSONAL_FIELDS without the document. */
export type CorrectableField = Exclude<PersonalField, 'documentType' | 'documentNumber'>;
export const CORRECTABLE_FIELDS: readonly CorrectableField[] = PERSONAL_FIELDS.filter(
  (f): f is CorrectableField => f !== 'documentType' && f !== 'documentNumber',
);

// ---------- delegations

/** Kinds of delegation: members vote; observers and NGOs count neither for quorum nor for substantive votes. */
export const DELEGATION_KINDS = ['miembro', 'observador', 'ong'] as const;
export type DelegationKind = (typeof DELEGATION_KINDS)[number];

// ---------- search

/** Removes accents and case: the key for accent- and case-insensitive search ("gomez" finds "Gómez"). */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Key of a possible duplicate: the birth date and the names without accents or case. Two delegates sharing it are
 * flagged in the secretary's list (the server stores it with the row).
 */
export function delegateDuplicateKey(d: { firstNames: string; lastNames: string; birthDate: string }): string {
  return `${d.birthDate}|${searchKey(`${d.firstNames} ${d.lastNames}`)}`;
}

// ---------- the door (finder): the kit and undoing a check-in

/** Items of the welcome kit handed out at check-in, with their Spanish labels. */
export const KIT_ITEMS = [
  { key: 'escarapela', label: 'Escarapela' },
  { key: 'carpeta', label: 'Carpeta' },
  { key: 'manual', label: 'Manual del delegado' },
  { key: 'refrigerio', label: 'Refrigerio' },
] as const;
export type KitItemKey = (typeof KIT_ITEMS)[number]['key'];
export const KIT_ITEM_KEYS = KIT_ITEMS.map((i) => i.key) as KitItemKey[];

/** How long the door's screen offers «Deshacer» after «Acreditar» (ms): well inside the server's window (finder.ts). */
export const CHECK_IN_UNDO_SHOWN_MS = 8_000;
