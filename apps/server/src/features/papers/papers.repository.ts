import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { WorkingPaperSignatoryTable, WorkingPaperTable, WorkingPaperVersionTable } from '../../db/schema';

/** A working paper's row (its text in force). */
export type PaperRow = Selectable<WorkingPaperTable>;

/** A sponsor of a paper, named. */
export interface SponsorRow {
  paperId: string;
  delegationId: string;
  name: string;
}

/** A commission's working papers, most recently saved first. */
export function findPapers(db: Executor, commissionId: string): Promise<PaperRow[]> {
  return db
    .selectFrom('workingPaper')
    .selectAll()
    .where('commissionId', '=', commissionId)
    .orderBy('updatedAt', 'desc')
    .orderBy('id')
    .execute();
}

/** One working paper, or undefined. */
export function findPaper(db: Executor, paperId: string): Promise<PaperRow | undefined> {
  return db.selectFrom('workingPaper').selectAll().where('id', '=', paperId).executeTakeFirst();
}

/** The sponsors of the papers, in the order they were added. */
export async function findSponsors(db: Executor, paperIds: readonly string[]): Promise<SponsorRow[]> {
  if (paperIds.length === 0) return [];
  return db
    .selectFrom('workingPaperSponsor as s')
    .innerJoin('delegation as d', 'd.id', 's.delegationId')
    .select(['s.paperId', 's.delegationId', 'd.name'])
    .where('s.paperId', 'in', paperIds)
    .orderBy('s.addedAt')
    .orderBy('d.position')
    .execute();
}

/** A delegation's commission, or undefined when there is no such delegation. */
export async function findDelegationCommission(db: Executor, delegationId: string): Promise<string | undefined> {
  const row = await db.selectFrom('delegation').select('commissionId').where('id', '=', delegationId).executeTakeFirst();
  return row?.commissionId;
}

/** Inserts a new paper with its first version and its first sponsor. */
export async function insertPaper(
  db: Executor,
  paper: PaperRow,
  sponsorDelegationId: string | null,
  version: Insertable<WorkingPaperVersionTable>,
): Promise<void> {
  await db.insertInto('workingPaper').values(paper).execute();
  if (sponsorDelegationId)
    await db
      .insertInto('workingPaperSponsor')
      .values({ paperId: paper.id, delegationId: sponsorDelegationId, addedAt: paper.createdAt })
      .execute();
  await db.insertInto('workingPaperVersion').values(version).execute();
}

/** Adds a sponsor (nothing when it already is one); whether it was added. */
export async function insertSponsor(db: Executor, paperId: string, delegationId: string, addedAt: string): Promise<boolean> {
  const result = await db
    .insertInto('workingPaperSponsor')
    .values({ paperId, delegationId, addedAt })
    .onConflict((oc) => oc.columns(['paperId', 'delegationId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** One kept version of a paper, or undefined. */
export function findVersion(db: Executor, paperId: string, version: number): Promise<Selectable<WorkingPaperVersionTable> | undefined> {
  return db.selectFrom('workingPaperVersion').selectAll().where('paperId', '=', paperId).where('version', '=', version).executeTakeFirst();
}

/**
 * Writes a new version over `from` (the version read in the same transaction): the text in force and its kept copy.
 * Whether it was written (false: another save moved the version first).
 */
export async function updatePaperVersion(
  db: Executor,
  from: number,
  row: Pick<PaperRow, 'id' | 'title' | 'body' | 'version' | 'updatedAt'>,
  version: Insertable<WorkingPaperVersionTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('workingPaper')
    .set({ title: row.title, body: row.body, version: row.version, updatedAt: row.updatedAt })
    .where('id', '=', row.id)
    .where('version', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.insertInto('workingPaperVersion').values(version).execute();
  return true;
}

/** The signatories of the papers, named, in the order they signed. */
export async function findSignatories(db: Executor, paperIds: readonly string[]): Promise<SponsorRow[]> {
  if (paperIds.length === 0) return [];
  return db
    .selectFrom('workingPaperSignatory as s')
    .innerJoin('delegation as d', 'd.id', 's.delegationId')
    .select(['s.paperId', 's.delegationId', 'd.name'])
    .where('s.paperId', 'in', paperIds)
    .orderBy('s.signedAt')
    .orderBy('d.position')
    .execute();
}

/** A delegation's signature (nothing when it already signed); whether it was added. */
export async function insertSignatory(db: Executor, row: Insertable<WorkingPaperSignatoryTable>): Promise<boolean> {
  const result = await db
    .insertInto('workingPaperSignatory')
    .values(row)
    .onConflict((oc) => oc.columns(['paperId', 'delegationId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A delegation's signature withdrawn (nothing when it had none); whether there was one. */
export async function deleteSignatory(db: Executor, paperId: string, delegationId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('workingPaperSignatory')
    .where('paperId', '=', paperId)
    .where('delegationId', '=', delegationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The paper becomes a draft resolution at `draftVersion`; whether it was a working paper until now. */
export async function markApproved(db: Executor, paperId: string, approvedAt: string, draftVersion: number): Promise<boolean> {
  const result = await db
    .updateTable('workingPaper')
    .set({ status: 'proyecto', approvedAt, draftVersion })
    .where('id', '=', paperId)
    .where('status', '=', 'borrador')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How a draft's vote ended: adopted (with its number and symbol) or rejected, and the counts recorded. */
export type PaperDecision = Pick<
  PaperRow,
  'status' | 'decidedAt' | 'resolutionNumber' | 'resolutionSymbol' | 'voteFavor' | 'voteContra' | 'voteAbstain'
>;

/** The draft's vote recorded; whether it was still a draft until now. */
export async function markDecided(db: Executor, paperId: string, decision: PaperDecision): Promise<boolean> {
  const result = await db
    .updateTable('workingPaper')
    .set(decision)
    .where('id', '=', paperId)
    .where('status', '=', 'proyecto')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The number the commission's next adopted resolution takes (1 for its first). */
export async function nextResolutionNumber(db: Executor, commissionId: string): Promise<number> {
  const row = await db
    .selectFrom('workingPaper')
    .select((eb) => eb.fn.max('resolutionNumber').as('last'))
    .where('commissionId', '=', commissionId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** The names a commission's resolutions are headed with, or undefined. */
export function findCommissionHeading(db: Executor, commissionId: string): Promise<{ name: string; acronym: string } | undefined> {
  return db.selectFrom('commission').select(['name', 'acronym']).where('id', '=', commissionId).executeTakeFirst();
}
