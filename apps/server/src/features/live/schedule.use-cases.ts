import type { ScheduledSession, ScheduleSessionInput } from '@quorum/shared';
import { writableCommission } from '../../domain/commissions/commission-rules';
import type { Db, Executor } from '../../db/database';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { serializeWriters } from '../../lib/xact-lock';
import { findCommissionForLive } from './live.repository';
import {
  deleteScheduled,
  findPendingScheduled,
  findScheduled,
  insertScheduled,
  type ScheduledRow,
  updateScheduled,
} from './schedule.repository';

/** A scheduled session as the API answers it. */
export function presentScheduled(row: ScheduledRow): ScheduledSession {
  return { id: row.id, title: row.title, topic: row.topic, startsAt: row.startsAt };
}

/** The input as stored: the start in UTC, refused when it is not after `now`. */
function scheduleOf(input: Required<ScheduleSessionInput>, now: string) {
  const startsAt = new Date(input.startsAt).toISOString();
  if (Date.parse(startsAt) <= Date.parse(now)) throw new AppError('SCHEDULED_SESSION_IN_PAST');
  return { title: input.title, topic: input.topic, startsAt };
}

/** The commission, writable (NOT_FOUND, COMMISSION_ARCHIVED). */
async function assertWritable(db: Executor, commissionId: string) {
  writableCommission(await findCommissionForLive(db, commissionId));
}

/** A scheduled session still `programada` (SCHEDULED_SESSION_NOT_FOUND, SCHEDULED_SESSION_NOT_PENDING). */
export async function pendingScheduled(db: Executor, commissionId: string, id: string): Promise<ScheduledRow> {
  const row = await findScheduled(db, commissionId, id);
  if (!row) throw new AppError('SCHEDULED_SESSION_NOT_FOUND');
  if (row.sessionId !== null) throw new AppError('SCHEDULED_SESSION_NOT_PENDING');
  return row;
}

/** The commission's sessions still `programada`, earliest first. */
export async function listScheduled(db: Executor, commissionId: string): Promise<ScheduledSession[]> {
  return (await findPendingScheduled(db, commissionId)).map(presentScheduled);
}

/**
 * Schedules a session of the commission, audited. The commission's live writers are waited for, so a
 * schedule never races the command that opens it.
 */
export function scheduleSession(db: Db, commissionId: string, input: Required<ScheduleSessionInput>, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    await serializeWriters(trx, `live:${commissionId}`);
    await assertWritable(trx, commissionId);
    const now = nowIso();
    const row = await insertScheduled(trx, { commissionId, ...scheduleOf(input, now), createdBy: actor.uid }, now);
    const after = presentScheduled(row);
    await recordAudit(trx, actor, { action: 'session.scheduled', entity: 'scheduledSession', entityId: row.id, before: null, after });
    return after;
  });
}

/** Changes a session while it is `programada`, audited with what it was. */
export function rescheduleSession(db: Db, commissionId: string, id: string, input: Required<ScheduleSessionInput>, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    await serializeWriters(trx, `live:${commissionId}`);
    await assertWritable(trx, commissionId);
    const row = await pendingScheduled(trx, commissionId, id);
    const now = nowIso();
    const changes = scheduleOf(input, now);
    await updateScheduled(trx, id, changes, now);
    const after = { ...presentScheduled(row), ...changes };
    await recordAudit(trx, actor, {
      action: 'session.rescheduled',
      entity: 'scheduledSession',
      entityId: id,
      before: presentScheduled(row),
      after,
    });
    return after;
  });
}

/** Cancels a session while it is `programada`: the row goes, the audit keeps what it was. */
export function cancelScheduledSession(db: Db, commissionId: string, id: string, actor: Actor): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await serializeWriters(trx, `live:${commissionId}`);
    await assertWritable(trx, commissionId);
    const row = await pendingScheduled(trx, commissionId, id);
    await deleteScheduled(trx, id);
    await recordAudit(trx, actor, {
      action: 'session.unscheduled',
      entity: 'scheduledSession',
      entityId: id,
      before: presentScheduled(row),
      after: null,
    });
  });
}
