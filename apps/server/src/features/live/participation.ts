import type { Participation } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { delegationAttendance } from '../../domain/attendance/attendance';
import { readLiveState } from './live.use-cases';

/**
 * Each delegation's part over the event: attendance over the commission's roll calls, and the speeches, time
 * spoken and warnings the floor has counted (they carry over from session to session).
 */
export async function readParticipation(db: Executor, commissionId: string): Promise<Participation> {
  const [state, attendance] = await Promise.all([readLiveState(db, commissionId), delegationAttendance(db, commissionId)]);
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
    })),
  };
}
