import { z } from 'zod';
import { pageSchemaOf } from './paging';

/**
 * The running acta of a commission (PRODUCT §5 sessions/{id}): its live log, newest first, each entry with a
 * Spanish line the server writes from what the entry recorded.
 */
/** The most entries an acta's PDF holds (about 440 pages); a longer acta downloads as XLSX. */
export const ACTA_PDF_MAX_LINES = 10_000;

export const liveActaQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type LiveActaQuery = z.infer<typeof liveActaQuerySchema>;

export const liveActaEntrySchema = z.object({
  sequence: z.number(),
  event: z.string(),
  createdAt: z.string(),
  /** The staff member who acted, or null when the account is gone. */
  actorName: z.string().nullable(),
  /** One line in Spanish: what happened. */
  description: z.string(),
});
export type LiveActaEntry = z.infer<typeof liveActaEntrySchema>;

export const liveActaPageSchema = pageSchemaOf(liveActaEntrySchema);
export type LiveActaPage = z.infer<typeof liveActaPageSchema>;

/** GET /api/commissions/:id/live/undo: what «Deshacer» undoes next, then the actions before it, newest first. */
export const liveUndoQueueSchema = z.object({
  actions: z.array(z.object({ sequence: z.number(), description: z.string(), createdAt: z.string() })),
});
export type LiveUndoQueue = z.infer<typeof liveUndoQueueSchema>;
