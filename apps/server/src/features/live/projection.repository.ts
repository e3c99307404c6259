import type { Executor } from '../../db/database';

/** The commission whose current projection code this is, if any. */
export function findCommissionByProjectionCode(db: Executor, code: string) {
  return db.selectFrom('commission').select('id').where('projectionCode', '=', code).executeTakeFirst();
}

/** What a banner shows of its commission: name, acronym, topics (JSON text), room and appearance (JSON text or null). */
export function findBannerCommission(db: Executor, id: string) {
  return db.selectFrom('commission').select(['name', 'acronym', 'topics', 'room', 'banner']).where('id', '=', id).executeTakeFirst();
}
