import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Division, Resolution, WorkingPaper } from '@quorum/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { useErrorMessage } from '../../../lib/errors';
import { formatDayAndTime } from '../../../lib/format';
import { type PapersSource, useMoveDivision, useVoteDivision, useVotePaper } from '../api';
import { Choice } from './choice';

interface Props {
  source: PapersSource;
  paper: WorkingPaper;
}

/** The adopted text against the draft: the history's diff, loaded when asked for. */
const VersionChanges = lazy(() => import('./paper-history').then((m) => ({ default: m.VersionChanges })));

/** An adopted resolution's changes from the draft the commission approved: its amendments and its division, at once. */
function ChangesFromDraft({ source, paper, draftVersion }: Props & { draftVersion: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button aria-expanded={open} aria-controls={open ? 'paper-draft-diff' : undefined} onClick={() => setOpen(!open)}>
        {t('papers.voting.changes')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <VersionChanges source={source} paperId={paper.id} version={paper.version} from={draftVersion} id="paper-draft-diff" />
        </Suspense>
      )}
    </div>
  );
}

/** How the draft's vote ended: the resolution's symbol, or rejected (by its vote, or left with no operative clause). */
function Outcome({ resolution: r }: { resolution: Resolution }) {
  const { t } = useTranslation();
  const heading = r.adopted
    ? t('papers.voting.adopted', { symbol: r.symbol })
    : t(r.vote ? 'papers.voting.rejected' : 'papers.voting.fallen');
  return (
    <Alert severity={r.adopted ? 'success' : 'info'} data-testid="paper-outcome">
      <Typography sx={{ fontWeight: 700 }}>{heading}</Typography>
      {r.vote && <Typography>{t('papers.voting.counts', r.vote)}</Typography>}
      <Typography variant="body2">{t('papers.voting.decidedAt', { date: formatDayAndTime(r.decidedAt) })}</Typography>
    </Alert>
  );
}

/** A division of the question: the motion, then each clause divided with its outcome; the chair records the next vote. */
function DivisionView({ source, paperId, division: d }: { source: PapersSource; paperId: string; division: Division }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const record = useVoteDivision(source, paperId);
  const clauseLabel = (number: number) => t('papers.voting.division.clause', { number });
  const stepLabel = (step: number) => (step === 0 ? t('papers.voting.division.motion') : clauseLabel(d.clauses[step - 1]?.number ?? step));
  const outcome = (adopted: boolean | null) =>
    t(adopted === null ? 'papers.voting.division.pending' : adopted ? 'papers.voting.division.passed' : 'papers.voting.division.failed');
  const next = d.nextStep;
  return (
    <Stack spacing={1} data-testid="paper-division">
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {t('papers.voting.division.title', { number: d.number })}
      </Typography>
      <Typography color="text.secondary">{t(`papers.voting.division.status.${d.status}`)}</Typography>
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', '& > li': { py: 0.5 } }}>
        <li>
          {stepLabel(0)}: <strong>{outcome(d.motion)}</strong>
        </li>
        {d.clauses.map((c) => (
          <li key={c.clauseId}>
            {clauseLabel(c.number)}: <strong>{outcome(c.adopted)}</strong> —{' '}
            <Box component={c.adopted === false ? 'del' : 'span'}>{c.text}</Box>
          </li>
        ))}
      </Box>
      {d.mayRecord && next !== null && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography data-testid="division-next">{t('papers.voting.division.next', { what: stepLabel(next) })}</Typography>
          <Choice
            labels={[t('papers.voting.division.recordPassed'), t('papers.voting.division.recordFailed')]}
            pending={record.isPending}
            onChoose={(adopted) => record.mutate({ step: next, adopted })}
          />
        </Stack>
      )}
      {record.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(record.error)}
        </Alert>
      )}
    </Stack>
  );
}

