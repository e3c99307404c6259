import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { Pager } from '../../../components/pager';
import { SelectField } from '../../../components/select-field';
import { usersQuery } from '../../../data/users';
import { auditQuery } from '../api';
import { AuditTable } from './audit-table';

const PAGE_SIZES = [25, 50, 100] as const;

/** A day of this device's calendar (YYYY-MM-DD) → the instant it starts, in ISO; `nextDay` gives the start of the day after. */
export function dayStart(day: string, nextDay = false): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d + (nextDay ? 1 : 0)).toISOString();
}

interface Filters {
  actorId: string;
  from: string;
  to: string;
}

/** Registro de actividad: the whole audit log, by person and by days (this device's calendar), a page at a time. */
export function AuditLog() {
  const { t } = useTranslation();
  const users = useQuery(usersQuery);
  const [filters, setFilters] = useState<Filters>({ actorId: '', from: '', to: '' });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(50);
  const badRange = filters.from !== '' && filters.to !== '' && filters.to < filters.from;
  const audit = useQuery({
    ...auditQuery({
      actorId: filters.actorId || undefined,
      from: filters.from ? dayStart(filters.from) : undefined,
      to: filters.to ? dayStart(filters.to, true) : undefined,
      page,
      pageSize,
    }),
    enabled: !badRange,
  });
  const change = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(0);
  };
  const filtered = filters.actorId !== '' || filters.from !== '' || filters.to !== '';

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <SelectField
          label={t('audit.filters.person')}
          value={filters.actorId}
          onChange={(actorId) => change({ actorId })}
          options={[{ value: '', label: t('audit.filters.anyone') }, ...(users.data ?? []).map((u) => ({ value: u.uid, label: u.name }))]}
          sx={{ minWidth: 240 }}
        />
        <TextField
          label={t('audit.filters.from')}
          type="date"
          value={filters.from}
          onChange={(e) => change({ from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t('audit.filters.to')}
          type="date"
          value={filters.to}
          onChange={(e) => change({ to: e.target.value })}
          error={badRange}
          helperText={badRange ? t('audit.filters.badRange') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {filtered && (
          <Button onClick={() => change({ actorId: '', from: '', to: '' })} sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}>
            {t('audit.filters.clear')}
          </Button>
        )}
      </Stack>
      {!badRange && (
        <QueryView query={audit}>
          {(result) => (
            <Paper variant="outlined" sx={{ borderRadius: 4, overflow: 'hidden' }}>
              <AuditTable entries={result.rows} emptyText={t('audit.empty')} label={t('routes.secretaryAudit')} />
              <Pager
                total={result.total}
                page={page}
                pageSize={pageSize}
                sizes={PAGE_SIZES}
                onPage={setPage}
                onPageSize={(next) => {
                  setPageSize(next);
                  setPage(0);
                }}
              />
            </Paper>
          )}
        </QueryView>
      )}
    </Stack>
  );
}
