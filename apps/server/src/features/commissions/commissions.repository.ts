import {
  bannerAppearanceSchema,
  type Commission,
  type CommissionInput,
  type CommissionSettings,
  commissionRulesSchema,
  type PublicCommission,
  DEFAULT_BANNER,
  rulesWithDebateQuorum,
} from '@quorum/shared';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import { spanishOrder } from '../../db/spanish-order';
import type { CommissionTable } from '../../db/schema';
import { newAccessCode, newId, nowIso } from '../../lib/ids';
import { publicDocumentsOf } from '../../domain/documents/documents';

export type CommissionRow = Selectable<CommissionTable>;
type Chair = Commission['chairs'][number];
type StoredInput = Omit<CommissionInput, 'topics' | 'rules' | 'description' | 'language'> & {
  topics: string[];
  rules: Commission['rules'];
  description: string;
  language: string;
};

/** A commission's row and its chairs. */
export interface CommissionWithChairs {
  row: CommissionRow;
  chairs: Chair[];
}

/**
 * Commissions in Spanish order of their names, optionally including archived ones, optionally only one (`null`:
 * none), each with its chairs (Presidente profiles, in Spanish order): one statement, the chairs joined, where two
 * cost PostgreSQL two round trips.
 */
export async function findCommissionsWithChairs(
  db: Executor,
  opts: { includeArchived: boolean; onlyId?: string | null },
): Promise<CommissionWithChairs[]> {
  let q = db
    .selectFrom('commission')
    .leftJoin('profile', (join) => join.onRef('profile.comissionId', '=', 'commission.id').on('profile.role', '=', 'Presidente'))
    .selectAll('commission')
    .select(['profile.uid as chairUid', 'profile.name as chairName', 'profile.email as chairEmail'])
    .orderBy(spanishOrder('commission.name'))
    // A commission without a chair has one row, its chair's columns null (es_key of null is null).
    .orderBy(spanishOrder('profile.name'));
  if (!opts.includeArchived) q = q.where('commission.archived', '=', 0);
  if (opts.onlyId !== undefined) q = q.where('commission.id', '=', opts.onlyId ?? '');
  const found = new Map<string, CommissionWithChairs>();
  for (const { chairUid, chairName, chairEmail, ...row } of await q.execute()) {
    const entry = found.get(row.id) ?? { row, chairs: [] };
    found.set(row.id, entry);
    if (chairUid !== null && chairName !== null && chairEmail !== null)
      entry.chairs.push({ uid: chairUid, name: chairName, email: chairEmail });
  }
  return [...found.values()];
}

/** The active commissions' public fields, in Spanish order of their names (`/` for everyone). */
export async function findPublicCommissions(db: Executor): Promise<PublicCommission[]> {
  const rows = await db
    .selectFrom('commission')
    .select(['id', 'name', 'acronym', 'kind', 'topics', 'room'])
    .where('archived', '=', 0)
    .orderBy(spanishOrder('name'))
    .execute();
  const documents = await publicDocumentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ id, ...r }) => ({
    ...r,
    kind: r.kind as PublicCommission['kind'],
    topics: JSON.parse(r.topics),
    documents: documents.get(id) ?? [],
  }));
}

export function findCommission(db: Executor, id: string): Promise<CommissionRow | undefined> {
  return db.selectFrom('commission').selectAll().where('id', '=', id).executeTakeFirst();
}

const nameKey = (name: string) => name.toLocaleLowerCase('es');

/**
 * Whether another commission already has this name, ignoring case (in JS: SQLite's lower() is ASCII-only). For an
 * edit (`commission`), a name kept as it was (its case aside) asks nothing: no other commission could take it since.
 */
export async function isNameTaken(db: Executor, name: string, commission?: { id: string; name: string }): Promise<boolean> {
  const key = nameKey(name);
  if (commission && nameKey(commission.name) === key) return false;
  const rows = await db.selectFrom('commission').select(['id', 'name']).execute();
  return rows.some((r) => r.id !== commission?.id && nameKey(r.name) === key);
}

