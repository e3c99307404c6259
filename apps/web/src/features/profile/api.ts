import type { ActiveSession, ChangePasswordInput, Profile, UpdateOwnProfileInput } from '@quorum/shared';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

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
  return useInvalidatingMutation(
    (input: ChangePasswordInput) => api<void>('/api/profile/password', { method: 'POST', body: input }),
    [sessionsQuery.queryKey],
    { waitForRefetch: true },
  );
}

/** DELETE /api/profile/sessions/:id. */
export function useRevokeSession() {
  return useInvalidatingMutation(
    (id: string) => api<void>(`/api/profile/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', body: {} }),
    [sessionsQuery.queryKey],
    { waitForRefetch: true },
  );
}
