import { z } from 'zod';
import { DELEGATE_SORTS } from './delegate-list-rules';
import { pageSchemaOf } from './paging';
import { DELEGATE_SOURCES, DELEGATE_STATUSES, DOCUMENT_TYPES, delegateNotesText, delegatePersonalPatchSchema } from './delegates';
import { MAX_BULK } from './limits';
import { humanText } from './text';

/**
 * API shapes of /secretary/list (Lista), the privacy tools and /secretary/dashboard.
 */

export { DELEGATE_PAGE_SIZES, DELEGATE_SORTS, type DelegateSort, NONE } from './delegate-list-rules';

/** Filters shared by the list and its export (query string). */
export const delegateFiltersSchema = z.object({
  q: humanText({ max: 200 }).optional(),
  status: z.enum(DELEGATE_STATUSES).optional(),
  /** A commission id, or `none` for delegates without a commission. */
  commissionId: z.string().max(64).optional(),
  institution: humanText({ max: 80 }).optional(),
  /** A delegation id, or `none` for delegates without a delegation. */
  delegationId: z.string().max(64).optional(),
});
export type DelegateFilters = z.infer<typeof delegateFiltersSchema>;

/** Where a page of the list starts: the `next` or `previous` of the page beside it (opaque, base64url). */
const listCursor = z.string().max(2000);

/**
 * GET /api/delegates. `after` / `before`: the page after or before the one that gave the cursor (the page's number
 * is then only shown); without one, the page `page` (a typed address, the last page). A cursor of another sort, or
 * unreadable, is left aside for `page`.
 */
export const delegateListQuerySchema = delegateFiltersSchema.extend({
  sort: z.enum(DELEGATE_SORTS).default('lastNames'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  after: listCursor.optional(),
  before: listCursor.optional(),
});
export type DelegateListQuery = z.output<typeof delegateListQuerySchema>;

/** One row of the list. */
export const delegateListRowSchema = z.object({
  id: z.string(),
  firstNames: z.string(),
  lastNames: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  documentNumber: z.string(),
  birthDate: z.string(),
  email: z.string(),
  institution: z.string(),
  grade: z.string().nullable(),
  status: z.enum(DELEGATE_STATUSES),
  source: z.enum(DELEGATE_SOURCES),
  commissionId: z.string().nullable(),
  commissionName: z.string().nullable(),
  delegationId: z.string().nullable(),
  delegationName: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
  /** Another delegate has the same names (without accents or case) and birth date. */
  duplicate: z.boolean(),
});
export type DelegateListRow = z.infer<typeof delegateListRowSchema>;

/**
 * One page of the list. A search counts its matches up to a cap: `capped` says there are more than `total`.
 * `next` / `previous`: the cursors of the pages after and before this one (null: the page is empty).
 */
export const delegateListSchema = pageSchemaOf(delegateListRowSchema).extend({
  capped: z.boolean(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
});
export type DelegateList = z.infer<typeof delegateListSchema>;

/** What the filter selects offer: institutions and delegations in use. */
export const delegateListOptionsSchema = z.object({
  institutions: z.array(z.string()),
  delegations: z.array(z.object({ id: z.string(), name: z.string(), commissionId: z.string() })),
});
export type DelegateListOptions = z.infer<typeof delegateListOptionsSchema>;

export const bulkDelegatesSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('assign'),
    ids: z.array(z.string().max(64)).min(1, 'Selecciona al menos un delegado').max(MAX_BULK, `Máximo ${MAX_BULK} delegados a la vez`),
    /** null removes the commission (and the delegation). */
    commissionId: z.string().max(64).nullable(),
  }),
  z.object({
    action: z.literal('status'),
    ids: z.array(z.string().max(64)).min(1, 'Selecciona al menos un delegado').max(MAX_BULK, `Máximo ${MAX_BULK} delegados a la vez`),
    status: z.enum(DELEGATE_STATUSES, { error: 'Estado no válido' }),
  }),
]);
export type BulkDelegatesInput = z.output<typeof bulkDelegatesSchema>;

export const bulkResultSchema = z.object({ changed: z.number().int() });

/**
 * PATCH /api/delegates/:id: any of the personal fields (the merged result is checked with
 * delegatePersonalSchema, so a minor still needs a guardian), status, notes and commission.
 */
export const delegatePatchSchema = delegatePersonalPatchSchema
  .extend({
    status: z.enum(DELEGATE_STATUSES, { error: 'Estado no válido' }).optional(),
    notes: delegateNotesText.optional(),
    commissionId: z.string().max(64).nullable().optional(),
  })
  .strict();
export type DelegatePatch = z.output<typeof delegatePatchSchema>;
export type DelegatePatchInput = z.input<typeof delegatePatchSchema>;

/** DELETE /api/delegates/:id: the delegate's document number typed again. */
export const eraseDelegateSchema = z.object({ confirm: z.string().trim().max(40) });

// ---------- dashboard ----------

export const dashboardSchema = z.object({
  totalDelegates: z.number().int(),
  byStatus: z.record(z.enum(DELEGATE_STATUSES), z.number().int()),
  unassigned: z.number().int(),
  checkInsToday: z.number().int(),
  commissions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      acronym: z.string(),
      capacity: z.number().int(),
      delegations: z.number().int(),
      /** Delegations with at least one delegate. */
      delegationsFilled: z.number().int(),
      delegates: z.number().int(),
      checkedIn: z.number().int(),
      /** Member delegations (those that count for quorum). */
      members: z.number().int(),
      /** The latest roll call: when it was opened and how many member delegations were present; null before the first. */
      lastRollCall: z.object({ openedAt: z.string(), membersPresent: z.number().int() }).nullable(),
    }),
  ),
  /** The last 30 days in the viewer's time zone, oldest first, zeros included. */
  registrationsPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
