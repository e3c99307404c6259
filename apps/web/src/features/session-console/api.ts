import type {
  ActaSummary,
  BallotAnswer,
  BallotsView,
  CastBallotInput,
  LiveActaPage,
  LiveState,
  LiveUndoQueue,
  RequestQueue,
  ScheduledSession,
  ScheduleSessionInput,
  RoomDevices,
  RoomDevicesEnded,
  SelfCheckIns,
} from '@quorum/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

const enc = encodeURIComponent;

/** The live committee's addresses of a commission: state stream and command endpoint. */
export function liveUrls(commissionId: string) {
  const base = `/api/commissions/${enc(commissionId)}/live`;
  return {
    /** The live state (GET): the console the server draws is drawn with it (decision 041). */
    state: base,
    events: `${base}/events`,
    commands: `${base}/commands`,
    log: `${base}/log`,
    undo: `${base}/undo`,
    selfCheckIns: `${base}/self-check-ins`,
    ballots: `${base}/ballots`,
    requests: `${base}/requests`,
  };
}

/** GET /api/commissions/:id/live/log.pdf or .xlsx: the whole acta as a download. */
export function actaDownloadUrl(commissionId: string, format: 'pdf' | 'xlsx'): string {
  return `${liveUrls(commissionId).log}.${format}`;
}

/**
 * GET /api/commissions/:id/live/log: the newest `pageSize` entries of the acta. Keyed by the state's last
 * sequence, so it is read again with every entry the stream brings; the previous page stays on screen meanwhile.
 */
export function actaQuery(commissionId: string, lastSequence: number, pageSize: number) {
  return queryOptions({
    queryKey: ['live-acta', commissionId, lastSequence, pageSize],
    queryFn: () => api<LiveActaPage>(`${liveUrls(commissionId).log}?pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/commissions/:id/live/log/summary: the acta's summary (attendance, motions, votes, resolutions, warnings, speakers), read
 * again with every entry the stream brings and every change of a working paper it announces (a draft's vote writes no
 * entry); the previous one stays on screen meanwhile.
 */
export function actaSummaryQuery(commissionId: string, lastSequence: number, papersHeard = 0) {
  return queryOptions({
    queryKey: ['live-acta-summary', commissionId, lastSequence, papersHeard],
    queryFn: () => api<ActaSummary>(`${liveUrls(commissionId).log}/summary`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/commissions/:id/live/undo: what «Deshacer» undoes next and the actions before it, read again with every entry. */
export function undoQueueQuery(commissionId: string, lastSequence: number) {
  return queryOptions({
    queryKey: ['live-undo', commissionId, lastSequence],
    queryFn: () => api<LiveUndoQueue>(liveUrls(commissionId).undo),
  });
}

/**
 * GET /api/commissions/:id/live/self-check-ins: who checked in by themselves on the latest self roll call, from which
 * address and how (the chair's and the Gestor's only), read again with every entry the stream brings.
 */
export function selfCheckInsQuery(commissionId: string, lastSequence: number, rollCallId: string | null = null) {
  return queryOptions({
    queryKey: ['live-self-check-ins', commissionId, lastSequence, rollCallId],
    queryFn: () =>
      api<SelfCheckIns>(`${liveUrls(commissionId).selfCheckIns}${rollCallId ? `?rollCallId=${encodeURIComponent(rollCallId)}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

const scheduledPath = (commissionId: string) => `/api/commissions/${enc(commissionId)}/scheduled-sessions`;
const scheduledKey = (commissionId: string) => ['scheduled-sessions', commissionId] as const;

/**
 * GET /api/commissions/:id/scheduled-sessions: the sessions still `programada`, earliest first. Keyed by the
 * state's last sequence and next session too, so opening one from the console takes it off the list and one
 * scheduled from another screen shows up.
 */
export function scheduledSessionsQuery(commissionId: string, state: Pick<LiveState, 'lastSequence' | 'nextSession'>) {
  return queryOptions({
    queryKey: [...scheduledKey(commissionId), state.lastSequence, state.nextSession],
    queryFn: () => api<ScheduledSession[]>(scheduledPath(commissionId)),
    placeholderData: keepPreviousData,
  });
}

/** Schedules a session, or changes one (`id`) still `programada`; the chair dashboard reads the next one again. */
export function useSaveScheduledSession(commissionId: string) {
  return useInvalidatingMutation(
    ({ id, input }: { id?: string; input: ScheduleSessionInput }) =>
      api<ScheduledSession>(id ? `${scheduledPath(commissionId)}/${enc(id)}` : scheduledPath(commissionId), {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    [scheduledKey(commissionId), ['live', commissionId]],
  );
}

/** Cancels a session still `programada`. */
export function useCancelScheduledSession(commissionId: string) {
  return useInvalidatingMutation(
    (id: string) => api<void>(`${scheduledPath(commissionId)}/${enc(id)}`, { method: 'DELETE', body: {} }),
    [scheduledKey(commissionId), ['live', commissionId]],
  );
}

const roomDevicesKey = (commissionId: string) => ['room-devices', commissionId] as const;

/** How often the chair's list of phones is read again: a phone connects or drops without a log entry. */
const ROOM_DEVICES_EVERY_MS = 15_000;

/** GET /api/commissions/:id/room/devices: per delegation, its delegates' phones and whether one follows the room now. */
export function roomDevicesQuery(commissionId: string) {
  return queryOptions({
    queryKey: roomDevicesKey(commissionId),
    queryFn: () => api<RoomDevices>(`/api/commissions/${enc(commissionId)}/room/devices`),
    refetchInterval: ROOM_DEVICES_EVERY_MS,
    placeholderData: keepPreviousData,
  });
}

/** DELETE …/delegates/:delegateId/room/devices: ends a delegate's phone sessions (their open pages end within seconds). */
export function useEndRoomDevices(commissionId: string) {
  return useInvalidatingMutation(
    (delegateId: string) =>
      api<RoomDevicesEnded>(`/api/commissions/${enc(commissionId)}/delegates/${enc(delegateId)}/room/devices`, {
        method: 'DELETE',
        body: {},
      }),
    [roomDevicesKey(commissionId)],
  );
}

/**
 * GET /api/commissions/:id/live/ballots: the open vote from phones, «votos emitidos N de M» and who has voted. Keyed by
 * the count the stream last announced (decision 036), so each ballot heard reads it again; kept on screen meanwhile.
 */
export function ballotsQuery(commissionId: string, heard: string) {
  return queryOptions({
    queryKey: ['live-ballots', commissionId, heard],
    queryFn: () => api<BallotsView>(liveUrls(commissionId).ballots),
    placeholderData: keepPreviousData,
  });
}

/** A ballot cast by the chair for a delegation without a phone (its action id made once per ballot). */
export function useCastBallot(commissionId: string) {
  return useInvalidatingMutation(
    (input: CastBallotInput) => api<BallotAnswer>(liveUrls(commissionId).ballots, { method: 'POST', body: input }),
    [['live-ballots', commissionId]],
  );
}

/**
 * GET /api/commissions/:id/live/requests: the queue of requests from phones, in order (decision 037). Keyed by the
 * state's version (a ruling is a live command) and by the requests the stream announced (made or withdrawn).
 */
export function requestQueueQuery(commissionId: string, version: number, heard: number) {
  return queryOptions({
    queryKey: ['live-requests', commissionId, version, heard],
    queryFn: () => api<RequestQueue>(liveUrls(commissionId).requests),
    placeholderData: keepPreviousData,
  });
}
