import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DelegationBallot, VOTE_ANSWERS, type VoteAnswer } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newActionId } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/errors';
import { roomBallotQuery, useCastPhoneBallot } from '../api';

/**
 * What this phone sent in a vote, kept on the phone: the ballot not yet acknowledged (sent again, with the same action
 * id, when the page opens again) and the choice it made. A secret vote's choice is known only here: the server keeps
 * who voted and the tally, never the link between them.
 */
interface SentBallot {
  voteId: string;
  choice: VoteAnswer;
  actionId: string;
  acknowledged: boolean;
  /** False when the answer was «ya votó»: a secret vote counted another phone's first ballot, not this choice. */
  counted?: boolean;
}
const SENT_KEY = 'quorum.room.ballot';

function readSent(voteId: string): SentBallot | null {
  try {
    const sent = JSON.parse(localStorage.getItem(SENT_KEY) ?? 'null') as SentBallot | null;
    return sent?.voteId === voteId ? sent : null;
  } catch {
    return null;
  }
}

function keepSent(sent: SentBallot): void {
  try {
    localStorage.setItem(SENT_KEY, JSON.stringify(sent));
  } catch {
    // A phone that keeps nothing still votes; it only cannot say its secret choice after a reload.
  }
}

type OpenBallot = NonNullable<DelegationBallot['vote']>;

/**
 * The delegation's ballot on its phone (PRODUCT §9, decision 036): three buttons (abstention only when the roll call
 * allows it), then «Tu voto: …». Two keyboard actions cast it (Tab to a button, Enter). A recorded vote may be changed
 * until the chair closes it; a secret one counts the delegation's first ballot. `heard` moves when the delegation voted
 * from another device (or the chair for it): the ballot is read again.
 */
export function RoomBallot({ voteId, heard }: { voteId: string; heard: number }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const ballot = useQuery(roomBallotQuery(voteId, heard));
  const castBallot = useCastPhoneBallot();
  const [sent, setSent] = useState<SentBallot | null>(() => readSent(voteId));
  const resent = useRef(false);

  const send = (next: SentBallot) => {
    setSent(next);
    keepSent(next);
    castBallot.mutate(
      { voteId: next.voteId, choice: next.choice, actionId: next.actionId },
      {
        onSuccess: (answer) => {
          const done = { ...next, acknowledged: true, counted: answer.status === 'counted' };
          setSent(done);
          keepSent(done);
        },
      },
    );
  };

  // A ballot sent before the page closed and never acknowledged goes again, with its action id.
  useEffect(() => {
    if (resent.current || !sent || sent.acknowledged) return;
    resent.current = true;
    send(sent);
  });

  const vote: OpenBallot | null | undefined = ballot.data?.vote;
  if (!vote || vote.voteId !== voteId) return null;
  if (!vote.eligible)
    return (
      <Typography role="status" sx={{ mt: 1 }}>
        {t('room.ballot.notVoter')}
      </Typography>
    );
  const secret = vote.method === 'phones_secret';
  const own = vote.choice ?? (sent?.acknowledged && sent.counted !== false ? sent.choice : null);
  const closedToChange = vote.firstCounts && vote.voted;
  const choices = VOTE_ANSWERS.filter((answer) => answer !== 'abstencion' || vote.mayAbstain);
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }} data-testid="room-ballot">
      <Typography variant="body2" color="text.secondary">
        {t(secret ? 'room.ballot.secret' : vote.firstCounts ? 'room.ballot.recordedFirst' : 'room.ballot.recorded')}
      </Typography>
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 700 }} data-testid="room-ballot-status">
        {castBallot.isPending
          ? t('room.ballot.sending')
          : vote.voted
            ? own
              ? t('room.ballot.yours', { choice: t(`room.ballot.choices.${own}`) })
              : t('room.ballot.delegationVoted')
            : t('room.ballot.notYet')}
      </Typography>
      {!closedToChange && (
        <Stack spacing={1} role="group" aria-label={t('room.ballot.choose')}>
          {choices.map((choice) => (
            <Button
              key={choice}
              variant={own === choice ? 'contained' : 'outlined'}
              size="large"
              aria-pressed={own === choice}
              disabled={castBallot.isPending}
              onClick={() => send({ voteId, choice, actionId: newActionId(), acknowledged: false })}
            >
              {t(`room.ballot.choices.${choice}`)}
            </Button>
          ))}
        </Stack>
      )}
      {castBallot.isError && <Alert severity="error">{errorMessage(castBallot.error)}</Alert>}
    </Stack>
  );
}
