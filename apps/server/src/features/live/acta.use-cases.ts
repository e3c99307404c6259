import { type ActaResolution, type ActaSummary, actaCode, type LiveActaPage, type LiveUndoQueue, type Participation } from '@quorum/shared';
import { foundCommission } from '../../domain/commissions/commission-rules';
import { findDecidedResolutions } from '../../domain/resolutions/decided-resolutions';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/errors';
import { eventDay } from '../../lib/spanish-dates';
import { readEventName, readEventTimeZone } from '../../lib/event-name';
import { type ActaDocument, type ActaEntry, actaDocument } from './acta.export';
import { presentActaEntry } from './acta.presenter';
import { actaSummary, SUMMARY_EVENTS, type SummaryRow } from './acta.summary';
import { countLog, findActaEntries, findActaPage, findDelegationNames, findLogByEvents, findLogEntries } from './acta.repository';
import { findCommissionNames } from './attendance.repository';
import { findCommissionForLive, findLatestLog } from './live.repository';
import { undoneBy } from '../../domain/live/session-record';
import { UNDO_REACH, undoQueue } from './live.undo';
import { readParticipation } from './participation';

/** What «Deshacer» would undo next, then the four actions before it, in the acta's words (newest first). */
export async function readUndoQueue(db: Executor, commissionId: string): Promise<LiveUndoQueue> {
  foundCommission(await findCommissionForLive(db, commissionId));
  const [rows, names] = await Promise.all([findLatestLog(db, commissionId, UNDO_REACH), findDelegationNames(db, commissionId)]);
  const queue = undoQueue(rows, UNDO_QUEUE_SHOWN).map((row) => presentActaEntry({ ...row, actorName: null }, names, new Map()));
  return { actions: queue.map(({ sequence, description, createdAt }) => ({ sequence, description, createdAt })) };
}

/** Actions the console lists under «Deshacer». */
const UNDO_QUEUE_SHOWN = 5;

/** One page of the acta, newest first; an undo on the page says what it undid. */
export async function readActa(db: Executor, commissionId: string, page: number, pageSize: number): Promise<LiveActaPage> {
  foundCommission(await findCommissionForLive(db, commissionId));
  const [rows, total, names] = await Promise.all([
    findActaPage(db, commissionId, page, pageSize),
    countLog(db, commissionId),
    findDelegationNames(db, commissionId),
  ]);
  const undoes = rows.map(undoneBy).filter((sequence) => sequence !== null);
  const targets = await findLogEntries(db, commissionId, undoes);
  const undone = new Map(
    targets.map((r) => [Number(r.sequence), presentActaEntry({ ...r, createdAt: '', actorName: null }, names, new Map()).description]),
  );
  return { rows: rows.map((r) => presentActaEntry(r, names, undone)), total, page, pageSize };
}

/**
 * The acta's summary from its log entries (at least those of SUMMARY_EVENTS), the speakers as the floor counted them,
 * and the draft resolutions decided.
 */
function summaryOf(rows: readonly SummaryRow[], participation: Participation, resolutions: ActaResolution[]): ActaSummary {
  const delegations = participation.delegations.map((d) => ({ id: d.delegationId, name: d.name }));
  return { ...actaSummary(rows, delegations, participation.delegations), resolutions };
}

/** The acta's summary on its own (the console's acta tab): read from the entries it needs, not the whole log. */
export async function readActaSummary(db: Executor, commissionId: string): Promise<ActaSummary> {
  foundCommission(await findCommissionForLive(db, commissionId));
  const [rows, participation, resolutions] = await Promise.all([
    findLogByEvents(db, commissionId, SUMMARY_EVENTS),
    readParticipation(db, commissionId),
    findDecidedResolutions(db, commissionId),
  ]);
  return summaryOf(rows, participation, resolutions);
}

/**
 * The whole acta, oldest first, for its downloads: its summary (from the entries that stand, the speakers as the
 * floor counted them), then each entry, each undo saying what it undid, each opening naming its session. `maxLines`: a longer acta is refused (ACTA_PDF_TOO_LARGE) before any entry is read.
 */
export async function readActaDocument(
  db: Executor,
  commissionId: string,
  { maxLines = Infinity, publicUrl = '' }: { maxLines?: number; publicUrl?: string } = {},
): Promise<ActaDocument & { fileName: string }> {
  const commission = foundCommission(await findCommissionNames(db, commissionId));
  if ((await countLog(db, commissionId)) > maxLines) throw new AppError('ACTA_PDF_TOO_LARGE');
  const [rows, names, eventName, timeZone, participation, resolutions] = await Promise.all([
    findActaEntries(db, commissionId),
    findDelegationNames(db, commissionId),
    readEventName(db),
    readEventTimeZone(db),
    readParticipation(db, commissionId),
    findDecidedResolutions(db, commissionId),
  ]);
  const said = new Map<number, string>();
  const entries = rows.map((row): ActaEntry => {
    const entry = presentActaEntry(row, names, said);
    said.set(entry.sequence, entry.description);
    if (row.event !== 'session.opened') return entry;
    const after = (JSON.parse(row.payload) as { after?: { number?: number; title?: string } }).after ?? {};
    return { ...entry, opensSession: `Sesión ${Number(after.number)}: «${after.title ?? ''}»` };
  });
  const summary = summaryOf(rows, participation, resolutions);
  const last = rows.at(-1);
  const chain = last
    ? {
        head: last.hash,
        entries: Number(last.sequence),
        verifyUrl: `${publicUrl}/verificator?acta=${actaCode(commissionId, Number(last.sequence), last.hash)}`,
      }
    : null;
  const doc = actaDocument(
    { eventName, commissionName: commission.name, summary, generatedAt: new Date().toISOString(), timeZone, chain },
    entries,
  );
  return {
    ...doc,
    fileName: `acta-${commission.acronym || commission.name}-${eventDay(doc.generatedAt, timeZone)}`,
  };
}
