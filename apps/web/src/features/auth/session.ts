import type { SessionInfo } from '@quorum/shared';
import { api, ApiError, queryClient } from '../../lib/api';
import { clearSession, setSession } from './auth-store';

let check: Promise<void> | null = null;

/**
 * Confirms the restored session with the server once per page load: a valid session refreshes the
 * stored profile, a 401 clears both keys; when the server cannot be reached the stored state stays.
 */
export function confirmSession(): Promise<void> {
  check ??= api<SessionInfo>('/api/auth/session').then(
    (info) => setSession(info),
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) clearSession();
    },
  );
  return check;
}

/** Signs in and stores the session. */
export async function signIn(email: string, password: string): Promise<SessionInfo> {
  const info = await api<SessionInfo>('/api/auth/sign-in', { method: 'POST', body: { email, password } });
  queryClient.clear();
  setSession(info);
  return info;
}

/** Ends the server session (errors ignored: the local session ends anyway) and clears both keys. */
export async function signOut(): Promise<void> {
  try {
    await api<void>('/api/auth/sign-out', { method: 'POST', body: {} });
  } catch {
    // Already signed out on the server, or offline.
  }
  clearSession();
  queryClient.clear();
}
