import { SESSION_PATH, type SessionInfo } from '@quorum/shared';
import { api, ApiError } from '../../lib/api';
import { clearSession, setSession } from '../../data/session';

let check: Promise<void> | null = null;

/**
 * Confirms the restored session with the server once per page load: a valid session refreshes the
 * stored profile, a 401 clears both keys; when the server cannot be reached the stored state stays.
 */
export function confirmSession(): Promise<void> {
  check ??= api<SessionInfo>(SESSION_PATH).then(
    (info) => setSession(info),
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) clearSession();
    },
  );
  return check;
}
