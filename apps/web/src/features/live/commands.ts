import type { LiveCommand, LiveCommandResult, LiveState } from '@quorum/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, api, isApiError } from '../../lib/api';
import type { LiveFeed } from './use-live';
import { newActionId } from '../../lib/api';

/** A command the chair made and the server has not answered yet, or refused. */
export interface LiveAction {
  actionId: string;
  command: LiveCommand;
  /** The state version the chair saw when making it. */
  madeOn: number;
  /** Tries so far (a retry carries the same action id: the server applies it once). */
  attempts: number;
  /** Why the server refused it (it changed nothing). */
  error?: ApiError;
}

/**
 * The version a queued action is sent with: the version it was made on, moved on past the versions this
 * screen's own earlier actions produced (the chair saw those coming). Any other change in between — another
 * chair's — keeps the version it was made on, so the server answers STATE_CHANGED instead of applying it blindly.
 */
export function versionToSend(madeOn: number, current: number, own: ReadonlySet<number>): number {
  for (let v = madeOn + 1; v <= current; v += 1) if (!own.has(v)) return madeOn;
  return current;
}

/** Whether an error means «try again later with the same action id»: no answer, a server error, or too fast. */
function isTransient(error: unknown): boolean {
  return !isApiError(error) || error.code === 'NETWORK' || error.status >= 500 || error.status === 429;
}

const storageKey = (url: string) => `quorum.live.actions:${url}`;

function loadQueue(url: string): LiveAction[] {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey(url)) ?? '[]') as LiveAction[];
  } catch {
    return [];
  }
}

/**
 * Sends a chair's commands in order, one at a time, each with its own action id. A command that gets no
 * answer waits and is sent again with the same id (kept across a reload in this tab's storage), so nothing
 * is lost and nothing is applied twice; a refused one (a rule, or another chair acting first) is kept with
 * the server's message until the chair dismisses or repeats it.
 */
export function useLiveCommands(commandsUrl: string, feed: LiveFeed) {
  const [queue, setQueue] = useState<LiveAction[]>(() => loadQueue(commandsUrl));
  const [refused, setRefused] = useState<LiveAction[]>([]);
  const [waiting, setWaiting] = useState(false);
  const own = useRef(new Set<number>());
  const sending = useRef(false);
  const { state, accept } = feed;
  const version = state?.version;

  useEffect(() => {
    sessionStorage.setItem(storageKey(commandsUrl), JSON.stringify(queue.map(({ error: _, ...a }) => a)));
  }, [commandsUrl, queue]);

  useEffect(() => {
    const head = queue[0];
    if (!head || sending.current || version === undefined) return;
    sending.current = true;
    let retry: number | undefined;
    const body = { version: versionToSend(head.madeOn, version, own.current), actionId: head.actionId, command: head.command };
    api<LiveCommandResult>(commandsUrl, { method: 'POST', body })
      .then((result) => {
        sending.current = false;
        own.current.add(result.state.version);
        accept(result.state);
        setWaiting(false);
        setQueue((q) => q.filter((a) => a.actionId !== head.actionId));
      })
      .catch((error: unknown) => {
        sending.current = false;
        if (isTransient(error)) {
          setWaiting(true);
          const again = () => setQueue((q) => q.map((a) => (a.actionId === head.actionId ? { ...a, attempts: a.attempts + 1 } : a)));
          retry = window.setTimeout(again, Math.min(10_000, 500 * 2 ** Math.min(head.attempts, 5)));
          return;
        }
        const current = (error as ApiError).body as { state?: LiveState } | undefined;
        if (current?.state) accept(current.state);
        setWaiting(false);
        setRefused((r) => [...r, { ...head, error: error as ApiError }]);
        setQueue((q) => q.filter((a) => a.actionId !== head.actionId));
      });
    return () => window.clearTimeout(retry);
  }, [queue, version, commandsUrl, accept]);

  const send = useCallback(
    (command: LiveCommand) => {
      if (version === undefined) return;
      setQueue((q) => [...q, { actionId: newActionId(), command, madeOn: version, attempts: 0 }]);
    },
    [version],
  );
  const dismiss = useCallback((actionId: string) => setRefused((r) => r.filter((a) => a.actionId !== actionId)), []);
  /** Makes a refused command again, on the state as it is now. */
  const repeat = useCallback(
    (action: LiveAction) => {
      dismiss(action.actionId);
      send(action.command);
    },
    [dismiss, send],
  );

  return { send, queue, refused, waiting, dismiss, repeat };
}
