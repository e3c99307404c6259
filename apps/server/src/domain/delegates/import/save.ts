import { PERSONAL_FIELDS } from '@quorum/shared';
import type { Insertable, Transaction } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database, DelegateTable } from '../../../db/schema';
import { type Actor, recordAudit } from '../../../lib/audit';
import { newId, nowIso } from '../../../lib/ids';
import { serializeWriters } from '../../../lib/xact-lock';
import { type DelegateRow, derivedColumns, newDelegateRow } from '../delegates.store';
import { type CheckedRow, checkRows, type ImportCheck, type ImportTarget } from './check-rows';
import type { ImportRow } from './read-file';

/**
 * The importer's last step: check again and save every row in one transaction (all or nothing). Rows whose
 * document number already exists are updated, the others created.
 */

export type ImportResult = { ok: true; loadId: string; created: number; updated: number } | { ok: false; check: ImportCheck };

class Rejected extends Error {
  constructor(readonly check: ImportCheck) {
    super('import rejected');
  }
}

const INSERT_BATCH = 400;
/** Columns an update by document sets: the personal fields except the document itself, the preferences, the derived columns. */
const UPDATED_COLUMNS = [
  ...PERSONAL_FIELDS.filter((f) => f !== 'documentNumber'),
  'preferences',
  'searchText',
  'lastNamesKey',
  'firstNamesKey',
  'institutionKey',
  'duplicateKey',
  'updatedAt',
] as const;

/**
 * Updates existing delegates with the file's personal data, and its preferences when the row gives some
 * (status, assignment and codes stay). PostgreSQL gets one `UPDATE … FROM (VALUES …)` per batch (a round
 * trip per row would be slow); SQLite runs in process, where one statement per row is as fast.
 */
async function updateRows(trx: Transaction<Database>, rows: CheckedRow[], now: string): Promise<void> {
  const values = rows.map((c) => {
    const existing = c.existing as DelegateRow;
    const next = { ...existing, ...c.personal };
    const preferences = c.preferences ? JSON.stringify(c.preferences) : existing.preferences;
    return { id: existing.id, ...c.personal, preferences, ...derivedColumns(next), updatedAt: now };
  });
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) {
    for (const { id, documentNumber: _d, ...changes } of values)
      await trx.updateTable('delegate').set(changes).where('id', '=', id).execute();
    return;
  }
  for (let i = 0; i < values.length; i += INSERT_BATCH) {
    const batch = values.slice(i, i + INSERT_BATCH);
    const tuples = sql.join(batch.map((v) => sql`(${sql.join([v.id, ...UPDATED_COLUMNS.map((col) => v[col])])})`));
    const assignments = sql.join(UPDATED_COLUMNS.map((col) => sql`${sql.ref(col)} = v.${sql.ref(col)}`));
    const names = sql.join(['id', ...UPDATED_COLUMNS].map((col) => sql.ref(col)));
    await sql`update delegate as d set ${assignments} from (values ${tuples}) as v(${names}) where d.id = v.id`.execute(trx);
  }
}

/**
 * Checks again and saves every row in one transaction (all or nothing): existing documents are updated,
 * the others created; a load history row and an audit entry (`load.saved`) are written with them.
 */
export async function saveImport(
  db: Db,
  target: ImportTarget,
  rows: ImportRow[],
  meta: { fileName: string | null; actor: Actor },
): Promise<ImportResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      // Saves wait for each other, then check against what is committed: a code's quota holds, and a second
      // click finds the first click's rows (updated, not created twice).
      await serializeWriters(trx, 'delegate.import');
      const { check, checked } = await checkRows(trx, target, rows);
      if (check.problems.length) throw new Rejected(check);
      const loadId = newId();
      const now = nowIso();
      const institutions = new Set(checked.map((c) => c.personal.institution));
      const institution = target.institution ?? (institutions.size === 1 ? [...institutions][0] : 'Varias instituciones');
      await trx
        .insertInto('delegateLoad')
        .values({
          id: loadId,
          accessCodeId: target.accessCodeId,
          institution,
          fileName: meta.fileName,
          created: check.toCreate,
          updated: check.toUpdate,
          ip: meta.actor.ip,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      const inserts: Insertable<DelegateTable>[] = checked
        .filter((c) => !c.existing)
        .map((c) => newDelegateRow(c.personal, { source: target.source, loadId, preferences: c.preferences ?? [] }));
      for (let i = 0; i < inserts.length; i += INSERT_BATCH)
        await trx
          .insertInto('delegate')
          .values(inserts.slice(i, i + INSERT_BATCH))
          .execute();
      await updateRows(
        trx,
        checked.filter((c) => c.existing),
        now,
      );
      await recordAudit(trx, meta.actor, {
        action: 'load.saved',
        entity: 'delegateLoad',
        entityId: loadId,
        after: {
          institution,
          fileName: meta.fileName,
          created: check.toCreate,
          updated: check.toUpdate,
          accessCodeId: target.accessCodeId,
        },
      });
      return { ok: true as const, loadId, created: check.toCreate, updated: check.toUpdate };
    });
  } catch (error) {
    if (error instanceof Rejected) return { ok: false, check: error.check };
    throw error;
  }
}
