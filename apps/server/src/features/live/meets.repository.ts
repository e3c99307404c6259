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

/** The commission's self roll calls, the latest first, each with how many self check-ins it had. */
export function findSelfRollCalls(db: Executor, commissionId: string) {
  return db
    .selectFrom('rollCall')
    .leftJoin('selfCheckIn', 'selfCheckIn.rollCallId', 'rollCall.id')
    .select((eb) => ['rollCall.id', 'rollCall.openedAt', 'rollCall.closedAt', eb.fn.count<number | string>('selfCheckIn.id').as('count')])
    .where('rollCall.commissionId', '=', commissionId)
    .where('rollCall.mode', '=', 'self')
    .groupBy(['rollCall.id', 'rollCall.openedAt', 'rollCall.closedAt'])
    .orderBy('rollCall.openedAt', 'desc')
    .orderBy('rollCall.id', 'desc')
    .execute();
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
