import type { DelegateLoad, LoadCode, LoadCodeInput } from '@quorum/shared';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { AccessCodeTable } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { newAccessCode, newId, nowIso } from '../../lib/ids';

export type AccessCodeRow = Selectable<AccessCodeTable>;

/** Load codes are access codes with purpose `carga`. */
const PURPOSE = 'carga';

/** Upper-cased, without spaces or hyphens, as people may type a code. */
function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

function findLoadCodeByCode(db: Executor, code: string): Promise<AccessCodeRow | undefined> {
  return db
    .selectFrom('accessCode')
    .selectAll()
    .where('purpose', '=', PURPOSE)
    .where('code', '=', normaliseCode(code).slice(0, 32))
    .executeTakeFirst();
}

export function findLoadCode(db: Executor, id: string): Promise<AccessCodeRow | undefined> {
  return db.selectFrom('accessCode').selectAll().where('purpose', '=', PURPOSE).where('id', '=', id).executeTakeFirst();
}

/** The usable load code for a public request: unknown → 404, revoked or expired → 410. */
export async function usableLoadCode(db: Executor, code: string): Promise<AccessCodeRow> {
  const row = await findLoadCodeByCode(db, code);
  if (!row) throw new AppError('LOAD_CODE_INVALID');
  if (row.revoked) throw new AppError('LOAD_CODE_REVOKED');
  if (row.expiresAt && row.expiresAt <= nowIso()) throw new AppError('LOAD_CODE_EXPIRED');
  return row;
}

export function listLoadCodes(db: Executor): Promise<AccessCodeRow[]> {
  return db.selectFrom('accessCode').selectAll().where('purpose', '=', PURPOSE).orderBy('createdAt', 'desc').execute();
}

/** Delegates created through each load code, by code id. */
export async function loadedCounts(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('delegate')
    .innerJoin('delegateLoad', 'delegateLoad.id', 'delegate.loadId')
    .select(['delegateLoad.accessCodeId as codeId', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('delegateLoad.accessCodeId', 'is not', null)
    .groupBy('delegateLoad.accessCodeId')
    .execute();
  return new Map(rows.map((r) => [r.codeId ?? '', Number(r.n)]));
}

export async function insertLoadCode(db: Executor, input: LoadCodeInput, createdBy: string | null): Promise<AccessCodeRow> {
  const now = nowIso();
  const row: AccessCodeRow = {
    id: newId(),
    purpose: PURPOSE,
    // 10 characters of a 31-letter alphabet without look-alikes ≈ 49 bits.
    code: newAccessCode(10),
    commissionId: null,
    institution: input.institution.trim(),
    quota: input.quota,
    expiresAt: new Date(input.expiresAt).toISOString(),
    revoked: 0,
    createdBy,
    createdAt: now,
    updatedAt: now,
  };
  await db.insertInto('accessCode').values(row).execute();
  return row;
}

export async function revokeLoadCode(db: Executor, id: string): Promise<AccessCodeRow> {
  await db.updateTable('accessCode').set({ revoked: 1, updatedAt: nowIso() }).where('id', '=', id).execute();
  return db.selectFrom('accessCode').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export function presentLoadCode(row: AccessCodeRow, loaded: number): LoadCode {
  const expired = row.expiresAt !== null && row.expiresAt <= nowIso();
  return {
    id: row.id,
    code: row.code,
    institution: row.institution ?? '',
    quota: row.quota ?? 0,
    loaded,
    expiresAt: row.expiresAt,
    revoked: Boolean(row.revoked),
    status: row.revoked ? 'anulado' : expired ? 'caducado' : 'activo',
    createdAt: row.createdAt,
  };
}

/** The load history, newest first. */
export async function listLoads(db: Executor, limit = 200): Promise<DelegateLoad[]> {
  const rows = await db
    .selectFrom('delegateLoad')
    .leftJoin('accessCode', 'accessCode.id', 'delegateLoad.accessCodeId')
    .select([
      'delegateLoad.id',
      'delegateLoad.institution',
      'delegateLoad.fileName',
      'delegateLoad.created',
      'delegateLoad.updated',
      'delegateLoad.createdAt',
      'accessCode.code',
    ])
    .orderBy('delegateLoad.createdAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, created: Number(r.created), updated: Number(r.updated), code: r.code ?? null }));
}
