import type { AwardCategory, AwardCategoryInput, AwardRecipient } from '@quorum/shared';
import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { AwardCategoryTable, AwardStatusTable, AwardTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { inDelegateNameOrder } from '../../db/spanish-order';

export type AwardCategoryRow = Selectable<AwardCategoryTable>;
export type AwardRow = Selectable<AwardTable>;
export type AwardStatusRow = Selectable<AwardStatusTable>;

/** Every category in its order. */
export function findCategories(db: Executor): Promise<AwardCategoryRow[]> {
  return db.selectFrom('awardCategory').selectAll().orderBy('position').orderBy('name').execute();
}

export function findCategory(db: Executor, id: string): Promise<AwardCategoryRow | undefined> {
  return db.selectFrom('awardCategory').selectAll().where('id', '=', id).executeTakeFirst();
}

/** How many awards each category has, over all commissions. */
export async function countAwardsPerCategory(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('award')
    .select(['categoryId', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('categoryId')
    .execute();
  return new Map(rows.map((r) => [r.categoryId, Number(r.n)]));
}

type CategoryValues = Required<Omit<AwardCategoryInput, 'name'>> & { name: string };

function categoryColumns(v: CategoryValues) {
  return {
    name: v.name,
    maxPerCommission: v.maxPerCommission,
    recipient: v.recipient,
    minAttendance: v.minAttendance,
    requiresPositionPaper: v.requiresPositionPaper ? 1 : 0,
  };
}

export async function insertCategory(db: Executor, values: CategoryValues, position: number): Promise<AwardCategoryRow> {
  const now = nowIso();
  const row: Insertable<AwardCategoryTable> = { id: newId(), ...categoryColumns(values), position, createdAt: now, updatedAt: now };
  await db.insertInto('awardCategory').values(row).execute();
  return (await findCategory(db, row.id)) as AwardCategoryRow;
}

export async function updateCategory(db: Executor, id: string, values: CategoryValues): Promise<AwardCategoryRow> {
  await db
    .updateTable('awardCategory')
    .set({ ...categoryColumns(values), updatedAt: nowIso() })
    .where('id', '=', id)
    .execute();
  return (await findCategory(db, id)) as AwardCategoryRow;
}

export async function deleteCategory(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('awardCategory').where('id', '=', id).execute();
}

/** Gives the categories the order of `ids` (1…n). */
export async function reorderCategories(db: Executor, ids: readonly string[]): Promise<void> {
  const now = nowIso();
  for (const [i, id] of ids.entries())
    await db
      .updateTable('awardCategory')
      .set({ position: i + 1, updatedAt: now })
      .where('id', '=', id)
      .execute();
}

/** The category as the API shows it. */
export function presentCategory(row: AwardCategoryRow, awardCount: number): AwardCategory {
  return {
    id: row.id,
    name: row.name,
    maxPerCommission: row.maxPerCommission,
    recipient: row.recipient as AwardRecipient,
    minAttendance: row.minAttendance,
    requiresPositionPaper: row.requiresPositionPaper === 1,
    position: row.position,
    awardCount,
  };
}

/** A commission's awards, oldest first. */
export function findCommissionAwards(db: Executor, commissionId: string): Promise<AwardRow[]> {
  return db.selectFrom('award').selectAll().where('commissionId', '=', commissionId).orderBy('createdAt').orderBy('id').execute();
}

export function findAward(db: Executor, id: string): Promise<AwardRow | undefined> {
  return db.selectFrom('award').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAward(
  db: Executor,
  values: Pick<AwardTable, 'categoryId' | 'commissionId' | 'delegateId' | 'delegationId' | 'note' | 'assignedBy'>,
): Promise<AwardRow> {
  const now = nowIso();
  const row = { id: newId(), ...values, createdAt: now, updatedAt: now };
  await db.insertInto('award').values(row).execute();
  return row;
}

export async function updateAwardNote(db: Executor, id: string, note: string | null): Promise<AwardRow> {
  await db.updateTable('award').set({ note, updatedAt: nowIso() }).where('id', '=', id).execute();
  return (await findAward(db, id)) as AwardRow;
}

export async function deleteAward(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('award').where('id', '=', id).execute();
}

/** When the commission's awards were locked and published (both null when never). */
export async function findAwardStatus(db: Executor, commissionId: string): Promise<Pick<AwardStatusRow, 'lockedAt' | 'publishedAt'>> {
  const row = await db
    .selectFrom('awardStatus')
    .select(['lockedAt', 'publishedAt'])
    .where('commissionId', '=', commissionId)
    .executeTakeFirst();
  return row ?? { lockedAt: null, publishedAt: null };
}

/** Writes the commission's lock and publication (a row made on first use). */
export async function saveAwardStatus(
  db: Executor,
  commissionId: string,
  values: Partial<Pick<AwardStatusRow, 'lockedAt' | 'lockedBy' | 'publishedAt' | 'publishedBy'>>,
): Promise<void> {
  const updatedAt = nowIso();
  await db
    .insertInto('awardStatus')
    .values({ commissionId, lockedAt: null, lockedBy: null, publishedAt: null, publishedBy: null, ...values, updatedAt })
    .onConflict((oc) => oc.column('commissionId').doUpdateSet({ ...values, updatedAt }))
    .execute();
}

/** A commission's delegates for awards: id, names and delegation name, in Spanish order. */
export function findCommissionDelegates(db: Executor, commissionId: string) {
  return db
    .selectFrom('delegate')
    .leftJoin('delegation', 'delegation.id', 'delegate.delegationId')
    .select(['delegate.id', 'delegate.firstNames', 'delegate.lastNames', 'delegate.delegationId', 'delegation.name as delegationName'])
    .where('delegate.commissionId', '=', commissionId)
    .where('delegate.status', '!=', 'retirado')
    .$call(inDelegateNameOrder)
    .execute();
}

/** The commission's name and whether it is archived, or undefined. */
export function findCommission(db: Executor, id: string) {
  return db.selectFrom('commission').select(['id', 'name', 'archived']).where('id', '=', id).executeTakeFirst();
}