/** The chair records a motion to divide the question: the operative clauses it asks to vote apart. */
function DivideForm({ source, paper }: Props) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const move = useMoveDivision(source, paper.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (id: string, on: boolean) => setChosen((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  return (
    <Stack
      component="form"
      spacing={1}
      aria-labelledby="paper-divide"
      onSubmit={(event) => {
        event.preventDefault();
        move.mutate({ clauseIds: chosen }, { onSuccess: () => setChosen([]) });
      }}
    >
      <Typography id="paper-divide" component="h3" sx={{ fontWeight: 700 }}>
        {t('papers.voting.divide.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('papers.voting.divide.hint')}
      </Typography>
      <Box>
        {paper.text.operative.map((c, i) => (
          <FormControlLabel
            key={c.id}
            sx={{ display: 'flex' }}
            control={<Checkbox checked={chosen.includes(c.id)} onChange={(event) => toggle(c.id, event.target.checked)} />}
            label={t('papers.voting.divide.clause', { number: i + 1, text: c.text.slice(0, 80) })}
          />
        ))}
      </Box>
      {move.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(move.error)}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="outlined" disabled={move.isPending || chosen.length === 0}>
          {t('papers.voting.divide.submit')}
        </Button>
      </div>
    </Stack>
  );
}

const COUNTS = ['favor', 'contra', 'abstenciones'] as const;

/** The chair records the draft's own vote as read on the floor: its counts (empty is none) and its outcome. */
function VoteForm({ source, paper }: Props) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const vote = useVotePaper(source, paper.id);
  const [counts, setCounts] = useState<Record<(typeof COUNTS)[number], string>>({ favor: '', contra: '', abstenciones: '' });
  const number = (value: string) => (value.trim() === '' ? 0 : Number(value));
  return (
    <Stack spacing={1} component="section" aria-labelledby="paper-vote">
      <Typography id="paper-vote" component="h3" sx={{ fontWeight: 700 }}>
        {t('papers.voting.vote.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('papers.voting.vote.hint')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {COUNTS.map((key) => (
          <TextField
            key={key}
            label={t(`papers.voting.vote.${key}`)}
            type="number"
            value={counts[key]}
            placeholder="0"
            onChange={(event) => setCounts((c) => ({ ...c, [key]: event.target.value }))}
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
            sx={{ width: 140 }}
          />
        ))}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Choice
          labels={[t('papers.voting.vote.adopted'), t('papers.voting.vote.rejected')]}
          pending={vote.isPending}
          onChoose={(adopted) =>
            vote.mutate({ adopted, favor: number(counts.favor), contra: number(counts.contra), abstenciones: number(counts.abstenciones) })
          }
        />
      </Stack>
      {vote.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(vote.error)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * A draft resolution's votes (PRODUCT §10, decision 038): once no amendment waits, the chair records a division of the
 * question (the motion, then each clause apart) and the draft's own vote; everyone reads how it ended, with the
 * adopted resolution's symbol.
 */
export function PaperVoting({ source, paper }: Props) {
  const { t } = useTranslation();
  const idle = !paper.resolution && !paper.division && !paper.mayDivide;
  return (
    <Stack spacing={2} component="section" aria-labelledby="paper-voting">
      <Typography id="paper-voting" component="h2" variant="h6">
        {t('papers.voting.title')}
      </Typography>
      {paper.resolution && <Outcome resolution={paper.resolution} />}
      {paper.resolution?.adopted && paper.resolution.draftVersion !== null && paper.resolution.draftVersion < paper.version && (
        <ChangesFromDraft source={source} paper={paper} draftVersion={paper.resolution.draftVersion} />
      )}
      {paper.division && <DivisionView source={source} paperId={paper.id} division={paper.division} />}
      {paper.mayDivide && <DivideForm source={source} paper={paper} />}
      {paper.mayVote && <VoteForm source={source} paper={paper} />}
      {idle && <Typography color="text.secondary">{t('papers.voting.none')}</Typography>}
    </Stack>
  );
}
