import type { Executor } from '../../db/database';
import { AppError } from '../../lib/errors';

/**
 * The two rules every commission route starts from, in one place: the commission named by the request exists
 * (NOT_FOUND, «La comisión no existe.»), and, for a change, it is not archived (COMMISSION_ARCHIVED). Each
 * feature reads the columns it needs with its own query and hands the row here.
 */

/** The row read for a commission, or NOT_FOUND when there was none. */
export function foundCommission<Row>(row: Row | undefined | null): Row {
  if (!row) throw new AppError('NOT_FOUND', 'La comisión no existe.');
  return row;
}

/** The row read for a commission that still takes changes: NOT_FOUND when there was none, COMMISSION_ARCHIVED when archived. */
export function writableCommission<Row extends { archived: number | boolean }>(row: Row | undefined | null): Row {
  const commission = foundCommission(row);
  if (commission.archived) throw new AppError('COMMISSION_ARCHIVED');
  return commission;
}

/** Checks that commission `id` exists (archived or not), for routes that need nothing else of it. */
export async function assertCommissionExists(db: Executor, id: string): Promise<void> {
  foundCommission(await db.selectFrom('commission').select('id').where('id', '=', id).executeTakeFirst());
}
