import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field';
import Typography from '@mui/material/Typography';
import { calledNow, type FloorVote, type Majority, type VoteMethod } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegerField, parseInteger } from '../../../components/integer-field';
import { MajorityField } from '../../../components/motion-fields';
import { SelectField } from '../../../components/select-field';
import { useConsole } from '../use-console';
import { ConsoleForm } from './console-form';
import { PhoneVote } from './phone-vote';
import { PlacardProblem, usePlacardCheck } from './placard-problem';
import { ResultsList } from './results-list';

/** Each way of voting's words in the console. */
const METHOD_KEYS = {
  placard: 'sessionConsoleLater.votes.placard',
  roll_call: 'sessionConsoleLater.votes.rollCall',
  phones_recorded: 'sessionConsoleLater.votes.phonesRecorded',
  phones_secret: 'sessionConsoleLater.votes.phonesSecret',
} as const satisfies Record<VoteMethod, string>;

/**
 * Opens a vote on a document: its title, how it is voted (placards, roll call, phones recorded or secret; a Security
 * Council never votes in secret) and the majority it needs.
 */
function OpenVoteForm() {
  const { t } = useTranslation();
  const { state, send } = useConsole();
  const [title, setTitle] = useState('');
  const [method, setMethod] = useState<VoteMethod>(state.floor.nextVoteByRollCall ? 'roll_call' : 'placard');
  const methods: VoteMethod[] = [
    'placard',
    'roll_call',
    'phones_recorded',
    ...(state.rules.securityCouncilVotes === null ? (['phones_secret'] as const) : []),
  ];
  const [majority, setMajority] = useState<Majority>('simple');
  // A recorded vote from phones may count each delegation's first ballot (votes cannot change); a secret one always does.
  const [firstCounts, setFirstCounts] = useState(false);
  const open = () => {
    send({
      type: 'vote.open',
      title: title.trim(),
      method,
      majority,
      ...(method === 'phones_recorded' && firstCounts ? { firstCounts } : {}),
    });
    setTitle('');
  };
  return (
    <ConsoleForm onSubmit={open} ready={title.trim().length > 0} submitLabel={t('sessionConsoleLater.votes.open')}>
      <TextField
        size="small"
        required
        label={t('sessionConsoleLater.votes.document')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <Stack direction="row" spacing={1}>
        <SelectField
          size="small"
          fullWidth
          label={t('sessionConsoleLater.votes.method')}
          value={method}
          onChange={(value) => setMethod(value as VoteMethod)}
          options={methods.map((value) => ({ value, label: t(METHOD_KEYS[value]) }))}
        />
        <MajorityField value={majority} onChange={setMajority} />
      </Stack>
      {method === 'phones_recorded' && (
        <FormControlLabel
          control={<Checkbox checked={firstCounts} onChange={(e) => setFirstCounts(e.target.checked)} />}
          label={t('sessionConsoleLater.votes.firstCounts')}
        />
      )}
      {state.floor.nextVoteByRollCall && <Typography variant="body2">{t('sessionConsoleLater.votes.rollCallMoved')}</Typography>}
    </ConsoleForm>
  );
}

/** The counts of a placard vote, with the veto holders voting against in a Security Council. */
function PlacardForm() {
  const { t } = useTranslation();
  const { state, send } = useConsole();
  const [counts, setCounts] = useState({ yes: '', no: '', abstain: '' });
  const [vetoes, setVetoes] = useState<string[]>([]);
  const parsed = {
    yes: parseInteger(counts.yes),
    no: parseInteger(counts.no),
    abstain: counts.abstain === '' ? 0 : parseInteger(counts.abstain),
  };
  const majority = state.floor.vote?.majority ?? 'simple';
  const { ready, problem } = usePlacardCheck(state, { ...parsed, vetoHoldersAgainst: vetoes }, { substantive: true, majority });
  const holders = state.rules.kind === 'consejo_seguridad' ? state.attendance.filter((d) => d.veto && d.status !== 'ausente') : [];
  const field = (key: keyof typeof counts, label: string) => (
    <IntegerField
      size="small"
      label={label}
      value={counts[key]}
      onChange={(e) => setCounts((c) => ({ ...c, [key]: e.target.value }))}
      slotProps={{ htmlInput: { min: 0 } }}
    />
  );
  const record = () =>
    send({ type: 'vote.placard', yes: parsed.yes ?? 0, no: parsed.no ?? 0, abstain: parsed.abstain ?? 0, vetoHoldersAgainst: vetoes });
  return (
    <ConsoleForm onSubmit={record} ready={ready} submitLabel={t('sessionConsoleLater.votes.record')}>
      <Stack direction="row" spacing={1}>
        {field('yes', t('sessionConsoleLater.votes.yes'))}
        {field('no', t('sessionConsoleLater.votes.no'))}
        {field('abstain', t('sessionConsoleLater.votes.abstain'))}
      </Stack>
      <PlacardProblem problem={problem} />
      {holders.length > 0 && (
        <div>
          <Typography variant="body2">{t('sessionConsoleLater.votes.vetoHolders')}</Typography>
          {holders.map((h) => (
            <FormControlLabel
              key={h.delegationId}
              label={h.name}
              control={
                <Checkbox
                  checked={vetoes.includes(h.delegationId)}
                  onChange={(e) => setVetoes((v) => (e.target.checked ? [...v, h.delegationId] : v.filter((x) => x !== h.delegationId)))}
                />
              }
            />
          ))}
        </div>
      )}
    </ConsoleForm>
  );
}

/** A roll-call vote: the delegation called now, its answer buttons, and the tally so far. */
function RollCallVote({ vote }: { vote: FloorVote }) {
  const { t } = useTranslation();
  const { send, names } = useConsole();
  const rollCall = vote.rollCall;
  if (!rollCall) return null;
  const called = calledNow(rollCall);
  const voter = rollCall.voters.find((v) => v.id === called);
  const passed = called !== null && rollCall.passes.includes(called);
  const tally = vote.tally;
  const answer = (value: 'a_favor' | 'en_contra' | 'abstencion' | 'pasa') =>
    called && send({ type: 'vote.answer', delegationId: called, answer: value });
  return (
    <Stack spacing={1.5}>
      {called && (
        <>
          <Typography variant="overline">{t('sessionConsoleLater.votes.calledNow')}</Typography>
          <Typography variant="h4" component="p" data-testid="called-now">
            {names.get(called) ?? voter?.name}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" color="success" onClick={() => answer('a_favor')}>
              {t('sessionConsoleLater.votes.answers.a_favor')}
            </Button>
            <Button variant="contained" color="error" onClick={() => answer('en_contra')}>
              {t('sessionConsoleLater.votes.answers.en_contra')}
            </Button>
            <Button variant="outlined" disabled={!voter?.mayAbstain || passed} onClick={() => answer('abstencion')}>
              {t('sessionConsoleLater.votes.answers.abstencion')}
            </Button>
            <Button variant="outlined" disabled={passed} onClick={() => answer('pasa')}>
              {t('sessionConsoleLater.votes.answers.pasa')}
            </Button>
          </Stack>
        </>
      )}
      {tally && (
        <Typography role="status" aria-live="polite">
          {t('sessionConsoleLater.votes.tally', {
            yes: tally.yes,
            no: tally.no,
            abstain: tally.abstain,
            base: tally.base,
            required: tally.required,
          })}
          {' · '}
          {tally.decided
            ? t(tally.passed ? 'sessionConsoleLater.votes.decidedPassed' : 'sessionConsoleLater.votes.decidedFailed')
            : t('sessionConsoleLater.votes.pending', { count: tally.pending })}
        </Typography>
      )}
    </Stack>
  );
}

/** «Votación»: open a vote on a document, take it by placards or by roll call, and the results so far. */
export function VotingTab() {
  const { t } = useTranslation();
  const { state, send } = useConsole();
  const { vote, mode, caucus } = state.floor;
  const next = mode === 'votacion' ? 'debate' : 'votacion';
  return (
    <Stack spacing={2}>
      {!vote && !caucus && (
        <Button variant="outlined" onClick={() => send({ type: 'mode.set', mode: next })} sx={{ alignSelf: 'flex-start' }}>
          {t(next === 'votacion' ? 'sessionConsoleLater.votes.toVoting' : 'sessionConsoleLater.votes.toDebate')}
        </Button>
      )}
      {vote ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h3">
              {t('sessionConsoleLater.votes.current', { label: vote.subject.label })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(METHOD_KEYS[vote.method])} · {t(`motionForm.majorities.${vote.majority}`)}
            </Typography>
            {vote.method === 'placard' ? <PlacardForm /> : vote.phones ? <PhoneVote vote={vote} /> : <RollCallVote vote={vote} />}
            <Button color="warning" onClick={() => send({ type: 'vote.cancel' })} sx={{ alignSelf: 'flex-start' }}>
              {t('sessionConsoleLater.votes.cancel')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <OpenVoteForm />
      )}
      <Divider />
      <ResultsList />
    </Stack>
  );
}
