import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { calledNow, type FloorVote, type RollCallAnswer, VOTE_ANSWERS } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newActionId } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/errors';
import { useAnswerRollCall } from '../api';

interface Props {
  /** The open roll-call vote, as the live state has it. */
  vote: FloorVote;
  /** This phone's delegation. */
  delegationId: string;
}

/**
 * A roll-call vote on the delegation's phone (PRODUCT §9 «roll call on phones»): the called delegation's phone asks
 * «Es tu turno» with its answers (abstention when the delegation may abstain and has not passed; «Pasa» once, not on a
 * motion); every other phone shows who is being called. Each tap sends one answer with an action id made for it.
 */
export function RoomRollCall({ vote, delegationId }: Props) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const answer = useAnswerRollCall();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const rollCall = vote.rollCall;
  if (!rollCall) return null;
  const called = calledNow(rollCall);
  const voter = rollCall.voters.find((v) => v.id === delegationId);
  const own = rollCall.answers[delegationId];
  const passed = rollCall.passes.includes(delegationId);
  const calledName = rollCall.voters.find((v) => v.id === called)?.name;
  // On a motion only «a favor» and «en contra»; after a «pasa», no abstention and no second «pasa».
  const choices: RollCallAnswer[] = [
    ...VOTE_ANSWERS.filter((choice) => choice !== 'abstencion' || (rollCall.substantive && voter?.mayAbstain && !passed)),
    ...(rollCall.substantive && !passed ? (['pasa'] as const) : []),
  ];
  // The roll call's step: an answer taken waits for the live state to move on (no second tap meanwhile).
  const step = Object.keys(rollCall.answers).length + rollCall.passes.length;
  const taken = sentAt === step;
  const send = (choice: RollCallAnswer) =>
    answer.mutate({ voteId: vote.key, answer: choice, actionId: newActionId() }, { onSuccess: () => setSentAt(step) });

  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }} data-testid="room-roll-call">
      {own ? (
        <Typography role="status" sx={{ fontWeight: 700 }}>
          {t('room.rollCall.answered', { answer: t(`room.rollCall.choices.${own}`) })}
        </Typography>
      ) : passed && called !== delegationId ? (
        <Typography role="status">{t('room.rollCall.passed')}</Typography>
      ) : null}
      {voter && called === delegationId ? (
        <>
          <Typography role="status" aria-live="assertive" sx={{ fontWeight: 700 }} data-testid="room-roll-call-turn">
            {answer.isPending || taken ? t('room.rollCall.sending') : t('room.rollCall.yourTurn')}
          </Typography>
          <Stack spacing={1} role="group" aria-label={t('room.rollCall.choose')}>
            {choices.map((choice) => (
              <Button key={choice} variant="outlined" size="large" disabled={answer.isPending || taken} onClick={() => send(choice)}>
                {t(`room.rollCall.choices.${choice}`)}
              </Button>
            ))}
          </Stack>
        </>
      ) : calledName ? (
        <Typography role="status" aria-live="polite" data-testid="room-roll-call-calling">
          {t('room.rollCall.calling', { delegation: calledName })}
        </Typography>
      ) : (
        <Typography variant="body2">{t('room.rollCall.waiting')}</Typography>
      )}
      {answer.isError && <Alert severity="error">{errorMessage(answer.error)}</Alert>}
    </Stack>
  );
}
