import { findCommissionDelegations } from '../../domain/commissions/commission-delegations';
import {
  commissionRulesSchema,
  type DocumentVisibility,
  emptyPaperText,
  mergePaperTexts,
  type NewPaperInput,
  type PaperConflict,
  type PaperList,
  type PaperSave,
  type PaperText,
  type PaperThreshold,
  paperConflictMessage,
  paperThreshold,
  type WorkingPaper,
} from '@quorum/shared';
import type { AppContext } from '../../context';
import type { Transaction } from 'kysely';
import type { Executor } from '../../db/database';
import type { Database } from '../../db/schema';
import { membersPresent } from '../../domain/attendance/marks-in-force';
import { foundCommission, writableCommission } from '../../domain/commissions/commission-rules';
import { findPaperDocument } from '../../domain/documents/document-writes';
import { type Actor, recordAudit } from '../../lib/audit';
import { papersTopic } from '../../lib/bus';
import { AppError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { serializeWriters } from '../../lib/xact-lock';
import { countPendingAmendments } from './amendments.repository';
import { type DivisionRow, findLatestDivision } from './divisions.repository';
import { decidable, divisionOf, resolutionOf } from './divisions.view';
import {
  deleteSignatory,
  findDelegationCommission,
  findPaper,
  findPapers,
  findSignatories,
  findSponsors,
  findVersion,
  insertPaper,
  insertSignatory,
  insertSponsor,
  markApproved,
  type PaperRow,
  type SponsorRow,
  updatePaperVersion,
} from './papers.repository';

/**
 * The working-paper workspace (PRODUCT §10, decision 038). Whoever reads or writes a paper is a sponsor's phone or a
 * member of staff; a save names the version it was written on, and one made on an older version is merged clause by
 * clause with the saves made since (`mergePaperTexts`) or refused naming the clauses both changed. Every save keeps
 * its version. Writes to one paper run one after the other (a lock per paper on PostgreSQL, SQLite's one writer); each
 * that changed something is announced after its commit on the commission's papers topic (its id and version, no text).
 */

/** What a write needs: the database, and the bus its change is announced on. */
export type Writer = Pick<AppContext, 'db' | 'bus'>;

/** Who reads or writes: a delegate's phone (its delegation's papers as a sponsor), or staff (the chair writes). */
export type PaperActor = { kind: 'phone'; delegationId: string; delegateId: string } | { kind: 'staff'; mayWrite: boolean; actor: Actor };

/** A save's outcome: saved (merged or not), or refused with the conflicts and the paper as it stands. */
export type SaveOutcome =
  | { kind: 'saved'; paper: WorkingPaper; merged: boolean }
  | { kind: 'conflict'; conflicts: PaperConflict[]; message: string; paper: WorkingPaper };

export function textOf(row: Pick<PaperRow, 'title' | 'body'>): PaperText {
  const body = JSON.parse(row.body) as Pick<PaperText, 'preambular' | 'operative'>;
  return { title: row.title, preambular: body.preambular, operative: body.operative };
}

function bodyOf(text: PaperText): string {
  return JSON.stringify({ preambular: text.preambular, operative: text.operative });
}

/** Whether the paper is still a working paper: its text, sponsors and signatures may change. */
const open = (row: Pick<PaperRow, 'status'>) => row.status === 'borrador';

function isSponsor(who: PaperActor, sponsors: readonly SponsorRow[]): boolean {
  return who.kind === 'phone' && sponsors.some((s) => s.delegationId === who.delegationId);
}

function mayEdit(who: PaperActor, row: Pick<PaperRow, 'status'>, sponsors: readonly SponsorRow[]): boolean {
  return open(row) && (who.kind === 'staff' ? who.mayWrite : isSponsor(who, sponsors));
}

/**
 * What a paper is read with besides its row: its sponsors, its signatories and its threshold now; for a draft, its
 * latest division of the question and how many amendments still wait.
 */
interface PaperParts {
  sponsors: SponsorRow[];
  signatories: SponsorRow[];
  threshold: PaperThreshold;
  division: DivisionRow | undefined;
  pendingAmendments: number;
  /** An adopted resolution's document among the commission's documents, once published. */
  publication: Awaited<ReturnType<typeof findPaperDocument>>;
}

const named = (rows: readonly SponsorRow[]) => rows.map((s) => ({ delegationId: s.delegationId, name: s.name }));

function present(row: PaperRow, parts: PaperParts, who: PaperActor): WorkingPaper {
  const { sponsors, signatories, threshold, division } = parts;
  const phone = who.kind === 'phone' ? who : null;
  const chairMay = who.kind === 'staff' && who.mayWrite && decidable(row, parts);
  return {
    id: row.id,
    commissionId: row.commissionId,
    version: row.version,
    text: textOf(row),
    sponsors: named(sponsors),
    signatories: named(signatories),
    status: row.status as WorkingPaper['status'],
    threshold,
    updatedAt: row.updatedAt,
    mayEdit: mayEdit(who, row, sponsors),
    maySign: phone !== null && open(row) && !isSponsor(who, sponsors),
    signed: phone !== null && signatories.some((s) => s.delegationId === phone.delegationId),
    mayApprove: who.kind === 'staff' && who.mayWrite && open(row),
    division: division ? divisionOf(division, who.kind === 'staff' && who.mayWrite) : null,
    resolution: resolutionOf(row),
    mayDivide: chairMay,
    mayVote: chairMay,
    ...publicationOf(row, parts, who),
  };
}

/** Where the chair and the Gestor find an adopted resolution among the documents, and whether they may publish it there. */
function publicationOf(row: PaperRow, { publication }: PaperParts, who: PaperActor): Pick<WorkingPaper, 'publication' | 'mayPublish'> {
  if (who.kind !== 'staff') return { publication: null, mayPublish: false };
  return {
    publication: publication
      ? { documentId: publication.id, visibility: publication.visibility as DocumentVisibility, inTrash: publication.deletedAt !== null }
      : null,
    // Staff reading a commission's papers are its chair or the Gestor, who manage its documents (decision 020).
    mayPublish: row.resolutionSymbol !== null && !publication,
  };
}

/**
 * The paper's threshold now: its sponsors and signatories (each delegation once) against the commission's share of
 * the members present at the last roll call, read at every call, so a roll call moves it.
 */
async function thresholdOf(db: Executor, commissionId: string, sponsors: readonly SponsorRow[], signatories: readonly SponsorRow[]) {
  const [present, commission] = await Promise.all([
    membersPresent(db, commissionId),
    db.selectFrom('commission').select('rules').where('id', '=', commissionId).executeTakeFirstOrThrow(),
  ]);
  const { signatoryPercent } = commissionRulesSchema.parse(JSON.parse(commission.rules));
  const has = new Set([...sponsors, ...signatories].map((d) => d.delegationId)).size;
  return paperThreshold(present, signatoryPercent, has);
}

async function partsOf(db: Executor, row: PaperRow): Promise<PaperParts> {
  const draft = !open(row);
  const [sponsors, signatories, division, pendingAmendments, publication] = await Promise.all([
    findSponsors(db, [row.id]),
    findSignatories(db, [row.id]),
    draft ? findLatestDivision(db, row.id) : undefined,
    draft ? countPendingAmendments(db, row.id) : 0,
    row.resolutionSymbol !== null ? findPaperDocument(db, row.id) : undefined,
  ]);
  const threshold = await thresholdOf(db, row.commissionId, sponsors, signatories);
  return { sponsors, signatories, threshold, division, pendingAmendments, publication };
}

export async function presentOne(db: Executor, row: PaperRow, who: PaperActor): Promise<WorkingPaper> {
  return present(row, await partsOf(db, row), who);
}

function commissionRow(db: Executor, commissionId: string) {
  return db.selectFrom('commission').select(['id', 'archived']).where('id', '=', commissionId).executeTakeFirst();
}

/** The paper of the commission, or NOT_FOUND (another commission's paper is not there either). */
export async function paperOf(db: Executor, commissionId: string, paperId: string): Promise<PaperRow> {
  const row = await findPaper(db, paperId);
  if (!row || row.commissionId !== commissionId) throw new AppError('NOT_FOUND', 'Ese documento de trabajo no existe en esta comisión.');
  return row;
}

/** A write's answer, and the paper's version after it when it changed the paper (null: nothing changed). */
interface Written<T> {
  answer: T;
  changed: number | null;
}

/** After the commit: the commission's pages reading the paper read it again (a lost message is made good by the next). */
function announce(ctx: Writer, commissionId: string, paperId: string, version: number): void {
  ctx.bus.publish(papersTopic(commissionId), `${paperId} ${version}`).catch(() => {});
}

/**
 * A write to one paper of a writable commission: one transaction, after every other write to the same paper (a lock
 * per paper on PostgreSQL, SQLite's one writer), so a save, a sponsor, a signature and the approval never interleave;
 * announced after the commit when it changed the paper.
 */
export async function writePaper<T>(
  ctx: Writer,
  commissionId: string,
  paperId: string,
  write: (trx: Transaction<Database>, row: PaperRow) => Promise<Written<T>>,
): Promise<T> {
  const { answer, changed } = await ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, `paper:${paperId}`);
    writableCommission(await commissionRow(trx, commissionId));
    return write(trx, await paperOf(trx, commissionId, paperId));
  });
  if (changed !== null) announce(ctx, commissionId, paperId, changed);
  return answer;
}

