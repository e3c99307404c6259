import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActaSummary, ActaVote, MotionOutcome, VoteOutcome } from '@quorum/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, SimpleTable } from '../../../components/simple-table';

/** The i18n key of each outcome the acta writes (its words are Spanish). */
const MOTION_OUTCOME_KEYS = {
  aprobada: 'passed',
  rechazada: 'failed',
  'decae sin votarse': 'lapsed',
  retirada: 'withdrawn',
  'fuera de orden': 'outOfOrder',
  'sin votar': 'notVoted',
} as const satisfies Record<MotionOutcome, string>;
const VOTE_OUTCOME_KEYS = {
  aprobada: 'passed',
  rechazada: 'failed',
  'aprobada con veto': 'passedVetoed',
  'rechazada con veto': 'failedVetoed',
  cancelada: 'cancelled',
  'en curso': 'open',
} as const satisfies Record<VoteOutcome, string>;
const METHOD_KEYS = {
  nominal: 'rollCall',
  'por placas': 'placards',
  'con teléfonos, nominal registrada': 'phonesRecorded',
  'con teléfonos, secreta': 'phonesSecret',
} as const satisfies Record<ActaVote['method'], string>;
/** The title of each kind of vote's grid. */
const GRID_TITLE_KEYS = {
  nominal: 'rollCallVote',
  'por placas': 'rollCallVote',
  'con teléfonos, nominal registrada': 'phonesRecordedVote',
  'con teléfonos, secreta': 'phonesSecretVote',
} as const satisfies Record<ActaVote['method'], string>;

const K = 'sessionConsoleLater.acta.summary';

/** A smaller line of a cell, under its main text. */
function Detail({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

/** A cell's main text with smaller lines under it. */
function TwoLines({ primary, secondary, more }: { primary: ReactNode; secondary?: ReactNode; more?: ReactNode }) {
  return (
    <>
      {primary}
      {secondary && <Detail>{secondary}</Detail>}
      {more && <Detail>{more}</Detail>}
    </>
  );
}

/** A part of the summary: its heading, then its table (named by the heading) or the sentence saying it is empty. */
function Part<R>({
  title,
  empty,
  rows,
  columns,
  rowKey,
  level = 'h3',
}: {
  title: string;
  empty?: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
  rowKey: (row: R, index: number) => string;
  level?: 'h3' | 'h4';
}) {
  const headingId = useId();
  const keyed = rows.map((row, index) => ({ row, key: rowKey(row, index) }));
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant={level === 'h3' ? 'subtitle1' : 'subtitle2'} component={level} id={headingId} sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {rows.length === 0 && empty ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <SimpleTable
          size="small"
          labelledBy={headingId}
          rows={keyed}
          rowKey={(r) => r.key}
          emptyText={empty}
          columns={columns.map((column) => ({ ...column, cell: (r: { row: R }) => column.cell(r.row) }))}
        />
      )}
    </Box>
  );
}

/**
 * The acta's summary above its log, as the downloads open with it: attendance at each roll call, the motions and
 * their outcome, the votes with their counts and each roll-call vote's answers, the warnings and the speakers.
 * Each table has at most four columns, a cell's details on a second line, so it reads on a phone.
 */
