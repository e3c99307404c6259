import type { LiveActaPage } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/errors';
import { presentActaEntry } from './acta.presenter';
import { countLog, findActaPage, findDelegationNames, findLogEntries } from './acta.repository';
import { findCommissionForLive } from './live.repository';

/** One page of the acta, newest first; an undo on the page says what it undid. */
export async function readActa(db: Executor, commissionId: string, page: number, pageSize: number): Promise<LiveActaPage> {
  if (!(await findCommissionForLive(db, commissionId))) throw new AppError('NOT_FOUND', 'La comisión no existe.');
  const [rows, total, names] = await Promise.all([
    findActaPage(db, commissionId, page, pageSize),
    countLog(db, commissionId),
    findDelegationNames(db, commissionId),
  ]);
  const undoes = rows.filter((r) => r.event === 'action.undone').map((r) => Number((JSON.parse(r.payload) as { undoes?: number }).undoes));
  const targets = await findLogEntries(db, commissionId, undoes);
  const undone = new Map(
    targets.map((r) => [Number(r.sequence), presentActaEntry({ ...r, createdAt: '', actorName: null }, names, new Map()).description]),
  );
  return { rows: rows.map((r) => presentActaEntry(r, names, undone)), total, page, pageSize };
}
