import type { Executor } from '../../db/database';
import { spanishOrder } from '../../db/spanish-order';
import type { ProfileRow } from '../../auth/profiles';
import { nowIso } from '../../lib/ids';

/** A staff profile and whether its account has a password yet (an invited account has none until it sets one). */
export type StaffUserRow = ProfileRow & { hasPassword: boolean };

/** Every staff profile, Gestores first, then by name, each with whether a password is set. */
export async function listProfiles(db: Executor): Promise<StaffUserRow[]> {
  const rows = await db
    .selectFrom('profile')
    .selectAll('profile')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('auth_account')
            .select('auth_account.id')
            .whereRef('auth_account.userId', '=', 'profile.uid')
            .where('auth_account.providerId', '=', 'credential'),
        )
        .as('hasPassword'),
    )
    .orderBy('role')
    .orderBy(spanishOrder('name'))
    .execute();
  return rows.map((row) => ({ ...row, hasPassword: Boolean(row.hasPassword) }));
}

/** Updates a profile's fields and returns the stored row. */
export async function updateProfile(
  db: Executor,
  uid: string,
  changes: Partial<Omit<ProfileRow, 'uid' | 'createdAt'>>,
): Promise<ProfileRow> {
  return db
    .updateTable('profile')
    .set({ ...changes, updatedAt: nowIso() })
    .where('uid', '=', uid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Whether a commission exists and is not archived. */
export async function isOpenCommission(db: Executor, id: string): Promise<boolean> {
  const row = await db.selectFrom('commission').select('archived').where('id', '=', id).executeTakeFirst();
  return Boolean(row && !row.archived);
}
