import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PageFallback } from '../../components/query-state';
import { commissionQuery } from '../../data/commissions';
import { delegationsQuery } from '../../features/delegations/api';
import { CountryPickerCard } from '../../features/delegations/components/country-picker-card';
import { CustomDelegationForm } from '../../features/delegations/components/custom-delegation-form';
import { DelegationList } from '../../features/delegations/components/delegation-list';
import { SeatActions } from '../../features/delegations/components/seat-actions';

/** /president/add/delegation/:id (Delegaciones): the commission's seats — add, mark, reorder, remove. */
export default function PresidentDelegationsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const commission = useQuery(commissionQuery(id));
  const delegations = useQuery(delegationsQuery(id));

  const title = t('routes.presidentDelegations');
  if (!delegations.isSuccess) return <PageFallback title={title} query={delegations} />;

  const rows = delegations.data;
  const capacity = commission.data?.capacity;
  const taken = new Set(rows.map((d) => d.isoCode).filter((c): c is string => !!c));

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader
        title={title}
        subtitle={
          commission.data &&
          t('chairArea.delegations.subtitle', { name: commission.data.name, count: rows.length, capacity: commission.data.capacity })
        }
      />
      {commission.data && (
        <Box sx={{ mb: 3 }}>
          <SeatActions commissionId={id} seats={rows.length} capacity={commission.data.capacity} />
        </Box>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 3, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="seated-title">
          <Typography variant="h6" component="h2" id="seated-title" gutterBottom>
            {t('chairArea.delegations.listTitle')}
          </Typography>
          {rows.length ? (
            <DelegationList commissionId={id} rows={rows} />
          ) : (
            <Alert severity="info">{t('chairArea.delegations.empty')}</Alert>
          )}
        </Box>
        <Stack spacing={3}>
          <CountryPickerCard commissionId={id} taken={taken} full={capacity !== undefined && rows.length >= capacity} />
          <CustomDelegationForm commissionId={id} />
        </Stack>
      </Box>
    </Box>
  );
}