function toColumns(input: StoredInput) {
  return { ...input, topics: JSON.stringify(input.topics), rules: JSON.stringify(input.rules), room: input.room ?? null };
}

export async function insertCommission(db: Executor, input: StoredInput): Promise<CommissionRow> {
  const now = nowIso();
  const row: CommissionRow = {
    id: newId(),
    ...toColumns(input),
    projectionCode: newAccessCode(),
    banner: JSON.stringify(DEFAULT_BANNER),
    archived: 0,
    createdAt: now,
    updatedAt: now,
  };
  await db.insertInto('commission').values(row).execute();
  return row;
}

/** Saves the form fields of a commission. */
export function updateCommissionInput(db: Executor, id: string, input: StoredInput): Promise<CommissionRow> {
  return updateCommission(db, id, toColumns(input));
}

/** Saves what a chair may change of a commission (`commissionSettingsInputSchema`, parsed). */
export function updateCommissionSettings(db: Executor, id: string, input: CommissionSettings): Promise<CommissionRow> {
  const { rules, banner, topics, room, ...rest } = input;
  return updateCommission(db, id, {
    ...rest,
    topics: JSON.stringify(topics),
    room: room ?? null,
    rules: JSON.stringify(rulesWithDebateQuorum(rules, rules.debateQuorum)),
    banner: JSON.stringify(banner),
  });
}

/** Saves some columns of a commission. */
export async function updateCommission(db: Executor, id: string, changes: Partial<CommissionRow>): Promise<CommissionRow> {
  return db
    .updateTable('commission')
    .set({ ...changes, updatedAt: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Chairs (Presidente profiles) of the given commissions, by commission id. */
export async function findChairs(db: Executor, commissionIds: string[]): Promise<Map<string, Chair[]>> {
  const map = new Map<string, Chair[]>();
  if (!commissionIds.length) return map;
  const rows = await db
    .selectFrom('profile')
    .select(['uid', 'name', 'email', 'comissionId'])
    .where('role', '=', 'Presidente')
    .where('comissionId', 'in', commissionIds)
    .orderBy(spanishOrder('name'))
    .execute();
  for (const r of rows) {
    const list = map.get(r.comissionId ?? '') ?? [];
    list.push({ uid: r.uid, name: r.name, email: r.email });
    map.set(r.comissionId ?? '', list);
  }
  return map;
}

/** Makes exactly `userIds` the chairs of a commission; returns how many of them are Presidente accounts. */
export async function replaceChairs(db: Executor, commissionId: string, userIds: string[]): Promise<number> {
  const now = nowIso();
  await db
    .updateTable('profile')
    .set({ comissionId: null, updatedAt: now })
    .where('comissionId', '=', commissionId)
    .where('uid', 'not in', userIds.length ? userIds : [''])
    .execute();
  if (!userIds.length) return 0;
  const result = await db
    .updateTable('profile')
    .set({ comissionId: commissionId, updatedAt: now })
    .where('uid', 'in', userIds)
    .where('role', '=', 'Presidente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** API shape; the projection code only for those allowed to see it. */
export function presentCommission(row: CommissionRow, chairs: Chair[], showCode: boolean): Commission {
  return {
    id: row.id,
    name: row.name,
    acronym: row.acronym,
    kind: row.kind as Commission['kind'],
    topics: JSON.parse(row.topics),
    description: row.description,
    room: row.room,
    capacity: row.capacity,
    language: row.language,
    rules: commissionRulesSchema.parse(JSON.parse(row.rules)),
    banner: bannerAppearanceSchema.parse(row.banner ? JSON.parse(row.banner) : {}),
    projectionCode: showCode ? row.projectionCode : null,
    archived: Boolean(row.archived),
    chairs,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