/** The version row a save keeps: who saved it, from which phone's delegation or staff account. */
function versionRow(paperId: string, version: number, text: PaperText, savedAt: string, who: PaperActor, merged: boolean) {
  return {
    paperId,
    version,
    title: text.title,
    body: bodyOf(text),
    savedAt,
    delegationId: who.kind === 'phone' ? who.delegationId : null,
    delegateId: who.kind === 'phone' ? who.delegateId : null,
    staffUid: who.kind === 'staff' ? who.actor.uid : null,
    merged: merged ? 1 : 0,
  };
}

/**
 * Writes `text` as the paper's next version (kept, naming who wrote it), over the version read in the same
 * transaction; answers the row as it is then.
 */
export async function writeVersion(trx: Executor, row: PaperRow, text: PaperText, who: PaperActor, merged = false): Promise<PaperRow> {
  const saved: PaperRow = { ...row, title: text.title, body: bodyOf(text), version: row.version + 1, updatedAt: nowIso() };
  if (!(await updatePaperVersion(trx, row.version, saved, versionRow(row.id, saved.version, text, saved.updatedAt, who, merged))))
    throw new AppError('WRITE_CONFLICT');
  return saved;
}

/** The commission's papers, most recently saved first, with its delegations (the sponsors a paper may add). */
export async function listPapers(db: Executor, commissionId: string, who: PaperActor): Promise<PaperList> {
  foundCommission(await commissionRow(db, commissionId));
  const [rows, delegations] = await Promise.all([findPapers(db, commissionId), findCommissionDelegations(db, commissionId)]);
  const sponsors = await findSponsors(
    db,
    rows.map((r) => r.id),
  );
  return {
    papers: rows.map((row) => {
      const own = sponsors.filter((s) => s.paperId === row.id);
      return {
        id: row.id,
        title: row.title,
        version: row.version,
        sponsors: named(own),
        status: row.status as WorkingPaper['status'],
        updatedAt: row.updatedAt,
        mayEdit: mayEdit(who, row, own),
      };
    }),
    delegations: delegations.map((d) => ({ delegationId: d.id, name: d.name })),
  };
}

