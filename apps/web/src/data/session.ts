import { ROLES, type Account, type Profile, type SessionInfo } from '@quorum/shared';
import { useSyncExternalStore } from 'react';

/** Local-storage keys of the seed (§4): the profile ("user document") and the account. */
const PROFILE_KEY = 'userData';
const USER_KEY = 'user';

export interface AuthState {
  user: Account | null;
  profile: Profile | null;
}

const SIGNED_OUT: AuthState = { user: null, profile: null };

function readStored(): AuthState {
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as Account | null;
    const profile = JSON.parse(localStorage.getItem(PROFILE_KEY) ?? 'null') as Profile | null;
    if (user && typeof user.id === 'string' && profile && (ROLES as readonly string[]).includes(profile.role)) {
      return { user, profile };
    }
  } catch {
    // Unreadable storage counts as signed out.
  }
  return SIGNED_OUT;
}

let state: AuthState = readStored();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The current auth state (restored from local storage at start-up). */
export function getAuth(): AuthState {
  return state;
}

/** Subscribes to auth changes; returns the unsubscribe function. */
export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores a signed-in session: profile under `userData`, account under `user`. */
export function setSession(info: SessionInfo): void {
  try {
    localStorage.setItem(PROFILE_KEY, JSON.stringify(info.profile));
    localStorage.setItem(USER_KEY, JSON.stringify(info.user));
  } catch {
    // Private mode or full storage: the session still works for this page.
  }
  state = { user: info.user, profile: info.profile };
  emit();
}

/** Replaces the stored profile after the user edits it. */
export function setProfile(profile: Profile): void {
  if (!state.user) return;
  setSession({ user: { ...state.user, name: profile.name, email: profile.email }, profile });
}

/** Signs out locally: both keys are removed. */
export function clearSession(): void {
  try {
    localStorage.removeItem(PROFILE_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    // Nothing to clear.
  }
  if (state === SIGNED_OUT) return;
  state = SIGNED_OUT;
  emit();
}

/** Follows sign-in and sign-out made in another tab. */
export function watchOtherTabs(onChange: () => void): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== PROFILE_KEY && event.key !== USER_KEY) return;
    const next = readStored();
    if (next.profile?.uid === state.profile?.uid && next.profile?.updatedAt === state.profile?.updatedAt) return;
    state = next;
    emit();
    onChange();
  });
}

/** React hook: the current auth state. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuth, getAuth);
}
