import FileDownload from '@mui/icons-material/FileDownload';
import FileUpload from '@mui/icons-material/FileUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DelegateListRow } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-state';
import { commissionsQuery } from '../../data/commissions';
import { delegatesQuery, exportUrl } from '../../features/delegate-list/api';
import { BulkBar } from '../../features/delegate-list/components/bulk-bar';
import { DelegateTable } from '../../features/delegate-list/components/delegate-table';
import { ListFilters } from '../../features/delegate-list/components/list-filters';
import { useListState } from '../../features/delegate-list/use-list-state';
import { SendMailButton } from '../../features/mail/components/send-mail-dialog';
import { lazyDialog } from '../../components/on-demand';

const DelegateDialog = lazyDialog(() => import('../../features/delegate-list/components/delegate-dialog').then((m) => m.DelegateDialog));
const ImportDialog = lazyDialog(() => import('../../features/delegate-list/components/import-dialog').then((m) => m.ImportDialog));

const NO_FILTERS = { q: undefined, status: undefined, commissionId: undefined, institution: undefined, delegationId: undefined };

/** /secretary/list (Lista): every delegate with server-side search, filters, sort, pages, bulk actions and exports. */
export default function DelegateListPage() {
  const { t } = useTranslation();
  const { state, update } = useListState();
  const [search, setSearch] = useState(state.q);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [opened, setOpened] = useState<DelegateListRow | null>(null);
  const [importing, setImporting] = useState(false);

  // Debounced search: the address (and the query) follow the box 300 ms after typing stops.
  useEffect(() => {
    if (search.trim() === state.q.trim()) return;
    const timer = setTimeout(() => update({ q: search.trim() }), 300);
    return () => clearTimeout(timer);
  });

  const { q, status, commissionId, institution, delegationId, sort, dir, page, pageSize, after, before } = state;
  const filters = { q: q || undefined, status, commissionId, institution, delegationId };
  const list = useQuery(delegatesQuery({ ...filters, sort, dir, page, pageSize, after, before }));
  const commissions = useQuery(commissionsQuery(true));
  const commissionList = commissions.data ?? [];
  const anyFilter = Boolean(q || status || commissionId || institution || delegationId);

  return (
    <Box>
      <PageHeader
        title={t('routes.secretaryList')}
        subtitle={t('delegateList.subtitle')}
        actions={
          <>
            <Button variant="outlined" startIcon={<FileUpload />} onClick={() => setImporting(true)}>
              {t('delegateList.importButton')}
            </Button>
            <Button variant="outlined" startIcon={<FileDownload />} href={exportUrl('xlsx', { ...filters, sort, dir })} download>
              {t('delegateList.exportXlsx')}
            </Button>
            <Button variant="outlined" startIcon={<FileDownload />} href={exportUrl('csv', { ...filters, sort, dir })} download>
              {t('delegateList.exportCsv')}
            </Button>
          </>
        }
      />
      <ListFilters state={state} update={update} search={search} onSearch={setSearch} commissions={commissionList} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography role="status" aria-live="polite">
          {list.data ? t(list.data.capped ? 'delegateList.totalMoreThan' : 'delegateList.total', { count: list.data.total }) : ''}
        </Typography>
        {anyFilter && (
          <Button
            size="small"
            onClick={() => {
              setSearch('');
              update(NO_FILTERS);
            }}
          >
            {t('delegateList.clearFilters')}
          </Button>
        )}
      </Box>
      {selected.size > 0 && (
        <BulkBar ids={[...selected]} commissions={commissionList} onDone={() => setSelected(new Set())}>
          <SendMailButton delegateIds={[...selected]} />
        </BulkBar>
      )}
      <QueryView query={list}>
        {(data) => (
          <DelegateTable
            list={data}
            stale={list.isPlaceholderData}
            state={state}
            update={update}
            selected={selected}
            onSelectedChange={setSelected}
            onOpen={setOpened}
          />
        )}
      </QueryView>
      {opened && (
        <DelegateDialog
          id={opened.id}
          commissions={commissionList}
          delegationName={opened.delegationName}
          onClose={() => {
            setOpened(null);
            setSelected((prev) => new Set([...prev].filter((id) => id !== opened.id)));
          }}
        />
      )}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </Box>
  );
}
