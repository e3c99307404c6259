import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { LoadCodeInfo } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

/** The load code's institution, quota used and expiry. */
export function CodeInfoCard({ data }: { data: LoadCodeInfo }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardContent>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: 1,
            m: 0,
            '& dd': { m: 0, fontWeight: 600 },
          }}
        >
          <Typography component="dt" color="text.secondary">
            {t('schoolLoad.institution')}
          </Typography>
          <Typography component="dd">{data.institution}</Typography>
          <Typography component="dt" color="text.secondary">
            {t('schoolLoad.quota')}
          </Typography>
          <Typography component="dd">
            {t('schoolLoad.quotaValue', { loaded: data.loaded, quota: data.quota ?? '∞', count: data.quota ?? Number.POSITIVE_INFINITY })}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('schoolLoad.expires')}
          </Typography>
          <Typography component="dd">{formatDateTime(data.expiresAt)}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
