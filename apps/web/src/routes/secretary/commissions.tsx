import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { Commission } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-state';
import { useSubmit } from '../../components/use-submit';
import { commissionsQuery } from '../../data/commissions';
import { useRegenerateProjectionCode, useSetArchived } from '../../features/commissions/api';
import { ChairsDialog } from '../../features/commissions/components/chairs-dialog';
import { CommissionCard } from '../../features/commissions/components/commission-card';
import { lazyDialog } from '../../components/on-demand';

const CommissionDialog = lazyDialog(() =>
  import('../../features/commissions/components/commission-dialog').then((m) => m.CommissionDialog),
);

const GRID = { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' };

/** /secretary/commissions: create, edit, archive; chairs; projection codes. */
export default function CommissionsPage() {
  const { t } = useTranslation();
  const submit = useSubmit();
  const [showArchived, setShowArchived] = useState(false);
  const commissions = useQuery(commissionsQuery(showArchived));
  const regenerate = useRegenerateProjectionCode();
  const setArchived = useSetArchived();
  const [editing, setEditing] = useState<Commission | null | undefined>(undefined);
  const [chairsOf, setChairsOf] = useState<Commission | null>(null);
  const [regenerating, setRegenerating] = useState<Commission | null>(null);
  const [archiving, setArchiving] = useState<Commission | null>(null);

  const confirmRegenerate = async (commission: Commission) => {
    await submit.run(async () => {
      const updated = await regenerate.mutateAsync(commission.id);
      return t('commissions.regenerated', { code: updated.projectionCode ?? '' });
    });
    setRegenerating(null);
  };

  const confirmArchive = async (commission: Commission) => {
    const archived = !commission.archived;
    await submit.run(async () => {
      await setArchived.mutateAsync({ id: commission.id, archived });
      return archived ? t('commissions.archivedToast') : t('commissions.unarchivedToast');
    });
    setArchiving(null);
  };

  const name = { name: archiving?.name ?? '' };
  return (
    <Box>
      <PageHeader
        title={t('routes.secretaryCommissions')}
        subtitle={t('commissions.subtitle')}
        add={{ label: t('commissions.new'), onClick: () => setEditing(null) }}
      />
      <FormControlLabel
        sx={{ mb: 2 }}
        control={<Switch checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />}
        label={t('commissions.showArchived')}
      />
      <QueryView query={commissions} empty={<Alert severity="info">{t('commissions.empty')}</Alert>}>
        {(data) => (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: GRID }}>
            {data.map((commission) => (
              <CommissionCard
                key={commission.id}
                commission={commission}
                onEdit={() => setEditing(commission)}
                onChairs={() => setChairsOf(commission)}
                onRegenerate={() => setRegenerating(commission)}
                onArchive={() => setArchiving(commission)}
              />
            ))}
          </Box>
        )}
      </QueryView>
      {editing !== undefined && <CommissionDialog commission={editing} onClose={() => setEditing(undefined)} />}
      {chairsOf && <ChairsDialog commission={chairsOf} onClose={() => setChairsOf(null)} />}
      <ConfirmDialog
        open={regenerating !== null}
        title={t('commissions.regenerateTitle')}
        body={t('commissions.regenerateBody', { name: regenerating?.name ?? '' })}
        confirmLabel={t('commissions.regenerate')}
        busy={regenerate.isPending}
        onConfirm={() => regenerating && void confirmRegenerate(regenerating)}
        onClose={() => setRegenerating(null)}
      />
      <ConfirmDialog
        open={archiving !== null}
        title={archiving?.archived ? t('commissions.unarchiveTitle') : t('commissions.archiveTitle')}
        body={archiving?.archived ? t('commissions.unarchiveBody', name) : t('commissions.archiveBody', name)}
        confirmLabel={archiving?.archived ? t('commissions.unarchive') : t('commissions.archive')}
        busy={setArchived.isPending}
        onConfirm={() => archiving && void confirmArchive(archiving)}
        onClose={() => setArchiving(null)}
      />
    </Box>
  );
}
