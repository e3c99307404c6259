import { delegationName, type FloorResult, type FloorVote, type LiveState } from '@quorum/shared';

/** The speakers shown as next on the room's screen. */
const NEXT_SPEAKERS_SHOWN = 5;

/** The next speakers (up to five: their place's id and delegation's name) and how many more are waiting. */
export function nextSpeakers(state: LiveState): { next: { id: string; name: string }[]; more: number } {
  const { speakers } = state.floor;
  const next = speakers.slice(0, NEXT_SPEAKERS_SHOWN).map((s) => ({ id: s.id, name: delegationName(state, s.delegationId) }));
  return { next, more: Math.max(0, speakers.length - NEXT_SPEAKERS_SHOWN) };
}

/** A result taken this recently holds the centre of the screen (unless someone has the floor or a vote is open). */
const RESULT_CENTRE_MS = 30_000;

/** The latest result, while it is recent enough to hold the centre at `now` (server ms). */
function recentResult(state: LiveState, now: number): FloorResult | null {
  const [latest] = state.floor.results;
  return latest && now - latest.at < RESULT_CENTRE_MS ? latest : null;
}

/** What the side column shows of voting: the vote in progress (unless it has the centre), else the latest result. */
export type VoteOnScreen = { kind: 'open'; vote: FloorVote } | { kind: 'result'; result: FloorResult } | null;

export function voteOnSide(state: LiveState, now: number): VoteOnScreen {
  if (state.floor.vote) return centreOf(state, now) === 'vote' ? null : { kind: 'open', vote: state.floor.vote };
  const [latest] = state.floor.results;
  if (!latest || centreOf(state, now) === 'result') return null;
  return { kind: 'result', result: latest };
}

/**
 * What takes the centre of the screen: the speech; a vote in progress; a result just taken (for RESULT_CENTRE_MS,
 * the moment the whole room watches); a caucus's timer between speakers; or nothing.
 */
export type BannerCentre = 'speech' | 'vote' | 'result' | 'caucus' | 'none';

export function centreOf(state: LiveState, now: number): BannerCentre {
  const { speech, caucus, vote } = state.floor;
  if (speech) return 'speech';
  if (vote) return 'vote';
  if (recentResult(state, now)) return 'result';
  return caucus ? 'caucus' : 'none';
}

/** The result the centre shows (see centreOf). */
export function centreResult(state: LiveState, now: number): FloorResult | null {
  return centreOf(state, now) === 'result' ? recentResult(state, now) : null;
}
