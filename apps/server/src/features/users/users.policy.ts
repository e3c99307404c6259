import type { Role } from '@quorum/shared';
import { countActive, type ProfileRow } from '../../auth/profiles';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/errors';

/** The last active Gestor can be neither disabled nor given another role. */
export async function assertKeepsAGestor(db: Executor, target: ProfileRow, next: { role: Role; active: boolean }): Promise<void> {
  const losesGestor = target.role === 'Gestor' && target.active === 1 && (next.role !== 'Gestor' || !next.active);
  if (losesGestor && (await countActive(db, 'Gestor')) <= 1) throw new AppError('LAST_GESTOR');
}
