import type { SelfCheckInWay } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { newId } from '../../lib/ids';
import type { RollCallRow } from './live.repository';

/** Self check-in roll calls open now or closed since `sinceIso` (a typed code is compared with each). */
export function findSelfRollCallsSince(db: Executor, sinceIso: string): Promise<RollCallRow[]> {
  return db
    .selectFrom('rollCall')
    .selectAll()
    .where('mode', '=', 'self')
    .where((eb) => eb.or([eb('closedAt', 'is', null), eb('closedAt', '>=', sinceIso)]))
    .execute();
}

/** Records where a self check-in came from and how the delegate proved who they are (in the check-in's transaction). */
export async function saveSelfCheckIn(
  db: Executor,
  row: { rollCallId: string; delegateId: string; address: string; way: SelfCheckInWay; checkedInAt: string },
): Promise<void> {
  await db
    .insertInto('selfCheckIn')
    .values({ id: newId(), ...row })
    .execute();
}

/** The commission's latest self check-in roll call (open or closed), or undefined. */
export function findLatestSelfRollCall(db: Executor, commissionId: string): Promise<RollCallRow | undefined> {
  return db
    .selectFrom('rollCall')
    .selectAll()
    .where('commissionId', '=', commissionId)
    .where('mode', '=', 'self')
    .orderBy('openedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The self check-ins of a roll call, oldest first, with the delegate's name and delegation. */
export function findSelfCheckIns(db: Executor, rollCallId: string) {
  return db
    .selectFrom('selfCheckIn')
    .innerJoin('delegate', 'delegate.id', 'selfCheckIn.delegateId')
    .leftJoin('delegation', 'delegation.id', 'delegate.delegationId')
    .select([
      'selfCheckIn.delegateId',
      'delegate.firstNames',
      'delegate.lastNames',
      'delegation.name as delegationName',
      'selfCheckIn.address',
      'selfCheckIn.way',
      'selfCheckIn.checkedInAt',
    ])
    .where('selfCheckIn.rollCallId', '=', rollCallId)
    .orderBy('selfCheckIn.checkedInAt', 'asc')
    .orderBy('selfCheckIn.id', 'asc')
    .execute();
}
