import FileDownload from '@mui/icons-material/FileDownload';
import FileUpload from '@mui/icons-material/FileUpload';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DELEGATE_PAGE_SIZES,
  DELEGATE_SORTS,
  DELEGATE_STATUSES,
  type DelegateListRow,
  type DelegateSort,
  type DelegateStatus,
  NONE,
} from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Loading, QueryError } from '../../components/query-state';
import { SelectField } from '../../components/select-field';
import { commissionsQuery } from '../../features/commissions/api';
import { delegateOptionsQuery, delegatesQuery, exportUrl } from '../../features/delegate-list/api';
import { BulkBar } from '../../features/delegate-list/components/bulk-bar';
import { DelegateDialog } from '../../features/delegate-list/components/delegate-dialog';
import { ImportDialog } from '../../features/delegate-list/components/import-dialog';
import { formatDate } from '../../lib/format';

type Column = 'lastNames' | 'firstNames' | 'documentNumber' | 'institution' | 'status' | 'commission' | 'delegation' | 'createdAt';

const SORTABLE: Partial<Record<Column, DelegateSort>> = {
  lastNames: 'lastNames',
  firstNames: 'firstNames',
  documentNumber: 'documentNumber',
  institution: 'institution',
  status: 'status',
  createdAt: 'createdAt',
};

const STATUS_COLORS: Record<DelegateStatus, 'default' | 'info' | 'primary' | 'success' | 'warning'> = {
  preinscrito: 'default',
  verificado: 'info',
  asignado: 'primary',
  acreditado: 'success',
  retirado: 'warning',
};

