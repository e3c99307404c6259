import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { AssignmentMatrix, MatrixDelegate } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { QueryError } from '../../components/query-state';
import { UrlTabs } from '../../components/url-tabs';
import { assignmentMatrixQuery } from '../../features/assignment/api';
import { AutoAssign } from '../../features/assignment/components/auto-assign-button';
import { CommissionMatrixCard } from '../../features/assignment/components/commission-matrix-card';
import { UnassignedList } from '../../features/assignment/components/unassigned-list';
import { SeatActions } from '../../features/delegations/components/seat-actions';
import { lazyDialog, lazySection } from '../../components/on-demand';

const AssignDialog = lazyDialog(() => import('../../features/assignment/components/assign-dialog').then((m) => m.AssignDialog));
/** The load codes have a tab of their own: their panel loads when it is opened. */
const LoadCodesPanel = lazySection(
  () => import('../../features/load-codes/components/load-codes-panel').then((m) => m.LoadCodesPanel),
  240,
);

interface Editing {
  delegate: MatrixDelegate;
  current?: { commissionId: string; delegationId: string | null };
}

const UNASSIGNED = 'sin-comision';
const LOAD_CODES = 'codigos';

/**
 * Listas (PRODUCT §4): a tab for the delegates without a commission (searched and paged), one per commission
 * (its seats, matrix and downloads) and one for the load codes; the selected tab is in the address (`?tab=`).
 * Every part keeps its place while the matrix loads, so nothing jumps.
 */
export default function SecretaryDelegationsPage() {
  const { t } = useTranslation();
  const matrix = useQuery(assignmentMatrixQuery);
  const [editing, setEditing] = useState<Editing | null>(null);
  const data = matrix.data;
  const commissions = data?.commissions ?? [];

  const tabsOf = ({ withoutCommission, commissions: all }: AssignmentMatrix) => [
    { value: UNASSIGNED, label: t('assignment.tabUnassigned', { count: withoutCommission }) },
    ...all.map((c) => ({ value: c.id, label: c.acronym || c.name })),
    { value: LOAD_CODES, label: t('assignment.loadCodes') },
  ];
  const commissionTab = (id: string) => {
    const commission = commissions.find((c) => c.id === id);
    if (!commission) return <Skeleton variant="rounded" height={480} />;
    return (
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-end' } }}>
          <SeatActions commissionId={commission.id} seats={commission.delegations.length} capacity={commission.capacity} />
          <Button component={RouterLink} to={`/president/add/delegation/${commission.id}`} sx={{ flexShrink: 0 }}>
            {t('assignment.editDelegations')}
          </Button>
        </Stack>
        <CommissionMatrixCard commission={commission} onEdit={(delegate, current) => setEditing({ delegate, current })} />
      </Stack>
    );
  };

  return (
    <>
      <PageHeader title={t('routes.secretaryDelegations')} subtitle={t('assignment.subtitle')} />
      {matrix.isError && <QueryError error={matrix.error} onRetry={() => void matrix.refetch()} />}
      <AutoAssign withoutCommission={data?.withoutCommission} />
      {data?.commissions.length === 0 && <Alert severity="info">{t('assignment.noCommissions')}</Alert>}
      <UrlTabs label={t('assignment.tabsLabel')} tabs={data && tabsOf(data)} fallback={UNASSIGNED}>
        {(tab) => {
          if (tab === UNASSIGNED) return <UnassignedList commissions={commissions} onAssign={(delegate) => setEditing({ delegate })} />;
          if (tab === LOAD_CODES) return <LoadCodesPanel />;
          return commissionTab(tab);
        }}
      </UrlTabs>
      {editing && (
        <AssignDialog
          key={editing.delegate.id}
          delegate={editing.delegate}
          current={editing.current}
          commissions={commissions}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