/** One paper of the commission, as it stands. */
export async function readPaper(db: Executor, commissionId: string, paperId: string, who: PaperActor): Promise<WorkingPaper> {
  return presentOne(db, await paperOf(db, commissionId, paperId), who);
}

/** A new working paper written from a phone: its delegation is the first sponsor; version 1 is the empty text. */
export async function createPaper(
  ctx: Writer,
  commissionId: string,
  input: NewPaperInput,
  who: Extract<PaperActor, { kind: 'phone' }>,
): Promise<WorkingPaper> {
  const paper = await ctx.db.transaction().execute(async (trx) => {
    writableCommission(await commissionRow(trx, commissionId));
    const now = nowIso();
    const text = emptyPaperText(input.title);
    const row: PaperRow = {
      id: newId(),
      commissionId,
      title: text.title,
      body: bodyOf(text),
      version: 1,
      createdAt: now,
      updatedAt: now,
      status: 'borrador',
      approvedAt: null,
      draftVersion: null,
      decidedAt: null,
      resolutionNumber: null,
      resolutionSymbol: null,
      voteFavor: null,
      voteContra: null,
      voteAbstain: null,
    };
    await insertPaper(trx, row, who.delegationId, versionRow(row.id, 1, text, now, who, false));
    return presentOne(trx, row, who);
  });
  announce(ctx, commissionId, paper.id, paper.version);
  return paper;
}

/**
 * Refuses a writer who may not change the paper: a draft resolution (its text frozen), a phone whose delegation is not
 * a sponsor, staff who only read.
 */
async function assertMayEdit(db: Executor, row: PaperRow, who: PaperActor): Promise<void> {
  if (!open(row)) throw new AppError('WORKING_PAPER_CLOSED');
  if (!mayEdit(who, row, await findSponsors(db, [row.id])))
    throw new AppError(who.kind === 'staff' ? 'FORBIDDEN' : 'WORKING_PAPER_NOT_SPONSOR');
}

/**
 * A save of the whole text written on `baseVersion`. On the version in force it is written as it comes; on an older
 * one it is merged with what was saved since (both sides' edits to different clauses survive), or refused with the
 * conflicts and the paper as it stands: never written over silently. A save that changes nothing adds no version.
 */
