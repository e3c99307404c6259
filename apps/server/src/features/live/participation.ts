import { type Participation, speakingStatistics } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { delegationAttendance } from '../../domain/attendance/attendance';
import { warningsByDelegation } from '../../domain/live/session-record';
import { readLiveState } from './live.use-cases';

/**
 * Each delegation's part over the event: attendance over the commission's roll calls, and the speeches, time
 * spoken (with its share of the commission's) and warnings the floor has counted (they carry over from session to
 * session); and the commission's speaking time as a whole (PRODUCT §11).
 */
export async function readParticipation(db: Executor, commissionId: string): Promise<Participation> {
  const [state, attendance, given] = await Promise.all([
    readLiveState(db, commissionId),
    delegationAttendance(db, commissionId),
    warningsByDelegation(db, commissionId),
  ]);
  const { stats, warnings } = state.floor;
  const speaking = speakingStatistics(state.attendance, stats);
  return {
    delegations: state.attendance.map((d, i) => ({
      delegationId: d.delegationId,
      name: d.name,
      kind: d.kind,
      attendance: attendance.get(d.delegationId) ?? { present: 0, rollCalls: 0, rate: null },
      speeches: speaking.delegations[i]?.speeches ?? 0,
      speakingMs: speaking.delegations[i]?.speakingMs ?? 0,
      share: speaking.delegations[i]?.share ?? null,
      warnings: warnings[d.delegationId] ?? 0,
      warningsGiven: (given.get(d.delegationId) ?? []).map(({ level, reason, at }) => ({ level, reason, at })),
    })),
    speaking: speaking.summary,
  };
}
