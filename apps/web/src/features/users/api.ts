import type { CreatedUser, CreateUserInput, PasswordLinkSent, Profile, UpdateUserInput } from '@quorum/shared';
import { useMutation } from '@tanstack/react-query';
import { COMMISSIONS_KEY } from '../../data/commissions';
import { USERS_KEY } from '../../data/users';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

function useUserMutation<V, R extends Profile>(request: (vars: V) => Promise<R>) {
  return useInvalidatingMutation(request, [USERS_KEY, COMMISSIONS_KEY]);
}

/** POST /api/users: the new account, and whether its invitation was sent, sits in the outbox or waits for a retry. */
export function useCreateUser() {
  return useUserMutation((input: CreateUserInput) => api<CreatedUser>('/api/users', { method: 'POST', body: input }));
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

/** POST /api/users/:uid/password-reset: e-mails a link to set a new password; says what became of the mail. */
export function useSendPasswordLink() {
  return useMutation({
    mutationFn: (uid: string) =>
      api<PasswordLinkSent>(`/api/users/${encodeURIComponent(uid)}/password-reset`, { method: 'POST', body: {} }),
  });
}
