import type { ActaResolution } from '@quorum/shared';
import type { Executor } from '../../db/database';

/**
 * A commission's draft resolutions once decided, in the order they were (decision 038): adopted with their symbol and
 * the counts the chair recorded, or rejected. The papers write them; the acta reads them here, beside its log.
 */
export async function findDecidedResolutions(db: Executor, commissionId: string): Promise<ActaResolution[]> {
  const rows = await db
    .selectFrom('workingPaper')
    .select(['title', 'status', 'decidedAt', 'resolutionSymbol', 'voteFavor', 'voteContra', 'voteAbstain'])
    .where('commissionId', '=', commissionId)
    .where('status', 'in', ['aprobada', 'rechazada'])
    .where('decidedAt', 'is not', null)
    .orderBy('decidedAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    at: row.decidedAt as string,
    symbol: row.resolutionSymbol,
    title: row.title,
    outcome: row.status === 'aprobada' ? 'aprobada' : 'rechazada',
    yes: row.voteFavor,
    no: row.voteContra,
    abstain: row.voteAbstain,
  }));
}
