import { z } from 'zod';
import type { Role } from './roles';
import { KIT_ITEM_KEYS } from './delegation-rules';
import { delegateNotesText, delegateSchema } from './delegates';
import { codeText, humanText } from './text';

/** API contract of Buscador Delegados (/api/finder…): search, the card at the door, check-in, kit and notes. */

/** GET /api/finder?q=: the typed query (up to 20 delegates answer). */
export const finderQuerySchema = z.object({ q: humanText({ max: 200 }).default('') });

/** GET /api/finder/code/:code: the code read from a badge (its badge code, or the personal code of an older badge). */
export const finderCodeParamsSchema = z.object({ code: codeText({ max: 64 }) });

/**
 * A delegate's card at the door: who they are, where they go, their badge's code, and their check-in, kit and
 * notes. Not their personal code: that one opens their data and goes only to them (decision 031).
 */
export const finderDelegateSchema = delegateSchema
  .pick({
    id: true,
    firstNames: true,
    lastNames: true,
    documentType: true,
    documentNumber: true,
    email: true,
    institution: true,
    grade: true,
    status: true,
    commissionId: true,
    delegationId: true,
    checkedInAt: true,
    checkedInBy: true,
    kit: true,
    notes: true,
    updatedAt: true,
  })
  .extend({
    /** The code printed on the badge and in its QR. */
    badgeCode: z.string(),
    commissionName: z.string().nullable(),
    room: z.string().nullable(),
    delegationName: z.string().nullable(),
    delegationIsoCode: z.string().nullable(),
    /** Name of the staff user who checked the delegate in. */
    checkedInByName: z.string().nullable(),
  });
export type FinderDelegate = z.infer<typeof finderDelegateSchema>;

/** GET /api/finder?q=: the first delegates found (at most 20) and how many match in all («N más»). */
export const finderResultsSchema = z.object({
  delegates: z.array(finderDelegateSchema),
  /** How many delegates match, counted up to a cap: `capped` says there are more than `total`. */
  total: z.number(),
  capped: z.boolean(),
});
export type FinderResults = z.infer<typeof finderResultsSchema>;

/** How long whoever checked a delegate in may undo it (ms). The Gestor may undo a check-in at any time. */
export const CHECK_IN_UNDO_WINDOW_MS = 2 * 60_000;
export { CHECK_IN_UNDO_SHOWN_MS } from './delegation-rules';

/**
 * Whether a staff user may undo a check-in: the Gestor always; whoever made it (Logística, who may check
 * in) within CHECK_IN_UNDO_WINDOW_MS of it. Nobody else: another door's check-in stays.
 */
export function mayUndoCheckIn(
  staff: { uid: string; role: Role },
  checkIn: { checkedInBy: string | null; checkedInAt: string },
  now = Date.now(),
): boolean {
  if (staff.role === 'Gestor') return true;
  return staff.uid === checkIn.checkedInBy && now - Date.parse(checkIn.checkedInAt) <= CHECK_IN_UNDO_WINDOW_MS;
}

/** POST /api/finder/delegates/:id/check-in ("Acreditar"): idempotent. */
export const checkInResultSchema = z.object({
  /** True when the delegate had already been checked in: nothing changed. */
  alreadyCheckedIn: z.boolean(),
  checkedInAt: z.string().nullable(),
  checkedInByName: z.string().nullable(),
  delegate: finderDelegateSchema,
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** PUT /api/finder/delegates/:id/kit: items delivered (by KIT_ITEMS key). */
export const kitInputSchema = z.object({
  items: z.record(z.string(), z.boolean()).refine((items) => Object.keys(items).every((k) => (KIT_ITEM_KEYS as string[]).includes(k)), {
    message: `Elemento del kit desconocido (válidos: ${KIT_ITEM_KEYS.join(', ')})`,
  }),
});
export type KitInput = z.infer<typeof kitInputSchema>;

/** PUT /api/finder/delegates/:id/notes: the door staff's notes. */
export const notesInputSchema = z.object({
  notes: delegateNotesText,
});
export type NotesInput = z.infer<typeof notesInputSchema>;
