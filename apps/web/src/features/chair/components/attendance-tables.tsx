import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { AttendanceReport } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { type Column, SimpleTable } from '../../../components/simple-table';
import { formatNumber } from '../../../lib/format';
import { attendanceQuery } from '../api';

type Row = { id: string; name: string; present: number; rate: number | null; delegation?: string | null };

/** A rate as a bar with its percentage beside it. */
function RateBar({ rate, name }: { rate: number | null; name: string }) {
  if (rate === null) return <>—</>;
  const percent = formatNumber(rate * 100, 1);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 140 }}>
      <LinearProgress
        variant="determinate"
        value={rate * 100}
        aria-label={`${name}: ${percent} %`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 56, textAlign: 'right' }}>
        {percent} %
      </Typography>
    </Box>
  );
}

/** Attendance over the whole event: per delegation (with a bar each) and per delegate. */
export function AttendanceTables({ commissionId }: { commissionId: string }) {
  const { t } = useTranslation();
  const query = useQuery(attendanceQuery(commissionId));

  const columnsOf = (report: AttendanceReport, withDelegation: boolean): Column<Row>[] => [
    { key: 'name', header: t('chairPanel.attendance.name'), cell: (r) => r.name },
    ...(withDelegation
      ? [{ key: 'delegation', header: t('chairPanel.attendance.delegation'), cell: (r: Row) => r.delegation ?? '—' }]
      : []),
    {
      key: 'present',
      header: t('chairPanel.attendance.present'),
      cell: (r) => t('chairPanel.attendance.presentOf', { present: r.present, total: report.rollCalls }),
      align: 'right',
    },
    { key: 'rate', header: t('chairPanel.attendance.rate'), cell: (r) => <RateBar rate={r.rate} name={r.name} /> },
  ];

  const table = (
    title: string,
    headingId: string,
    rows: readonly Row[],
    withDelegation: boolean,
    report: AttendanceReport,
    empty: string,
  ) => (
    <SectionCard title={title} headingId={headingId}>
      {!withDelegation && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('chairPanel.attendance.over', { count: report.rollCalls })}
        </Typography>
      )}
      <SimpleTable
        rows={rows}
        columns={columnsOf(report, withDelegation)}
        rowKey={(r) => r.id}
        emptyText={empty}
        labelledBy={headingId}
        size="small"
        frame="plain"
      />
    </SectionCard>
  );

  return (
    <QueryView query={query}>
      {(report) => (
        <>
          {table(
            t('chairPanel.attendance.byDelegation'),
            'attendance-delegations',
            report.delegations,
            false,
            report,
            t('chairPanel.attendance.noDelegations'),
          )}
          {table(
            t('chairPanel.attendance.byDelegate'),
            'attendance-delegates',
            report.delegates,
            true,
            report,
            t('chairPanel.attendance.noDelegates'),
          )}
        </>
      )}
    </QueryView>
  );
}
