/** The names of the live stream's own events (live.ts), without zod: pages listen to them without loading it (decision 027). */

/**
 * The live stream (`GET /api/commissions/:id/live/events`, Server-Sent Events). On connect a `snapshot`
 * (the state, id = its last sequence); then one event per log entry, named as the entry (the shared event
 * name, as in the log and the audit), id = its sequence, data = the entry and the state after it (never
 * older than the entry: entries read together carry the state after the last of them); and a `heartbeat`
 * carrying the server's clock, from which clients keep their clock offset; and a `news` event (no id) when the
 * press headlines of the commission changed (its banner reads them again). The right that opened the stream is
 * checked again before every heartbeat: once it is gone, a last `revoked` event (no id; the error code and its
 * Spanish message) and the stream ends, and the client does not reconnect.
 */
export const LIVE_STREAM_SNAPSHOT = 'snapshot';
export const LIVE_STREAM_HEARTBEAT = 'heartbeat';
/** GET: the server's time now (`{ serverTime }`), for a screen's round-trip clock measure. */
export const LIVE_TIME_PATH = '/api/live/time';
/** GET: the room's live stream for a delegate's phone, its device session's commission (decision 035; the cookie is sent only to `/api/room…`). */
export const ROOM_EVENTS_PATH = '/api/room/events';
export const LIVE_STREAM_NEWS = 'news';
export const LIVE_STREAM_REVOKED = 'revoked';
/**
 * A ballot of a vote from phones was cast (decision 036): a light event, no id, `{ voteId, cast, eligible }` — never
 * the state, never a choice. Ballots are not log entries; `cast` never goes down within a vote, so a client keeps the
 * highest it heard.
 */
export const LIVE_STREAM_BALLOTS = 'ballots';
/**
 * A delegation made or withdrew a request from its phone (decision 037): a light event, no id, `{ delegationId }`.
 * Requests are not log entries (the chair's rulings on them are); the console reads its queue again.
 */
export const LIVE_STREAM_REQUESTS = 'requests';
/**
 * A working paper of the commission changed (decision 038: created, saved, a sponsor added, signed, a signature
 * withdrawn, approved as a draft resolution): a light event, no id, `{ paperId, version }` — the paper's version after
 * the write, never its text (`paperId` empty when the bus lost track: any paper may have changed). Heard by the
 * delegates' phones and the chair's stream; the papers' pages read the paper again.
 */
export const LIVE_STREAM_PAPERS = 'papers';
/**
 * The phone's own delegation cast a ballot, from this phone or another of its devices, or the chair cast it for the
 * delegation (decision 036): a light event, no id, `{ voteId }` (empty when the bus lost track), heard only by that
 * delegation's phones; the phone reads its ballot again. Never another delegation's, never a count or a choice.
 */
export const LIVE_STREAM_OWN_BALLOT = 'own-ballot';