/** Reads and writes the list's state in the address (so a reload or a shared link keeps it). */
function useListState() {
  const [params, setParams] = useSearchParams();
  const get = (key: string) => params.get(key) ?? '';
  const sort = (DELEGATE_SORTS as readonly string[]).includes(get('sort')) ? (get('sort') as DelegateSort) : 'lastNames';
  const pageSize = Number(get('pageSize')) || 25;
  const state = {
    q: get('q'),
    status: (DELEGATE_STATUSES as readonly string[]).includes(get('status')) ? (get('status') as DelegateStatus) : undefined,
    commissionId: get('commissionId') || undefined,
    institution: get('institution') || undefined,
    delegationId: get('delegationId') || undefined,
    sort,
    dir: get('dir') === 'desc' ? ('desc' as const) : ('asc' as const),
    page: Math.max(0, Number(get('page')) || 0),
    pageSize: (DELEGATE_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 25,
  };
  /** Changes some values; any change but the page goes back to the first page. */
  const update = (changes: Record<string, string | number | undefined>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === 0)) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };
  return { state, update };
}

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

  const { q, status, commissionId, institution, delegationId, sort, dir, page, pageSize } = state;
  const filters = { q: q || undefined, status, commissionId, institution, delegationId };
  const list = useQuery(delegatesQuery({ ...filters, sort, dir, page, pageSize }));
  const options = useQuery(delegateOptionsQuery);
  const commissions = useQuery(commissionsQuery(true));

  const commissionList = commissions.data ?? [];
  const delegationOptions = useMemo(
    () => (options.data?.delegations ?? []).filter((d) => !commissionId || commissionId === NONE || d.commissionId === commissionId),
    [options.data, commissionId],
  );
  const rows = list.data?.rows ?? [];
  const pageIds = rows.map((r) => r.id);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const togglePage = () =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (selectedOnPage === pageIds.length) for (const id of pageIds) next.delete(id);
      else for (const id of pageIds) next.add(id);
      return next;
    });

  const sortBy = (key: DelegateSort) => update({ sort: key, dir: sort === key && dir === 'asc' ? 'desc' : 'asc' });
  const header = (key: Column) => {
    const label = t(`delegateList.columns.${key}`);
    const sortKey = SORTABLE[key];
    if (!sortKey) return <TableCell key={key}>{label}</TableCell>;
    return (
      <TableCell key={key} sortDirection={sort === sortKey ? dir : false}>
        <TableSortLabel active={sort === sortKey} direction={sort === sortKey ? dir : 'asc'} onClick={() => sortBy(sortKey)}>
          {label}
        </TableSortLabel>
      </TableCell>
    );
  };
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

      <Box
        component="search"
        aria-label={t('delegateList.filters')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr 1fr 1fr' }, mb: 2 }}
      >
        <TextField
          label={t('delegateList.search')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          helperText={t('delegateList.searchHelp')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        <SelectField
          label={t('delegateList.columns.status')}
          value={status ?? ''}
          onChange={(value) => update({ status: value })}
          options={[
            { value: '', label: t('delegateList.all') },
            ...DELEGATE_STATUSES.map((s) => ({ value: s, label: t(`delegateList.status.${s}`) })),
          ]}
        />
        <SelectField
          label={t('delegateList.columns.commission')}
          value={commissionId ?? ''}
          onChange={(value) => update({ commissionId: value, delegationId: undefined })}
          options={[
            { value: '', label: t('delegateList.allFem') },
            { value: NONE, label: t('delegateList.noCommission') },
            ...commissionList.map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
        <SelectField
          label={t('delegateList.columns.institution')}
          value={institution ?? ''}
          onChange={(value) => update({ institution: value })}
          options={[
            { value: '', label: t('delegateList.allFem') },
            ...(options.data?.institutions ?? []).map((i) => ({ value: i, label: i })),
          ]}
        />
        <SelectField
          label={t('delegateList.columns.delegation')}
          value={delegationId ?? ''}
          onChange={(value) => update({ delegationId: value })}
          options={[
            { value: '', label: t('delegateList.allFem') },
            { value: NONE, label: t('delegateList.noDelegation') },
            ...delegationOptions.map((d) => ({
              value: d.id,
              label: commissionId ? d.name : `${d.name} · ${commissionList.find((c) => c.id === d.commissionId)?.acronym ?? ''}`,
            })),
          ]}
        />
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography role="status" aria-live="polite">
          {list.data ? t('delegateList.total', { count: list.data.total }) : ''}
        </Typography>
        {anyFilter && (
          <Button
            size="small"
            onClick={() => {
              setSearch('');
              update({ q: undefined, status: undefined, commissionId: undefined, institution: undefined, delegationId: undefined });
            }}
          >
            {t('delegateList.clearFilters')}
          </Button>
        )}
      </Box>

      {selected.size > 0 && <BulkBar ids={[...selected]} commissions={commissionList} onDone={() => setSelected(new Set())} />}

      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 4, overflow: 'hidden', opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <TableContainer>
            <Table size="small" aria-label={t('delegateList.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                      indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                      onChange={togglePage}
                      slotProps={{ input: { 'aria-label': t('delegateList.selectAll') } }}
                    />
                  </TableCell>
                  {header('lastNames')}
                  {header('firstNames')}
                  {header('documentNumber')}
                  {header('institution')}
                  {header('status')}
                  {header('commission')}
                  {header('delegation')}
                  {header('createdAt')}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={9}>
                      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                        {t('delegateList.empty')}
                      </Typography>
                    </TableCell>
                  </TableRow>
                ) : (
                  rows.map((row) => {
                    const name = `${row.firstNames} ${row.lastNames}`;
                    return (
                      <TableRow
                        key={row.id}
                        hover
                        selected={selected.has(row.id)}
                        onClick={() => setOpened(row)}
                        sx={{ cursor: 'pointer' }}
                      >
                        <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                          <Checkbox
                            checked={selected.has(row.id)}
                            onChange={() => toggle(row.id)}
                            slotProps={{ input: { 'aria-label': t('delegateList.selectRow', { name }) } }}
                          />
                        </TableCell>
                        <TableCell>
                          <Link
                            component="button"
                            type="button"
                            underline="hover"
                            color="inherit"
                            aria-label={t('delegateList.open', { name })}
                            onClick={(e: React.MouseEvent) => {
                              e.stopPropagation();
                              setOpened(row);
                            }}
                            sx={{ fontWeight: 600, textAlign: 'left' }}
                          >
                            {row.lastNames}
                          </Link>
                          {row.duplicate && (
                            <Tooltip title={t('delegateList.duplicateHelp')}>
                              <Chip label={t('delegateList.duplicate')} color="warning" size="small" sx={{ ml: 1 }} />
                            </Tooltip>
                          )}
                        </TableCell>
                        <TableCell>{row.firstNames}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {row.documentType} {row.documentNumber}
                        </TableCell>
                        <TableCell>{row.institution}</TableCell>
                        <TableCell>
                          <Chip
                            label={t(`delegateList.status.${row.status}`)}
                            color={STATUS_COLORS[row.status]}
                            size="small"
                            variant="outlined"
                          />
                        </TableCell>
                        <TableCell>{row.commissionName ?? '—'}</TableCell>
                        <TableCell>{row.delegationName ?? '—'}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</TableCell>
                      </TableRow>
                    );
                  })
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={list.data.total}
            page={Math.min(page, Math.max(0, Math.ceil(list.data.total / pageSize) - 1))}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...DELEGATE_PAGE_SIZES]}
            onPageChange={(_e, next) => update({ page: next })}
            onRowsPerPageChange={(e) => update({ pageSize: Number(e.target.value) })}
            labelRowsPerPage={t('delegateList.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('delegateList.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) => t(`delegateList.pageAria.${type}`)}
          />
        </Paper>
      )}

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
