import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FloorVote, VOTE_ANSWERS, type VoteAnswer } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { useSubmit } from '../../../components/use-submit';
import { newActionId } from '../../../lib/api';
import { ballotsQuery, useCastBallot } from '../api';
import { useConsole, useConsoleHeard } from '../use-console';

/**
 * «Votos emitidos N de M»: the higher of the count read and the count the stream last announced for this vote (the
 * stream's light event arrives before the read does; a count never goes down within a vote).
 */
export function castOf(
  read: { voteId: string; cast: number } | null | undefined,
  heard: { voteId: string; cast: number } | null | undefined,
) {
  const fromRead = read?.cast ?? 0;
  return heard && read && heard.voteId === read.voteId ? Math.max(fromRead, heard.cast) : fromRead;
}

/** The chair casts a delegation's ballot by hand: one without a phone («Votar por una delegación sin teléfono»). */
function CastForDelegation({
  voteId,
  voters,
  secret,
}: {
  voteId: string;
  voters: { id: string; name: string; voted: boolean; mayAbstain: boolean }[];
  secret: boolean;
}) {
  const { t } = useTranslation();
  const { commissionId } = useConsole();
  const cast = useCastBallot(commissionId);
  const submit = useSubmit();
  // A secret vote counts a delegation's first ballot only: who voted is not offered again.
  const open = voters.filter((v) => !secret || !v.voted);
  const [delegationId, setDelegationId] = useState('');
  const voter = open.find((v) => v.id === delegationId);
  const send = (choice: VoteAnswer) =>
    submit.run(async () => {
      await cast.mutateAsync({ voteId, delegationId, choice, actionId: newActionId() });
      setDelegationId('');
      return t('sessionConsoleLater.votes.phones.castDone', { name: voter?.name ?? '' });
    });
  if (open.length === 0) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h4">
        {t('sessionConsoleLater.votes.phones.castFor')}
      </Typography>
      <SelectField
        size="small"
        label={t('sessionConsoleLater.votes.phones.delegation')}
        value={delegationId}
        onChange={setDelegationId}
        options={open.map((v) => ({ value: v.id, label: v.name }))}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {VOTE_ANSWERS.map((answer) => (
          <Button
            key={answer}
            variant="outlined"
            disabled={!voter || submit.busy || (answer === 'abstencion' && !voter.mayAbstain)}
            onClick={() => void send(answer)}
          >
            {t(`sessionConsoleLater.votes.answers.${answer}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * A vote from phones in progress: «Votos emitidos N de M» live, who has voted (in a recorded vote, what), a ballot by
 * hand for a delegation without a phone, and «Cerrar votación», which counts the ballots (decision 036).
 */
export function PhoneVote({ vote }: { vote: FloorVote }) {
  const { t } = useTranslation();
  const { commissionId, send } = useConsole();
  const { ballots: heard } = useConsoleHeard();
  const phones = vote.phones;
  const heardKey = heard && phones && heard.voteId === phones.voteId ? `${heard.voteId}:${heard.cast}` : (phones?.voteId ?? '');
  const read = useQuery({ ...ballotsQuery(commissionId, heardKey), enabled: phones !== null });
  if (!phones) return null;
  const view = read.data?.vote?.voteId === phones.voteId ? read.data.vote : null;
  const byId = new Map((view?.voters ?? []).map((v) => [v.delegationId, v]));
  const voters = phones.voters.map((v) => ({ ...v, voted: byId.get(v.id)?.voted ?? false }));
  const cast = castOf(view ?? { voteId: phones.voteId, cast: 0 }, heard);
  return (
    <Stack spacing={1.5}>
      <Typography variant="h5" component="p" role="status" aria-live="polite" data-testid="ballots-cast">
        {t('sessionConsoleLater.votes.phones.cast', { cast, eligible: phones.voters.length })}
      </Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t('sessionConsoleLater.votes.phones.whoVoted')}>
        {voters.map((v) => {
          const ballot = byId.get(v.id);
          const choice = ballot?.choice ? ` · ${t(`sessionConsoleLater.votes.answers.${ballot.choice}`)}` : '';
          const byChair = ballot?.source === 'chair' ? ` · ${t('sessionConsoleLater.votes.phones.byChair')}` : '';
          return (
            <Chip
              key={v.id}
              size="small"
              color={v.voted ? 'success' : 'default'}
              variant={v.voted ? 'filled' : 'outlined'}
              label={`${v.name}${choice}${byChair}`}
            />
          );
        })}
      </Stack>
      {phones.secret && <Typography variant="body2">{t('sessionConsoleLater.votes.phones.secretNote')}</Typography>}
      <CastForDelegation voteId={phones.voteId} voters={voters} secret={phones.secret} />
      <Button variant="contained" onClick={() => send({ type: 'vote.close' })} sx={{ alignSelf: 'flex-start' }}>
        {t('sessionConsoleLater.votes.phones.close')}
      </Button>
    </Stack>
  );
}
