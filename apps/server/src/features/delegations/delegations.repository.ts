import type { Delegation, DelegationKind } from '@quorum/shared';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import { spanishOrder } from '../../db/spanish-order';
import type { DelegationTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';

export type DelegationRow = Selectable<DelegationTable>;

/** The columns of a commission the delegation rules need. */
export function findCommissionFacts(db: Executor, id: string) {
  return db.selectFrom('commission').select(['id', 'capacity', 'archived']).where('id', '=', id).executeTakeFirst();
}

/** A commission's delegations in their order. */
export function findDelegations(db: Executor, commissionId: string): Promise<DelegationRow[]> {
  return db
    .selectFrom('delegation')
    .selectAll()
    .where('commissionId', '=', commissionId)
    .orderBy('position')
    .orderBy(spanishOrder('name'))
    .execute();
}

export function findDelegation(db: Executor, id: string): Promise<DelegationRow | undefined> {
  return db.selectFrom('delegation').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Delegates assigned to each of the given delegations. */
export async function countDelegates(db: Executor, delegationIds: string[]): Promise<Map<string, number>> {
  const map = new Map<string, number>();
  if (!delegationIds.length) return map;
  const rows = await db
    .selectFrom('delegate')
    .select(['delegationId', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('delegationId', 'in', delegationIds)
    .groupBy('delegationId')
    .execute();
  for (const r of rows) map.set(r.delegationId ?? '', Number(r.n));
  return map;
}

/** Whether another delegation of the commission has this name, ignoring case (in JS: SQLite's lower() is ASCII-only). */
export function isNameTaken(rows: DelegationRow[], name: string, exceptId?: string): boolean {
  const key = name.toLocaleLowerCase('es');
  return rows.some((r) => r.id !== exceptId && r.name.toLocaleLowerCase('es') === key);
}

export interface DelegationValues {
  name: string;
  isoCode: string | null;
  kind: DelegationKind;
  veto: boolean;
}

/** Adds a delegation at the end of the commission's order. */
export async function insertDelegation(
  db: Executor,
  commissionId: string,
  input: DelegationValues,
  position: number,
): Promise<DelegationRow> {
  const now = nowIso();
  const row: DelegationRow = {
    id: newId(),
    commissionId,
    name: input.name,
    isoCode: input.isoCode,
    kind: input.kind,
    veto: input.veto ? 1 : 0,
    position,
    createdAt: now,
    updatedAt: now,
  };
  await db.insertInto('delegation').values(row).execute();
  return row;
}

export async function updateDelegation(db: Executor, id: string, input: DelegationValues): Promise<DelegationRow> {
  await db
    .updateTable('delegation')
    .set({ name: input.name, isoCode: input.isoCode, kind: input.kind, veto: input.veto ? 1 : 0, updatedAt: nowIso() })
    .where('id', '=', id)
    .execute();
  return db.selectFrom('delegation').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function deleteDelegation(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('delegation').where('id', '=', id).execute();
}

/** Gives the delegations positions 1…n in the order of `ids`. */
export async function reorderDelegations(db: Executor, ids: string[]): Promise<void> {
  const now = nowIso();
  for (const [i, id] of ids.entries()) {
    await db
      .updateTable('delegation')
      .set({ position: i + 1, updatedAt: now })
      .where('id', '=', id)
      .execute();
  }
}

/** API shape of a delegation with the number of delegates seated in it. */
export function presentDelegation(row: DelegationRow, delegateCount: number): Delegation {
  return {
    id: row.id,
    commissionId: row.commissionId,
    name: row.name,
    isoCode: row.isoCode,
    kind: row.kind as DelegationKind,
    veto: Boolean(row.veto),
    position: row.position,
    delegateCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
