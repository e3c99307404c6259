import Chip from '@mui/material/Chip';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RollCallSummary } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { SectionCard } from '../../../components/section-card';
import { QueryView } from '../../../components/query-state';
import { type Column, SimpleTable } from '../../../components/simple-table';
import { formatDateTime } from '../../../lib/format';
import { rollCallsQuery } from '../api';

const SIZES = [10, 25, 50] as const;

/** The commission's roll calls, newest first, a page at a time. */
export function RollCallHistory({ commissionId }: { commissionId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(SIZES[0]);
  const query = useQuery({ ...rollCallsQuery(commissionId, page, pageSize), placeholderData: keepPreviousData });

  const columns: Column<RollCallSummary>[] = [
    { key: 'openedAt', header: t('chairPanel.meetings.openedAt'), cell: (r) => formatDateTime(r.openedAt) },
    {
      key: 'session',
      header: t('chairPanel.glance.session'),
      cell: (r) =>
        r.sessionNumber === null ? t('chairPanel.meetings.noSession') : t('chairPanel.meetings.sessionN', { n: r.sessionNumber }),
    },
    { key: 'mode', header: t('chairPanel.meetings.mode'), cell: (r) => t(`chairPanel.modes.${r.mode}`) },
    {
      key: 'state',
      header: t('chairPanel.meetings.state'),
      cell: (r) => (r.closedAt ? formatDateTime(r.closedAt) : <Chip size="small" color="success" label={t('chairPanel.meetings.open')} />),
    },
    { key: 'present', header: t('chairPanel.meetings.present'), cell: (r) => r.present, align: 'right' },
    { key: 'absent', header: t('chairPanel.meetings.absent'), cell: (r) => r.absent, align: 'right' },
  ];

  return (
    <SectionCard title={t('chairPanel.meetings.history')} headingId="roll-call-history">
      <QueryView query={query}>
        {(data) => (
          <SimpleTable
            rows={data.rows}
            columns={columns}
            rowKey={(r) => r.id}
            emptyText={t('chairPanel.meetings.empty')}
            labelledBy="roll-call-history"
            size="small"
            frame="plain"
          />
        )}
      </QueryView>
      {query.data && query.data.total > SIZES[0] && (
        <Pager
          total={query.data.total}
          page={page}
          pageSize={pageSize}
          onPage={setPage}
          sizes={SIZES}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      )}
    </SectionCard>
  );
}
