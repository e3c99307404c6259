import { z } from 'zod';
import { DELEGATION_KINDS } from './delegates';
import { ROLL_CALL_MODES } from './live';
import { pageSchemaOf } from './paging';

/**
 * A commission's roll calls and attendance over the whole event (PRODUCT §5 meetings/{id}). A delegation
 * is present on a roll call when any of its delegates is.
 */

/** One roll call of the history: how it was taken and how many delegations were present and absent. */
export const rollCallSummarySchema = z.object({
  id: z.string(),
  mode: z.enum(ROLL_CALL_MODES),
  /** The number of the session it was taken in, or null for a roll call outside a session. */
  sessionNumber: z.number().int().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** Delegations present (any delegate marked present). */
  present: z.number().int(),
  /** The commission's other delegations. */
  absent: z.number().int(),
});
export type RollCallSummary = z.infer<typeof rollCallSummarySchema>;

export const rollCallPageSchema = pageSchemaOf(rollCallSummarySchema);
export type RollCallPage = z.infer<typeof rollCallPageSchema>;

export const rollCallPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

const attendanceFigures = {
  /** Roll calls on which it was present. */
  present: z.number().int(),
  /** present / the commission's roll calls, 0..1; null before the first. */
  rate: z.number().nullable(),
};

/** Attendance per delegation and per delegate over all of a commission's roll calls. */
export const attendanceReportSchema = z.object({
  rollCalls: z.number().int(),
  delegations: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(DELEGATION_KINDS), ...attendanceFigures })),
  delegates: z.array(z.object({ id: z.string(), name: z.string(), delegation: z.string().nullable(), ...attendanceFigures })),
});
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

/** The Gestor's correction of one delegate's mark on one roll call (open or closed): present or absent. */
export const markCorrectionSchema = z.object({ present: z.boolean() });
export type MarkCorrection = z.infer<typeof markCorrectionSchema>;

/** The mark as it now is. */
export const correctedMarkSchema = z.object({ rollCallId: z.string(), delegateId: z.string(), status: z.string() });
export type CorrectedMark = z.infer<typeof correctedMarkSchema>;
