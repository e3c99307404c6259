import type { Executor } from '../../db/database';
import { spanishOrder } from '../../db/spanish-order';
import type { ProfileRow } from '../../auth/profiles';
import { nowIso } from '../../lib/ids';

/** Every staff profile, Gestores first, then by name. */
export function listProfiles(db: Executor): Promise<ProfileRow[]> {
  return db.selectFrom('profile').selectAll().orderBy('role').orderBy(spanishOrder('name')).execute();
}

/** Updates a profile's fields and returns the stored row. */
export async function updateProfile(
  db: Executor,
  uid: string,
  changes: Partial<Omit<ProfileRow, 'uid' | 'createdAt'>>,
): Promise<ProfileRow> {
  await db
    .updateTable('profile')
    .set({ ...changes, updatedAt: nowIso() })
    .where('uid', '=', uid)
    .execute();
  return db.selectFrom('profile').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
}

/** Whether a commission exists and is not archived. */
export async function isOpenCommission(db: Executor, id: string): Promise<boolean> {
  const row = await db.selectFrom('commission').select('archived').where('id', '=', id).executeTakeFirst();
  return Boolean(row && !row.archived);
}
