import type { LivePapers } from '@quorum/shared';
import { useEffect } from 'react';
import type { PapersStream } from './papers-stream';

/**
 * A page of working papers follows their changes on a live stream (`followPapers`, decision 038), loaded after the page
 * has painted: its first visit carries none of the live client, and a page that could not load it still reads again on
 * request. `stream` null: not yet (the page has not read what it may); `onPapers` stable (a new one opens again).
 */
export function useLivePapers(stream: PapersStream | null, onPapers: (notice: LivePapers) => void): void {
  useEffect(() => {
    if (!stream) return;
    let stop: (() => void) | null = null;
    let gone = false;
    import('./papers-stream')
      .then(({ followPapers }) => {
        if (!gone) stop = followPapers(stream, onPapers);
      })
      .catch(() => {});
    return () => {
      gone = true;
      stop?.();
    };
  }, [stream, onPapers]);
}
