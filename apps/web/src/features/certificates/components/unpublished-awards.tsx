import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { CommissionCertificates } from '@quorum/shared';
import { useTranslation } from 'react-i18next';

/** The commission's awards not published yet, where certificates are issued: an issue would leave their certificates out. */
export function UnpublishedAwards({ awards }: { awards: CommissionCertificates['unpublishedAwards'] }) {
  const { t } = useTranslation();
  if (awards.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="unpublished-awards">
      <AlertTitle>{t('certificateIssue.unpublishedTitle')}</AlertTitle>
      {t('certificateIssue.unpublished', { count: awards.length })}
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {awards.map((a) => (
          <li key={a.awardId}>{`${a.categoryName} · ${a.recipientName}`}</li>
        ))}
      </Box>
    </Alert>
  );
}