export async function savePaper(
  ctx: Writer,
  commissionId: string,
  paperId: string,
  input: PaperSave,
  who: PaperActor,
): Promise<SaveOutcome> {
  const mine = input.text;
  return writePaper(ctx, commissionId, paperId, async (trx, row): Promise<Written<SaveOutcome>> => {
    await assertMayEdit(trx, row, who);
    const theirs = textOf(row);
    let text = mine;
    const merging = input.baseVersion !== row.version;
    if (merging) {
      const base = input.baseVersion < row.version ? await findVersion(trx, paperId, input.baseVersion) : undefined;
      if (!base) throw new AppError('WORKING_PAPER_VERSION_UNKNOWN');
      const merge = mergePaperTexts(textOf(base), mine, theirs);
      if (merge.conflicts.length > 0) {
        const paper = await presentOne(trx, row, who);
        return {
          answer: { kind: 'conflict', conflicts: merge.conflicts, message: paperConflictMessage(merge.conflicts), paper },
          changed: null,
        };
      }
      text = merge.text;
    }
    if (JSON.stringify(text) === JSON.stringify(theirs))
      return { answer: { kind: 'saved', paper: await presentOne(trx, row, who), merged: merging }, changed: null };
    const saved = await writeVersion(trx, row, text, who, merging);
    if (who.kind === 'staff')
      await recordAudit(trx, who.actor, {
        action: 'working_paper.saved',
        entity: 'workingPaper',
        entityId: paperId,
        before: { version: row.version },
        after: { version: saved.version, merged: merging },
      });
    return { answer: { kind: 'saved', paper: await presentOne(trx, saved, who), merged: merging }, changed: saved.version };
  });
}

/** One more sponsor, of the paper's commission, added by a sponsor or the chair; a sponsor already is answered as is. */
export async function addSponsor(
  ctx: Writer,
  commissionId: string,
  paperId: string,
  delegationId: string,
  who: PaperActor,
): Promise<WorkingPaper> {
  return writePaper(ctx, commissionId, paperId, async (trx, row) => {
    await assertMayEdit(trx, row, who);
    if ((await findDelegationCommission(trx, delegationId)) !== commissionId) throw new AppError('WORKING_PAPER_SPONSOR_INVALID');
    const added = await insertSponsor(trx, paperId, delegationId, nowIso());
    if (added && who.kind === 'staff')
      await recordAudit(trx, who.actor, {
        action: 'working_paper.sponsor_added',
        entity: 'workingPaper',
        entityId: paperId,
        after: { delegationId },
      });
    return { answer: await presentOne(trx, row, who), changed: added ? row.version : null };
  });
}

/**
 * A phone's delegation signs the paper (to bring it to debate, not to endorse it) or withdraws its signature, while it
 * is a working paper; a sponsor already counts and does not sign. Signing twice changes nothing.
 */
export async function setSignature(
  ctx: Writer,
  commissionId: string,
  paperId: string,
  who: Extract<PaperActor, { kind: 'phone' }>,
  signed: boolean,
): Promise<WorkingPaper> {
  return writePaper(ctx, commissionId, paperId, async (trx, row) => {
    if (!open(row)) throw new AppError('WORKING_PAPER_CLOSED');
    if (signed && isSponsor(who, await findSponsors(trx, [paperId]))) throw new AppError('WORKING_PAPER_SPONSOR_SIGNS');
    const changed = signed
      ? await insertSignatory(trx, { paperId, delegationId: who.delegationId, delegateId: who.delegateId, signedAt: nowIso() })
      : await deleteSignatory(trx, paperId, who.delegationId);
    return { answer: await presentOne(trx, row, who), changed: changed ? row.version : null };
  });
}

/**
 * The chair makes the working paper a draft resolution: only with a roll call taken and its sponsors and signatories
 * at the commission's threshold of the members present then. From then on its text, sponsors and signatures are
 * frozen (amendments change it). Approving a draft again is answered as it stands.
 */
export async function approvePaper(
  ctx: Writer,
  commissionId: string,
  paperId: string,
  who: Extract<PaperActor, { kind: 'staff' }>,
): Promise<WorkingPaper> {
  return writePaper(ctx, commissionId, paperId, async (trx, row) => {
    if (!open(row)) return { answer: await presentOne(trx, row, who), changed: null };
    const { threshold } = await partsOf(trx, row);
    if (threshold.present === 0) throw new AppError('WORKING_PAPER_NO_ROLL_CALL');
    if (!threshold.reached) throw new AppError('WORKING_PAPER_THRESHOLD');
    const approvedAt = nowIso();
    if (!(await markApproved(trx, paperId, approvedAt, row.version))) throw new AppError('WRITE_CONFLICT');
    await recordAudit(trx, who.actor, {
      action: 'working_paper.approved',
      entity: 'workingPaper',
      entityId: paperId,
      after: { version: row.version, needed: threshold.needed, has: threshold.has, present: threshold.present },
    });
    return {
      answer: await presentOne(trx, { ...row, status: 'proyecto', approvedAt, draftVersion: row.version }, who),
      changed: row.version,
    };
  });
}
