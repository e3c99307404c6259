import { countActive } from '../../auth/profiles';
import type { Db } from '../../db/database';
import { hashToken, newId, newSecretToken, nowIso } from '../../lib/ids';

const SETUP_TOKEN_HOURS = 24;

/** Whether the install still needs its first Gestor. */
export async function isSetupNeeded(db: Db): Promise<boolean> {
  return (await countActive(db, 'Gestor')) === 0;
}

/** Creates a one-time setup token (stored hashed, valid 24 h) and returns it; earlier unused tokens stay valid until they expire. */
export async function createSetupToken(db: Db): Promise<string> {
  const token = newSecretToken();
  const now = nowIso();
  await db
    .insertInto('setupToken')
    .values({
      id: newId(),
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + SETUP_TOKEN_HOURS * 3600_000).toISOString(),
      usedAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return token;
}

/** Whether a setup token is known, unused and not expired. */
export async function isSetupTokenValid(db: Db, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('setupToken')
    .select(['expiresAt', 'usedAt'])
    .where('tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  return Boolean(row && !row.usedAt && row.expiresAt > nowIso());
}

/**
 * Claims a token in one conditional write (unused and unexpired → used); returns false when it was not
 * claimable, so of many requests with the same token at once exactly one gets true.
 */
export async function consumeSetupToken(db: Db, token: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('setupToken')
    .set({ usedAt: now, updatedAt: now })
    .where('tokenHash', '=', hashToken(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claimed token back, when the account it was claimed for could not be created. */
export async function releaseSetupToken(db: Db, token: string): Promise<void> {
  await db.updateTable('setupToken').set({ usedAt: null, updatedAt: nowIso() }).where('tokenHash', '=', hashToken(token)).execute();
}
