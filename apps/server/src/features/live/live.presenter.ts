import type { LiveLogEntry, LiveSession, RollCallMode, RollCallStatus, SessionStatus } from '@quorum/shared';
import type { LogHead, MarkRow, RollCallRow, SessionRow } from './live.repository';

export function presentSession(row: SessionRow): LiveSession {
  return {
    id: row.id,
    number: Number(row.number),
    title: row.title,
    topic: row.topic,
    status: row.status as SessionStatus,
    openedAt: row.openedAt,
    closedAt: row.closedAt,
  };
}

export function presentRollCall(row: RollCallRow, marks: MarkRow[]) {
  return {
    id: row.id,
    sessionId: row.sessionId,
    mode: row.mode as RollCallMode,
    openedAt: row.openedAt,
    closedAt: row.closedAt,
    marks: marks.map((m) => ({
      delegateId: m.delegateId,
      delegationId: m.delegationId,
      status: m.status as RollCallStatus,
      markedAt: m.markedAt,
    })),
  };
}

export function presentLogEntry(row: LogHead): LiveLogEntry {
  return {
    sequence: Number(row.sequence),
    actionId: row.actionId,
    event: row.event,
    version: Number(row.version),
    createdAt: row.createdAt,
  };
}
