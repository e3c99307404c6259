import { LIVE_STREAM_PAPERS, type LivePapers, ROOM_EVENTS_PATH } from '@quorum/shared';
import { openStream } from './stream-source';

/** The stream a page of papers follows: `'room'` (a delegate's phone: its device session's commission's), or its address. */
export type PapersStream = string;

/** What a page reading papers is told when it may have missed changes: any paper. */
const ANY_PAPER: LivePapers = { paperId: '', version: 0 };

/**
 * Follows a commission's live stream for its working papers' changes only (decision 038): `onPapers` is called with each
 * change heard (the paper's id and version), as heard, and with «any paper» when the link comes back or the stream is
 * revoked (reading again then shows the refusal). The state, its entries and the clock are left alone. Returns the end.
 */
export function followPapers(stream: PapersStream, onPapers: (notice: LivePapers) => void): () => void {
  return openStream(stream === 'room' ? ROOM_EVENTS_PATH : stream, {
    events: { [LIVE_STREAM_PAPERS]: (data) => onPapers(JSON.parse(data) as LivePapers) },
    onOpen: (again) => again && onPapers(ANY_PAPER),
    onRevoked: () => onPapers(ANY_PAPER),
  }).close;
}
