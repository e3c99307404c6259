import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MeetsCheckInResult } from '@quorum/shared';
import { useTranslation } from 'react-i18next';

/**
 * The card a delegate sees once marked present: the masked name, the commission and the delegation. The name is
 * labelled «Participante»: the data says nothing of anyone's gender, and «Delegado» would speak of everyone as a man.
 */
export function CheckInResult({ result }: { result: MeetsCheckInResult }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" role="status" aria-live="polite" sx={{ borderColor: 'success.main' }}>
      <CardContent>
        <Typography variant="h5" component="h2" color="success.main" gutterBottom>
          {t('meets.present')}
        </Typography>
        <Stack spacing={1}>
          <Typography>
            {t('meets.participant')}: <strong>{result.delegate}</strong>
          </Typography>
          <Typography>
            {t('meets.commission')}: <strong>{result.commissionName}</strong>
          </Typography>
          <Typography>
            {t('meets.delegation')}: <strong>{result.delegationName}</strong>
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