export function ActaSummaryView({ summary }: { summary: ActaSummary }) {
  const { t, i18n } = useTranslation();
  const clock = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const at = (iso: string) => clock.format(new Date(iso));
  const tally = (row: { yes: number | null; no: number | null; abstain?: number | null }) =>
    row.yes === null || row.no === null
      ? undefined
      : row.abstain === undefined || row.abstain === null
        ? t(`${K}.tally`, { yes: row.yes, no: row.no })
        : t(`${K}.tallyWithAbstentions`, { yes: row.yes, no: row.no, abstain: row.abstain });
  const gridVotes = summary.votes.filter((vote) => vote.method !== 'por placas' && vote.grid.length > 0);
  return (
    <Stack spacing={2} data-testid="acta-summary">
      <Part
        title={t(`${K}.attendance`)}
        empty={t(`${K}.attendanceEmpty`)}
        rows={summary.rollCalls}
        rowKey={(r) => r.label}
        columns={[
          {
            key: 'call',
            header: t(`${K}.rollCall`),
            // The absent delegations under the call, where a long list has the row's width to wrap in.
            cell: (r) => (
              <TwoLines
                primary={r.label}
                secondary={`${r.session} · ${at(r.at)}`}
                more={r.absent.length ? t(`${K}.absentList`, { names: r.absent.join(', ') }) : t(`${K}.noneAbsent`)}
              />
            ),
          },
          { key: 'present', header: t(`${K}.present`), cell: (r) => r.present, align: 'right' },
          { key: 'voting', header: t(`${K}.presentAndVoting`), cell: (r) => r.presentAndVoting, align: 'right' },
        ]}
      />
      <Part
        title={t(`${K}.motions`)}
        empty={t(`${K}.motionsEmpty`)}
        rows={summary.motions}
        rowKey={(r, i) => `${r.at}-${i}`}
        columns={[
          {
            key: 'motion',
            header: t(`${K}.motion`),
            cell: (r) => <TwoLines primary={r.label} secondary={t(`${K}.movedBy`, { by: r.by, at: at(r.at) })} />,
          },
          {
            key: 'outcome',
            header: t(`${K}.outcome`),
            cell: (r) => <TwoLines primary={t(`${K}.motionOutcomes.${MOTION_OUTCOME_KEYS[r.outcome]}`)} secondary={tally(r)} />,
          },
        ]}
      />
      <Part
        title={t(`${K}.votes`)}
        empty={t(`${K}.votesEmpty`)}
        rows={summary.votes}
        rowKey={(r, i) => `${r.at}-${i}`}
        columns={[
          {
            key: 'vote',
            header: t(`${K}.vote`),
            cell: (r) => <TwoLines primary={r.title} secondary={`${t(`${K}.methods.${METHOD_KEYS[r.method]}`)} · ${at(r.at)}`} />,
          },
          {
            key: 'outcome',
            header: t(`${K}.outcome`),
            cell: (r) => <TwoLines primary={t(`${K}.voteOutcomes.${VOTE_OUTCOME_KEYS[r.outcome]}`)} secondary={tally(r)} />,
          },
        ]}
      />
      {gridVotes.map((vote) => (
        <Part
          key={`${vote.at}-${vote.title}`}
          level="h4"
          title={t(`${K}.${GRID_TITLE_KEYS[vote.method]}`, { title: vote.title })}
          rows={vote.grid}
          rowKey={(r) => r.delegation}
          columns={[
            { key: 'delegation', header: t(`${K}.delegation`), cell: (r) => r.delegation },
            { key: 'answer', header: t(`${K}.answer`), cell: (r) => r.answer },
            // Where each answer came from, as the downloads say it: in a vote from phones, and in a roll-call vote
            // where a phone answered (the chair's answers then read «respuesta de la mesa»).
            ...(vote.grid.some((cell) => cell.source)
              ? [{ key: 'source', header: t(`${K}.ballotSource`), cell: (r: ActaVote['grid'][number]) => r.source ?? '—' }]
              : []),
          ]}
        />
      ))}
      <Part
        title={t(`${K}.resolutions`)}
        empty={t(`${K}.resolutionsEmpty`)}
        rows={summary.resolutions}
        rowKey={(r, i) => `${r.at}-${i}`}
        columns={[
          {
            key: 'resolution',
            header: t(`${K}.resolution`),
            cell: (r) => <TwoLines primary={r.title} secondary={t(`${K}.decidedAt`, { at: at(r.at) })} />,
          },
          {
            key: 'outcome',
            header: t(`${K}.outcome`),
            cell: (r) => <TwoLines primary={t(`${K}.resolutionOutcomes.${r.outcome}`, { symbol: r.symbol })} secondary={tally(r)} />,
          },
        ]}
      />
      <Part
        title={t(`${K}.warnings`)}
        empty={t(`${K}.warningsEmpty`)}
        rows={summary.warnings}
        rowKey={(r, i) => `${r.at}-${i}`}
        columns={[
          { key: 'delegation', header: t(`${K}.delegation`), cell: (r) => <TwoLines primary={r.delegation} secondary={at(r.at)} /> },
          { key: 'level', header: t(`${K}.level`), cell: (r) => t(`sessionConsole.warnings.levels.${r.level}`) },
          { key: 'reason', header: t(`${K}.reason`), cell: (r) => r.reason || '—' },
        ]}
      />
      <Part
        title={t(`${K}.speakers`)}
        empty={t(`${K}.speakersEmpty`)}
        rows={summary.speakers}
        rowKey={(r) => r.delegation}
        columns={[
          { key: 'delegation', header: t(`${K}.delegation`), cell: (r) => r.delegation },
          { key: 'speeches', header: t(`${K}.speeches`), cell: (r) => r.speeches, align: 'right' },
          { key: 'time', header: t(`${K}.time`), cell: (r) => r.time, align: 'right' },
        ]}
      />
    </Stack>
  );
}
