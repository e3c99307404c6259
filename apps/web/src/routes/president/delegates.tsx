import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextField } from '../../components/text-field';
import { type CommissionDelegate, type DelegateStatus, routePath, searchKey } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PageFallback } from '../../components/query-state';
import { lazyDialog } from '../../components/on-demand';
import { useMayUse } from '../../data/capabilities';
import { commissionQuery } from '../../data/commissions';
import { commissionDelegatesQuery } from '../../data/commission-delegates';
import { delegationsQuery } from '../../features/delegations/api';
import { CommissionDelegatesTable } from '../../features/delegations/components/commission-delegates-table';
import { RosterExportButtons } from '../../features/delegations/components/roster-export-buttons';
import { StatusFilter } from '../../features/delegations/components/status-filter';
import { ParticipationPanel } from '../../features/participation/components/participation-panel';

const CorrectDelegateDialog = lazyDialog(() =>
  import('../../features/delegations/components/correct-delegate-dialog').then((m) => m.CorrectDelegateDialog),
);

/**
 * /president/delegates/:id (Delegados): the commission's delegates, their contact and status; seat them in delegations;
 * correct their personal data when Permisos let the chair (`delegates.editPersonalData`); each delegation's attendance,
 * speeches, time spoken and warnings.
 */
export default function PresidentDelegatesPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const commission = useQuery(commissionQuery(id));
  const delegates = useQuery(commissionDelegatesQuery(id));
  const delegations = useQuery(delegationsQuery(id));
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<DelegateStatus | null>(null);
  const [correcting, setCorrecting] = useState<CommissionDelegate | null>(null);
  const mayUse = useMayUse();
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
  if (!delegates.isSuccess) return <PageFallback title={title} query={delegates} />;
  const all = delegates.data;
  const unseated = all.filter((r) => !r.delegationId && r.status !== 'retirado').length;

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={title}
        subtitle={commission.data && t('chairArea.delegates.subtitle', { name: commission.data.name, count: all.length, unseated })}
        actions={<RosterExportButtons commissionId={id} />}
      />
      <Stack spacing={2}>
        <TextField
          label={t('chairArea.delegates.filter')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          sx={{ maxWidth: 480 }}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <StatusFilter all={all} status={status} setStatus={setStatus} />
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
          <CommissionDelegatesTable
            commissionId={id}
            rows={filtered}
            delegations={delegations.data ?? []}
            // The list carries the fields to correct only while Permisos allow it.
            onCorrect={mayUse('delegates.editPersonalData') && all.some((r) => r.documentNumber !== undefined) ? setCorrecting : undefined}
          />
        )}
        <ParticipationPanel commissionId={id} />
      </Stack>
      {correcting && <CorrectDelegateDialog commissionId={id} delegate={correcting} onClose={() => setCorrecting(null)} />}
    </Box>
  );
}
