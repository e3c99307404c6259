import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PageFallback } from '../../components/query-state';
import { commissionQuery } from '../../data/commissions';
import { useAuth } from '../../data/session';
import { commissionAwardsQuery } from '../../features/awards/api';
import { AwardCategoryPanel } from '../../features/awards/components/award-category-panel';
import { AwardStatusBar } from '../../features/awards/components/award-status-bar';

/** /president/awards/:id (Premios): the commission's awards per category; lock (chair), unlock and publish (Gestor). */
export default function PresidentAwardsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { profile } = useAuth();
  const commission = useQuery(commissionQuery(id));
  const awards = useQuery(commissionAwardsQuery(id));
  const title = t('routes.presidentAwards');
  if (!awards.isSuccess) return <PageFallback title={title} query={awards} />;
  const view = awards.data;
  const locked = view.lockedAt !== null;

  return (
    <Box sx={{ maxWidth: 1000 }}>
      <PageHeader title={title} subtitle={commission.data && t('awards.subtitle', { name: commission.data.name })} />
      <Stack spacing={3}>
        <AwardStatusBar view={view} isGestor={profile?.role === 'Gestor'} />
        {view.categories.map((card) => (
          <AwardCategoryPanel key={card.category.id} commissionId={id} card={card} locked={locked} />
        ))}
      </Stack>
    </Box>
  );
}
