import type { CreateUserInput, Profile, UpdateUserInput } from '@quorum/shared';
import { useMutation } from '@tanstack/react-query';
import { COMMISSIONS_KEY } from '../../data/commissions';
import { USERS_KEY } from '../../data/users';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

function useUserMutation<V>(request: (vars: V) => Promise<Profile>) {
  return useInvalidatingMutation(request, [USERS_KEY, COMMISSIONS_KEY]);
}

export function useCreateUser() {
  return useUserMutation((input: CreateUserInput) => api<Profile>('/api/users', { method: 'POST', body: input }));
}

export function useUpdateUser() {
  return useUserMutation(({ uid, input }: { uid: string; input: UpdateUserInput }) =>
    api<Profile>(`/api/users/${encodeURIComponent(uid)}`, { method: 'PATCH', body: input }),
  );
}

export function useSetUserActive() {
  return useUserMutation(({ uid, active }: { uid: string; active: boolean }) =>
    api<Profile>(`/api/users/${encodeURIComponent(uid)}/${active ? 'enable' : 'disable'}`, { method: 'POST', body: {} }),
  );
}

/** POST /api/users/:uid/password-reset: e-mails a link to set a new password. */
export function useSendPasswordLink() {
  return useMutation({
    mutationFn: (uid: string) => api<void>(`/api/users/${encodeURIComponent(uid)}/password-reset`, { method: 'POST', body: {} }),
  });
}
