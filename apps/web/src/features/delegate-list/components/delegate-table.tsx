import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DELEGATE_PAGE_SIZES, DELEGATE_STATUS_COLORS, type DelegateList, type DelegateListRow, type DelegateSort } from '@quorum/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/format';
import type { ListState, ListUpdate } from '../use-list-state';

type Column = 'lastNames' | 'firstNames' | 'documentNumber' | 'institution' | 'status' | 'commission' | 'delegation' | 'createdAt';

const SORTABLE: Partial<Record<Column, DelegateSort>> = {
  lastNames: 'lastNames',
  firstNames: 'firstNames',
  documentNumber: 'documentNumber',
  institution: 'institution',
  status: 'status',
  createdAt: 'createdAt',
};

interface Props {
  list: Pick<DelegateList, 'rows' | 'total' | 'capped' | 'next' | 'previous'>;
  /** True while the previous page is shown until the next one arrives. */
  stale: boolean;
  state: ListState;
  update: ListUpdate;
  selected: Set<string>;
  onSelectedChange: (change: (previous: Set<string>) => Set<string>) => void;
  onOpen: (row: DelegateListRow) => void;
}

/** One page of delegates: sortable headers, row selection, a row opens the delegate, pagination. */
export function DelegateTable({ list, stale, state, update, selected, onSelectedChange, onOpen }: Props) {
  const { t } = useTranslation();
  const { sort, dir, page, pageSize } = state;
  const rows = list.rows;
  const pageIds = rows.map((r) => r.id);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;

  const toggle = (id: string) =>
    onSelectedChange((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const togglePage = () =>
    onSelectedChange((prev) => {
      const next = new Set(prev);
      if (selectedOnPage === pageIds.length) for (const id of pageIds) next.delete(id);
      else for (const id of pageIds) next.add(id);
      return next;
    });

  // The page beside this one starts from this page's first or last row (the server walks its index from there); the
  // first and the last page, by their number.
  const goTo = (next: number) => {
    if (next === page + 1 && list.next) update({ page: next, after: list.next });
    else if (next === page - 1 && next > 0 && list.previous) update({ page: next, before: list.previous });
    else update({ page: next });
  };
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

  return (
    <Paper variant="outlined" sx={{ borderRadius: 4, overflow: 'hidden', opacity: stale ? 0.6 : 1 }}>
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
                  <TableRow key={row.id} hover selected={selected.has(row.id)} onClick={() => onOpen(row)} sx={{ cursor: 'pointer' }}>
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
                        onClick={(e: MouseEvent) => {
                          e.stopPropagation();
                          onOpen(row);
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
                        label={t(`delegateStatus.${row.status}`)}
                        color={DELEGATE_STATUS_COLORS[row.status]}
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
      <Pager
        total={list.total}
        moreThanTotal={list.capped}
        page={page}
        pageSize={pageSize}
        sizes={DELEGATE_PAGE_SIZES}
        onPage={goTo}
        onPageSize={(next) => update({ pageSize: next })}
      />
    </Paper>
  );
}
