import type { MeetsCheckIn, MeetsCheckInResult } from '@quorum/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** POST /api/meets (public, /meets): the code on the room's screen and the document number mark the delegate present. */
export function useCheckIn() {
  return useMutation({
    mutationFn: (input: MeetsCheckIn) => api<MeetsCheckInResult>('/api/meets', { method: 'POST', body: input }),
  });
}
