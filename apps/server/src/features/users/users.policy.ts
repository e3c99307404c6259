import type { Role } from '@quorum/shared';
import type { Transaction } from 'kysely';
import { countActive, findProfile, type ProfileRow } from '../../auth/profiles';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { serializeWriters } from '../../lib/xact-lock';

/**
 * The last active Gestor can be neither disabled nor given another role. Runs inside the write's transaction:
 * changes that would remove a Gestor wait for each other, then count what is committed, so two Gestores
 * disabling each other at once leave one active.
 */
export async function assertKeepsAGestor(
  trx: Transaction<Database>,
  target: ProfileRow,
  next: { role: Role; active: boolean },
): Promise<void> {
  const losesGestor = (row: ProfileRow) => row.role === 'Gestor' && row.active === 1 && (next.role !== 'Gestor' || !next.active);
  if (!losesGestor(target)) return;
  await serializeWriters(trx, 'profile.gestores');
  const current = await findProfile(trx, target.uid);
  if (current && losesGestor(current) && (await countActive(trx, 'Gestor')) <= 1) throw new AppError('LAST_GESTOR');
}
