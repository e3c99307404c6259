import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { MatrixDelegate } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-state';
import { assignmentMatrixQuery } from '../../features/assignment/api';
import { AssignDialog } from '../../features/assignment/components/assign-dialog';
import { AutoAssign } from '../../features/assignment/components/auto-assign-button';
import { CommissionMatrixCard } from '../../features/assignment/components/commission-matrix-card';
import { UnassignedList } from '../../features/assignment/components/unassigned-list';
import { LoadCodesPanel } from '../../features/load-codes/components/load-codes-panel';

interface Editing {
  delegate: MatrixDelegate;
  current?: { commissionId: string; delegationId: string | null };
}

/** Listas (PRODUCT §4): the commissions × delegations matrix, manual and automatic assignment, downloads. */
export default function SecretaryDelegationsPage() {
  const { t } = useTranslation();
  const matrix = useQuery(assignmentMatrixQuery);
  const [editing, setEditing] = useState<Editing | null>(null);

  return (
    <>
      <PageHeader title={t('routes.secretaryDelegations')} subtitle={t('assignment.subtitle')} />
      <QueryView query={matrix}>
        {(data) => (
          <>
            <AutoAssign withoutCommission={data.withoutCommission} />
            {data.commissions.length === 0 && <Alert severity="info">{t('assignment.noCommissions')}</Alert>}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
                {data.commissions.map((commission) => (
                  <CommissionMatrixCard
                    key={commission.id}
                    commission={commission}
                    onEdit={(delegate, current) => setEditing({ delegate, current })}
                  />
                ))}
              </Box>
              <UnassignedList matrix={data} onAssign={(delegate) => setEditing({ delegate })} />
            </Box>
            {editing && (
              <AssignDialog
                key={editing.delegate.id}
                delegate={editing.delegate}
                current={editing.current}
                commissions={data.commissions}
                onClose={() => setEditing(null)}
              />
            )}
          </>
        )}
      </QueryView>
      {/* Load codes (códigos de carga) for institutions: another slice renders features/load-codes components here. */}
      <Box id="load-codes" sx={{ mt: 4 }}>
        <LoadCodesPanel />
      </Box>
    </>
  );
}
