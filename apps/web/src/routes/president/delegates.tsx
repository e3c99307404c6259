import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CommissionDelegate, DELEGATE_STATUSES, type DelegateStatus, type Delegation, routePath, searchKey } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Loading, QueryError } from '../../components/query-state';
import { SelectField } from '../../components/select-field';
import { commissionQuery } from '../../features/commissions/api';
import { commissionDelegatesQuery, delegationsQuery, useAssignDelegation } from '../../features/delegations/api';
import { useToast } from '../../components/toast/toast-provider';
import { useErrorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';

const STATUS_COLORS: Record<DelegateStatus, 'default' | 'info' | 'primary' | 'success' | 'error'> = {
  preinscrito: 'default',
  verificado: 'info',
  asignado: 'primary',
  acreditado: 'success',
  retirado: 'error',
};

/** /president/delegates/:id (Delegados): the commission's delegates, their contact and status; seat them in delegations. */
export default function PresidentDelegatesPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const commission = useQuery(commissionQuery(id));
  const delegates = useQuery(commissionDelegatesQuery(id));
  const delegations = useQuery(delegationsQuery(id));
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<DelegateStatus | null>(null);
  const deferred = useDeferredValue(query);

  const rows = delegates.data;
  const filtered = useMemo(() => {
    if (!rows) return [];
    const q = searchKey(deferred);
    return rows.filter(
      (r) =>
        (!status || r.status === status) &&
        (!q || searchKey(`${r.firstNames} ${r.lastNames} ${r.email} ${r.institution} ${r.delegationName ?? ''}`).includes(q)),
    );
  }, [rows, deferred, status]);

  const title = t('routes.presidentDelegates');
  if (delegates.isPending) return <Loading />;
  if (delegates.isError)
    return (
      <Box>
        <PageHeader title={title} />
        <QueryError error={delegates.error} onRetry={() => void delegates.refetch()} />
      </Box>
    );
  const all = delegates.data;
  const counts = new Map<DelegateStatus, number>();
  for (const r of all) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  const unseated = all.filter((r) => !r.delegationId && r.status !== 'retirado').length;

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={title}
        subtitle={commission.data && t('chairArea.delegates.subtitle', { name: commission.data.name, count: all.length, unseated })}
      />
      <Stack spacing={2}>
        <TextField
          label={t('chairArea.delegates.filter')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          sx={{ maxWidth: 480 }}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
          role="group"
          aria-label={t('chairArea.delegates.statusFilter')}
        >
          <Chip
            label={t('chairArea.delegates.allStatuses', { count: all.length })}
            color={status === null ? 'primary' : 'default'}
            variant={status === null ? 'filled' : 'outlined'}
            onClick={() => setStatus(null)}
            aria-pressed={status === null}
          />
          {DELEGATE_STATUSES.map((s) => (
            <Chip
              key={s}
              label={`${t(`chairArea.delegates.statuses.${s}`)} (${counts.get(s) ?? 0})`}
              color={status === s ? 'primary' : 'default'}
              variant={status === s ? 'filled' : 'outlined'}
              onClick={() => setStatus(status === s ? null : s)}
              aria-pressed={status === s}
            />
          ))}
        </Stack>
        {delegations.data && delegations.data.length === 0 && (
          <Alert severity="info">
            {t('chairArea.delegates.noDelegations')}{' '}
            <Link component={RouterLink} to={routePath('presidentDelegations', id)}>
              {t('chairArea.delegates.goToDelegations')}
            </Link>
          </Alert>
        )}
        {all.length === 0 ? (
          <Alert severity="info">{t('chairArea.delegates.empty')}</Alert>
        ) : (
          <DelegatesTable commissionId={id} rows={filtered} delegations={delegations.data ?? []} />
        )}
      </Stack>
    </Box>
  );
}

function DelegatesTable({
  commissionId,
  rows,
  delegations,
}: {
  commissionId: string;
  rows: CommissionDelegate[];
  delegations: Delegation[];
}) {
  const { t } = useTranslation();
  const assign = useAssignDelegation(commissionId);
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const options = [
    { value: '', label: t('chairArea.delegates.noDelegation') },
    ...delegations.map((d) => ({ value: d.id, label: d.name })),
  ];

  const seat = (r: CommissionDelegate, delegationId: string) =>
    assign.mutate(
      { delegateId: r.id, delegationId: delegationId || null },
      {
        onSuccess: (row) =>
          toast.success(
            row.delegationName
              ? t('chairArea.delegates.assigned', { name: `${row.firstNames} ${row.lastNames}`, delegation: row.delegationName })
              : t('chairArea.delegates.unassigned', { name: `${row.firstNames} ${row.lastNames}` }),
          ),
        onError: (e) => toast.error(errorMessage(e)),
      },
    );

  if (!rows.length) return <Alert severity="info">{t('chairArea.delegates.noMatches')}</Alert>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('routes.presidentDelegates')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('chairArea.delegates.columns.name')}</TableCell>
            <TableCell>{t('chairArea.delegates.columns.delegation')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('chairArea.delegates.columns.contact')}</TableCell>
            <TableCell>{t('chairArea.delegates.columns.status')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('chairArea.delegates.columns.door')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const name = `${r.firstNames} ${r.lastNames}`;
            return (
              <TableRow key={r.id} data-testid="delegate-row">
                <TableCell>
                  <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {r.institution}
                  </Typography>
                  {/* On a phone the contact column is hidden: the e-mail goes under the name. */}
                  <Typography variant="body2" sx={{ display: { xs: 'block', md: 'none' }, wordBreak: 'break-all' }}>
                    <Link href={`mailto:${r.email}`}>{r.email}</Link>
                  </Typography>
                </TableCell>
                <TableCell sx={{ minWidth: 170 }}>
                  <SelectField
                    size="small"
                    fullWidth
                    label={t('chairArea.delegates.delegationOf', { name })}
                    value={r.delegationId ?? ''}
                    onChange={(v) => seat(r, v)}
                    options={options}
                    disabled={assign.isPending && assign.variables?.delegateId === r.id}
                  />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  <Link href={`mailto:${r.email}`} sx={{ wordBreak: 'break-all' }}>
                    {r.email}
                  </Link>
                  {r.phone && (
                    <Typography variant="body2">
                      <Link href={`tel:${r.phone.replace(/\s+/g, '')}`}>{r.phone}</Link>
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`chairArea.delegates.statuses.${r.status}`)}
                    color={STATUS_COLORS[r.status]}
                    variant={r.status === 'preinscrito' ? 'outlined' : 'filled'}
                  />
                  {r.assignmentManual && (
                    <Typography variant="caption" display="block" color="text.secondary">
                      {t('chairArea.delegates.manual')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <Typography variant="body2">{t('chairArea.delegates.verifiedAt', { when: formatDateTime(r.verifiedAt) })}</Typography>
                  <Typography variant="body2">{t('chairArea.delegates.checkedInAt', { when: formatDateTime(r.checkedInAt) })}</Typography>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
