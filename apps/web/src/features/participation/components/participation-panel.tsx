import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '../../../components/bar-chart';
import { type DelegationParticipation, displayTimer, type Participation } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { SimpleTable } from '../../../components/simple-table';
import { formatNumber } from '../../../lib/format';
import { participationExportPath, participationQuery } from '../api';

/** «3 de 4 (75 %)», or «—» before the first roll call. */
function AttendanceCell({ row }: { row: DelegationParticipation }) {
  const { t } = useTranslation();
  const { present, rollCalls, rate } = row.attendance;
  if (rate === null) return <>—</>;
  return <>{t('participation.attendanceOf', { present, rollCalls, rate: formatNumber(rate * 100, 0) })}</>;
}

/** The number of warnings, and under it each one's level and reason. */
function WarningsCell({ row }: { row: DelegationParticipation }) {
  const { t } = useTranslation();
  if (row.warningsGiven.length === 0) return <>{row.warnings}</>;
  return (
    <>
      {row.warnings}
      {row.warningsGiven.map((w) => (
        <Typography key={w.at} variant="caption" component="p" sx={{ textAlign: 'left' }}>
          {t('participation.warningGiven', { level: t(`sessionConsole.warnings.levels.${w.level}`), reason: w.reason })}
        </Typography>
      ))}
    </>
  );
}

/** The commission's speaking time as a whole: its total, how unequal it was, who has not spoken; and the downloads. */
function SpeakingSummary({ commissionId, speaking }: { commissionId: string; speaking: Participation['speaking'] }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5} sx={{ mb: 1 }} data-testid="participation-summary">
      <Typography variant="body2">
        {t('participation.summary', { total: displayTimer(speaking.totalMs).text, speeches: speaking.speeches })}
      </Typography>
      {speaking.gini !== null && (
        <Typography variant="body2">{t('participation.gini', { gini: formatNumber(speaking.gini, 2) })}</Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {speaking.silent.length > 0 ? t('participation.silent', { names: speaking.silent.join(', ') }) : t('participation.allHeard')}
      </Typography>
      <Stack direction="row" spacing={3} role="group" aria-label={t('participation.downloads')}>
        <Link href={participationExportPath(commissionId, 'xlsx')} download>
          {t('participation.xlsx')}
        </Link>
        <Link href={participationExportPath(commissionId, 'csv')} download>
          {t('participation.csv')}
        </Link>
      </Stack>
    </Stack>
  );
}

/**
 * Each delegation's part in the commission over the event (PRODUCT §5 delegates/{id}): attendance, speeches,
 * time spoken and warnings, with the time spoken as a chart (who has spoken and who has not is what a chair
 * compares).
 */
export function ParticipationPanel({ commissionId }: { commissionId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useQuery(participationQuery(commissionId));
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography variant="h6" component="h2" id={titleId} sx={{ mb: 1 }}>
        {t('participation.title')}
      </Typography>
      <QueryView query={query}>
        {({ delegations, speaking }) => {
          const spoke = delegations.filter((d) => d.speakingMs > 0);
          return (
            <>
              <SpeakingSummary commissionId={commissionId} speaking={speaking} />
              {spoke.length > 0 && (
                <Box
                  role="img"
                  aria-label={spoke.map((d) => `${d.name}: ${displayTimer(d.speakingMs).text}`).join(', ')}
                  sx={{ height: Math.min(480, 60 + spoke.length * 28) }}
                >
                  <BarChart
                    layout="horizontal"
                    yAxis={[{ scaleType: 'band', data: spoke.map((d) => d.name), width: 140 }]}
                    xAxis={[{ label: t('participation.minutes') }]}
                    series={[{ data: spoke.map((d) => Math.round(d.speakingMs / 600) / 100), label: t('participation.speakingTime') }]}
                    hideLegend
                  />
                </Box>
              )}
              <SimpleTable
                label={t('participation.title')}
                size="small"
                rows={delegations}
                rowKey={(d) => d.delegationId}
                emptyText={t('participation.empty')}
                columns={[
                  { key: 'name', header: t('participation.delegation'), cell: (d) => d.name },
                  { key: 'attendance', header: t('participation.attendance'), cell: (d) => <AttendanceCell row={d} /> },
                  { key: 'speeches', header: t('participation.speeches'), cell: (d) => d.speeches, align: 'right' },
                  { key: 'time', header: t('participation.speakingTime'), cell: (d) => displayTimer(d.speakingMs).text, align: 'right' },
                  {
                    key: 'share',
                    header: t('participation.share'),
                    cell: (d) => (d.share === null ? '—' : `${formatNumber(d.share * 100, 1)} %`),
                    align: 'right',
                  },
                  { key: 'warnings', header: t('participation.warnings'), cell: (d) => <WarningsCell row={d} />, align: 'right' },
                ]}
              />
            </>
          );
        }}
      </QueryView>
    </Box>
  );
}
