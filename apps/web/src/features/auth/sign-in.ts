import type { SessionInfo } from '@quorum/shared';
import { api } from '../../lib/api';
import { clearQueryCache } from '../../lib/query-client';
import { clearSession, setSession } from '../../data/session';

/** Signs in and stores the session (profile under `userData`, account under `user`). */
export async function signIn(email: string, password: string): Promise<SessionInfo> {
  const info = await api<SessionInfo>('/api/auth/sign-in', { method: 'POST', body: { email, password } });
  clearQueryCache();
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
  clearQueryCache();
}
