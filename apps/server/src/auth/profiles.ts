import type { Profile, Role } from '@quorum/shared';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { ProfileTable } from '../db/schema';

export type ProfileRow = Selectable<ProfileTable>;

/** The staff profile of an account, or undefined. */
export function findProfile(db: Executor, uid: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('profile').selectAll().where('uid', '=', uid).executeTakeFirst();
}

/** Number of active accounts with a role (used for the last-Gestor rule and first-run setup). */
export async function countActive(db: Executor, role: Role): Promise<number> {
  const row = await db
    .selectFrom('profile')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('role', '=', role)
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** API shape of a profile row. */
export function presentProfile(row: ProfileRow): Profile {
  return {
    uid: row.uid,
    email: row.email,
    name: row.name,
    grade: row.grade,
    role: row.role as Role,
    ti: row.ti,
    phone: row.phone,
    wpUserId: row.wpUserId,
    comissionId: row.comissionId,
    active: Boolean(row.active),
    language: row.language === 'en' ? 'en' : 'es',
    lastLoginAt: row.lastLoginAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
