import type {
  AttendanceReport,
  Commission,
  CommissionSettingsInput,
  LiveCommand,
  LiveCommandResult,
  LiveState,
  RollCallPage,
} from '@quorum/shared';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { COMMISSIONS_KEY, commissionQuery } from '../../data/commissions';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';
import { newActionId } from '../../lib/api';

const commissionPath = (id: string) => `/api/commissions/${encodeURIComponent(id)}`;

/** GET /api/commissions/:id/live (chair): open session, open roll call, attendance and quorum of the latest roll call. */
export function chairLiveQuery(id: string) {
  return queryOptions({
    queryKey: ['live', id],
    queryFn: () => api<LiveState>(`${commissionPath(id)}/live`),
    refetchInterval: 30_000,
  });
}

/**
 * Keeps Reuniones live: each state the commission's stream brings replaces the live query's, and a roll call opened,
 * answered or closed reads the history and the attendance again (other events — speeches, timers — do not).
 */
export function useFollowLive(commissionId: string, state: LiveState | null): void {
  const client = useQueryClient();
  const rollCallMoment = state ? `${state.rollCall?.id ?? ''}:${state.rollCall?.marks.length ?? 0}:${state.quorum.present}` : null;
  useEffect(() => {
    if (state) client.setQueryData(chairLiveQuery(commissionId).queryKey, state);
  }, [client, commissionId, state]);
  useEffect(() => {
    if (rollCallMoment === null) return;
    void client.invalidateQueries({ queryKey: ['live', commissionId], predicate: (q) => q.queryKey.length > 2 });
  }, [client, commissionId, rollCallMoment]);
}

/** GET /api/commissions/:id/roll-calls (chair): one page of the roll calls, newest first. */
export function rollCallsQuery(id: string, page: number, pageSize: number) {
  return queryOptions({
    queryKey: ['live', id, 'roll-calls', { page, pageSize }],
    queryFn: () => api<RollCallPage>(`${commissionPath(id)}/roll-calls?page=${page}&pageSize=${pageSize}`),
  });
}

/** GET /api/commissions/:id/attendance (chair): attendance per delegation and per delegate over the event. */
export function attendanceQuery(id: string) {
  return queryOptions({
    queryKey: ['live', id, 'attendance'],
    queryFn: () => api<AttendanceReport>(`${commissionPath(id)}/attendance`),
  });
}

/** The attendance download (XLSX). */
export function attendanceExportUrl(id: string): string {
  return `${commissionPath(id)}/attendance/export?format=xlsx`;
}

/** Puts the returned commission in its own query and refreshes the lists. */
function useCommissionChange<V>(request: (vars: V) => Promise<Commission>) {
  return useInvalidatingMutation(request, [COMMISSIONS_KEY], {
    onSuccess: (commission, client) => client.setQueryData(commissionQuery(commission.id).queryKey, commission),
  });
}

/** PATCH /api/commissions/:id/settings (chair): data, rules and banner. */
export function useSaveCommissionSettings() {
  return useCommissionChange(({ id, input }: { id: string; input: CommissionSettingsInput }) =>
    api<Commission>(`${commissionPath(id)}/settings`, { method: 'PATCH', body: input }),
  );
}

/** POST /api/commissions/:id/projection-code (chair): a new code; screens on the old one stop. */
export function useRegenerateCode() {
  return useCommissionChange((id: string) => api<Commission>(`${commissionPath(id)}/projection-code`, { method: 'POST', body: {} }));
}

/** POST /api/commissions/:id/live/commands on the given state version; refreshes the live state and the history. */
export function useLiveCommand(id: string) {
  return useInvalidatingMutation(
    ({ version, command }: { version: number; command: LiveCommand }) =>
      api<LiveCommandResult>(`${commissionPath(id)}/live/commands`, {
        method: 'POST',
        body: { version, actionId: newActionId(), command },
      }),
    [['live', id]],
    { always: true },
  );
}
