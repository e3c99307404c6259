import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PageFallback } from '../../components/query-state';
import { commissionQuery } from '../../data/commissions';
import { chairLiveQuery } from '../../features/chair/api';
import { CommissionSettingsForm } from '../../features/chair/components/commission-settings-form';
import { ProjectionCard } from '../../features/chair/components/projection-card';

/** /president/settings/:id: the chair's settings of the commission (data, rules, projection, banner). */
export default function PresidentSettingsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const commission = useQuery(commissionQuery(id));
  const live = useQuery(chairLiveQuery(id));

  if (!commission.isSuccess) return <PageFallback title={t('routes.presidentSettings')} query={commission} />;
  const c = commission.data;
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader title={t('routes.presidentSettings')} subtitle={t('chairPanel.settings.subtitle', { name: c.name })} />
      <CommissionSettingsForm
        key={c.id}
        commission={c}
        members={live.data?.quorum.members ?? null}
        projection={<ProjectionCard commission={c} />}
      />
    </Box>
  );
}
