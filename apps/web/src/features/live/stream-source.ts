import { LIVE_STREAM_REVOKED, type LiveRevoked } from '@quorum/shared';
import { reportUnauthenticated } from '../../lib/api';

/** What a page does with a live stream's events (by name, their data as sent) and with its link. */
export interface StreamHandlers {
  events: Record<string, (data: string) => void>;
  /** The link is open: `again` once it came back (something may have been missed meanwhile). */
  onOpen?: (again: boolean) => void;
  /** The link is lost: the browser reconnects by itself with `Last-Event-ID`. */
  onLost?: () => void;
  /** The server refused the stream (no access, or failing): tried again, less and less often. */
  onRefused?: () => void;
  /** The server ended the stream because the right that opened it is gone: not tried again. */
  onRevoked?: (revoked: LiveRevoked) => void;
}

/** An open live stream: whether its link is open now, and its end. */
export interface StreamSource {
  isOpen: () => boolean;
  close: () => void;
}

/**
 * Opens a commission's live stream (Server-Sent Events, with the cookies) and keeps it open: the browser's EventSource
 * reconnects by itself; a refusal is tried again after 2, 4… up to 30 seconds; a `revoked` event closes it for good
 * (before the server's end arrives, so the browser does not reconnect), and a session that ended is signed out here as
 * a 401 answer would (the app goes to sign-in).
 */
export function openStream(url: string, handlers: StreamHandlers): StreamSource {
  let source: EventSource | null = null;
  let retry: number | undefined;
  let failures = 0;
  let opens = 0;
  const onRevoked = (event: MessageEvent<string>) => {
    source?.close();
    const revoked = JSON.parse(event.data) as LiveRevoked;
    handlers.onRevoked?.(revoked);
    if (revoked.code === 'UNAUTHENTICATED') reportUnauthenticated(url);
  };
  const connect = () => {
    const opened = new EventSource(url, { withCredentials: true });
    source = opened;
    for (const [name, handle] of Object.entries(handlers.events))
      opened.addEventListener(name, ((event: MessageEvent<string>) => handle(event.data)) as EventListener);
    opened.addEventListener(LIVE_STREAM_REVOKED, onRevoked as EventListener);
    opened.onopen = () => {
      failures = 0;
      handlers.onOpen?.(opens++ > 0);
    };
    opened.onerror = () => {
      handlers.onLost?.();
      if (opened.readyState !== EventSource.CLOSED) return;
      failures += 1;
      handlers.onRefused?.();
      retry = window.setTimeout(connect, Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)));
    };
  };
  connect();
  return {
    isOpen: () => source?.readyState === EventSource.OPEN,
    close: () => {
      window.clearTimeout(retry);
      source?.close();
    },
  };
}
