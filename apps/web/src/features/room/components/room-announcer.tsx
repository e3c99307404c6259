import Box from '@mui/material/Box';
import { type LiveState, remainingAt } from '@quorum/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The seconds left of a running speech that are said out loud, once each per speech (highest first). */
const SPEECH_MARKS = [30, 10] as const;

interface Props {
  state: LiveState;
  /** The phone's delegation. */
  own: string;
  /** The server's time now (ms): the page's one clock, the timer's. */
  now: number;
}

/** What the page has heard before, to tell a change (a vote opening, a speech starting) from the state as first read. */
interface Heard {
  voteId: string | null;
  speechId: string | null;
  /** The running speech's remaining time at the last look, and the marks already said for it. */
  remainingMs: number | null;
  said: Set<number>;
}

/**
 * The page's one polite live region (`/sala`, decision 035): «Votación abierta: …» when a vote opens, «Es tu turno»
 * when the phone's delegation's speech starts, and «Quedan 30 segundos» / «Quedan 10 segundos» as the running
 * speech's timer crosses them, once each per speech. What was already so when the page first read the room (an open
 * vote, a speech under way) is on the page, not announced. Visually hidden: the page shows all of it already.
 */
export function RoomAnnouncer({ state, own, now }: Props) {
  const { t } = useTranslation();
  const [said, setSaid] = useState({ text: '', count: 0 });
  const heard = useRef<Heard | null>(null);
  const { vote, speech } = state.floor;
  const voteId = vote?.id ?? null;
  const speechId = speech?.id ?? null;
  const remainingMs = speech ? remainingAt(speech.timer, now) : null;
  const running = speech?.timer.startedAt != null;

  useEffect(() => {
    const before = heard.current;
    const next: Heard = {
      voteId,
      speechId,
      remainingMs,
      said: before && before.speechId === speechId ? before.said : new Set(),
    };
    heard.current = next;
    if (!before) return;
    let text: string | null = null;
    if (voteId && voteId !== before.voteId && vote) text = t('room.announce.voteOpen', { title: vote.subject.label });
    else if (speechId && speechId !== before.speechId && speech?.delegationId === own) text = t('room.announce.yourTurn');
    else if (running && remainingMs !== null && remainingMs > 0) {
      // A mark is said when the running timer crosses it while the page looks (a speech shorter than the mark never
      // says it), once per speech; a phone that slept through two says only the lower one.
      const previous = before.speechId === speechId ? before.remainingMs : null;
      const crossed = SPEECH_MARKS.filter(
        (mark) => previous !== null && previous > mark * 1000 && remainingMs <= mark * 1000 && !next.said.has(mark),
      );
      for (const mark of crossed) next.said.add(mark);
      const lowest = crossed.at(-1);
      if (lowest !== undefined) text = t('room.announce.secondsLeft', { count: lowest });
    }
    if (text !== null) {
      const said = text;
      setSaid((current) => ({ text: said, count: current.count + 1 }));
    }
  }, [voteId, speechId, remainingMs, running, vote, speech, own, t]);

  return (
    <Box
      aria-live="polite"
      aria-atomic="true"
      data-testid="room-announcer"
      sx={{
        position: 'absolute',
        width: '1px',
        height: '1px',
        p: 0,
        m: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {/* The same words twice in a row (two turns) change the region all the same, so they are read again. */}
      {said.text && `${said.text}${said.count % 2 === 0 ? '\u00a0' : ''}`}
    </Box>
  );
}
