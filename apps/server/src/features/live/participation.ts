import type { DelegationParticipation, Participation, WarningLevel } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { delegationAttendance } from '../../domain/attendance/attendance';
import { findLogByEvents } from './acta.repository';
import { withoutUndone } from './live.undo';
import { readLiveState } from './live.use-cases';

type WarningGiven = DelegationParticipation['warningsGiven'][number];

/** Each delegation's warnings from the log, oldest first, without those undone. */
async function warningsGiven(db: Executor, commissionId: string): Promise<Map<string, WarningGiven[]>> {
  const rows = await findLogByEvents(db, commissionId, ['warning.given', 'action.undone']);
  const byDelegation = new Map<string, WarningGiven[]>();
  for (const row of withoutUndone(rows)) {
    const after = (JSON.parse(row.payload) as { after?: { delegationId?: string; level?: WarningLevel; reason?: string } }).after ?? {};
    if (!after.delegationId) continue;
    const given = { level: after.level ?? 'verbal', reason: after.reason ?? '', at: row.createdAt };
    byDelegation.set(after.delegationId, [...(byDelegation.get(after.delegationId) ?? []), given]);
  }
  return byDelegation;
}

/**
 * Each delegation's part over the event: attendance over the commission's roll calls, and the speeches, time
 * spoken and warnings the floor has counted (they carry over from session to session).
 */
export async function readParticipation(db: Executor, commissionId: string): Promise<Participation> {
  const [state, attendance, given] = await Promise.all([
    readLiveState(db, commissionId),
    delegationAttendance(db, commissionId),
    warningsGiven(db, commissionId),
  ]);
  const { stats, warnings } = state.floor;
  return {
    delegations: state.attendance.map((d) => ({
      delegationId: d.delegationId,
      name: d.name,
      kind: d.kind,
      attendance: attendance.get(d.delegationId) ?? { present: 0, rollCalls: 0, rate: null },
      speeches: stats[d.delegationId]?.speeches ?? 0,
      speakingMs: stats[d.delegationId]?.speakingMs ?? 0,
      warnings: warnings[d.delegationId] ?? 0,
      warningsGiven: given.get(d.delegationId) ?? [],
    })),
  };
}
