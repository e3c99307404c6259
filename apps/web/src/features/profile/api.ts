import type { ActiveSession, ChangePasswordInput, Profile, UpdateOwnProfileInput } from '@quorum/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/profile/sessions: the user's active sessions. */
export const sessionsQuery = queryOptions({
  queryKey: ['profile', 'sessions'],
  queryFn: () => api<ActiveSession[]>('/api/profile/sessions'),
});

/** PATCH /api/profile. */
export function useUpdateOwnProfile() {
  return useMutation({
    mutationFn: (input: UpdateOwnProfileInput) => api<Profile>('/api/profile', { method: 'PATCH', body: input }),
  });
}

/** POST /api/profile/password. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api<void>('/api/profile/password', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

/** DELETE /api/profile/sessions/:id. */
export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/profile/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
