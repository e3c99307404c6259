import type {
  BallotAnswer,
  DelegationBallot,
  OwnRoomDevices,
  PhoneBallotInput,
  PhoneRollCallAnswered,
  PhoneRollCallAnswerInput,
  RoomRequest,
  RoomRequestAnswer,
  RoomRequestInput,
  RoomRequests,
  RoomView,
} from '@quorum/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api';

const ROOM_KEY = ['room'] as const;

/** Whether an answer says this phone has no device session to read with (none, ended, or its delegate unseated). */
export function isWithoutPass(error: unknown): boolean {
  return isApiError(error, 'ROOM_DEVICE_MISSING', 'ROOM_DEVICE_ENDED', 'ROOM_PASS_UNASSIGNED');
}

/**
 * GET /api/room: the delegate's room page as this phone's device session opens it. `warnings` is the number of
 * warnings the live state counts for the delegation: when it moves, the delegation's warnings are read again.
 */
export function roomQuery(warnings: number, enabled: boolean) {
  return queryOptions({
    queryKey: [...ROOM_KEY, warnings],
    queryFn: () => api<RoomView>('/api/room'),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
    // Refused is final (the page asks for the personal link); a network failure is tried again.
    retry: (count, error) => !isWithoutPass(error) && count < 3,
  });
}

/** POST /api/room/pass: a personal code (or the personal link pasted) opens a device session on this phone. */
export function useOpenRoomPass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<RoomView>('/api/room/pass', { method: 'POST', body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOM_KEY }),
  });
}

const BALLOT_KEY = [...ROOM_KEY, 'ballot'] as const;

/**
 * GET /api/room/ballot: the delegation's ballot in the open vote from phones (`voteId`: its ballots id, null when none),
 * read again when the stream says the delegation voted (`heard`: from another of its phones, or by the chair).
 */
export function roomBallotQuery(voteId: string | null, heard = 0) {
  return queryOptions({
    queryKey: [...BALLOT_KEY, voteId, heard],
    queryFn: () => api<DelegationBallot>('/api/room/ballot'),
    enabled: voteId !== null,
    placeholderData: (previous) => previous,
  });
}

/**
 * POST /api/room/ballots: the delegation's ballot from this phone. A dropped connection is tried again with the same
 * action id (the server counts it once); the answer reads the delegation's ballot again.
 */
export function useCastPhoneBallot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PhoneBallotInput) => api<BallotAnswer>('/api/room/ballots', { method: 'POST', body: input }),
    retry: (count, error) => isApiError(error, 'NETWORK') && count < 5,
    retryDelay: (count) => Math.min(4000, 500 * 2 ** count),
    onSettled: () => client.invalidateQueries({ queryKey: BALLOT_KEY }),
  });
}

/**
 * POST /api/room/roll-call-answer: the called delegation's answer in a roll-call vote, from this phone. A dropped
 * connection is tried again with the same action id (the server takes it once); the live stream brings the new state.
 */
export function useAnswerRollCall() {
  return useMutation({
    mutationFn: (input: PhoneRollCallAnswerInput) =>
      api<PhoneRollCallAnswered>('/api/room/roll-call-answer', { method: 'POST', body: input }),
    retry: (count, error) => isApiError(error, 'NETWORK') && count < 5,
    retryDelay: (count) => Math.min(4000, 500 * 2 ** count),
  });
}

const REQUESTS_KEY = [...ROOM_KEY, 'requests'] as const;

/**
 * GET /api/room/requests: the delegation's requests in the open session, or the latest one's between sessions (the
 * digital placard, decision 037).
 * Keyed by the moment to read them again (the session, and the state's version while one waits: a ruling of the chair
 * is a live command the stream brings).
 */
export function roomRequestsQuery(moment: string) {
  return queryOptions({
    queryKey: [...REQUESTS_KEY, moment],
    queryFn: () => api<RoomRequests>('/api/room/requests'),
    placeholderData: (previous) => previous,
  });
}

/** POST /api/room/requests: a request from this phone, tried again with the same action id while the network fails. */
export function useMakeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RoomRequestInput) => api<RoomRequestAnswer>('/api/room/requests', { method: 'POST', body: input }),
    retry: (count, error) => isApiError(error, 'NETWORK') && count < 5,
    retryDelay: (count) => Math.min(4000, 500 * 2 ** count),
    onSettled: () => client.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}

/** POST /api/room/requests/:id/withdraw: the delegation withdraws a request still waiting (withdrawing twice is harmless). */
export function useWithdrawRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<RoomRequest>(`/api/room/requests/${encodeURIComponent(id)}/withdraw`, { method: 'POST', body: {} }),
    retry: (count, error) => isApiError(error, 'NETWORK') && count < 5,
    onSettled: () => client.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}

/** POST /api/room/leave: this phone's session ends and its cookie goes; the page reads again that it has none. */
export function useLeaveRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ended: number }>('/api/room/leave', { method: 'POST', body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: ROOM_KEY }),
  });
}

const DEVICES_KEY = [...ROOM_KEY, 'devices'] as const;

/** GET /api/room/devices: the delegate's own phones with the room open, this one among them (decision 035). */
export const ownRoomDevicesQuery = queryOptions({
  queryKey: DEVICES_KEY,
  queryFn: () => api<OwnRoomDevices>('/api/room/devices'),
});

/** POST /api/room/devices/:id/end: the delegate closes the room on another of their phones (a phone lost or left behind). */
export function useEndOwnRoomDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ended: number }>(`/api/room/devices/${encodeURIComponent(id)}/end`, { method: 'POST', body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
