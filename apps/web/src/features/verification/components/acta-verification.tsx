import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ActaVerification } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../../components/public-page';
import { Loading, QueryError } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { actaVerificationQuery } from '../api';

/**
 * /verificator?acta=… (decision 039): whether an acta is the one its commission's log produced — its last entry still
 * has the hash the acta printed, the chain whole up to it — or it does not match, or the log was altered.
 */
export function ActaVerificationPage({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('actaVerify.title')} intro={t('actaVerify.intro')} maxWidth={720} card={false}>
      <ActaVerificationView code={code} />
    </PublicPage>
  );
}

function ActaVerificationView({ code }: { code: string }) {
  const { t } = useTranslation();
  const view = useQuery(actaVerificationQuery(code));
  if (view.isPending) return <Loading />;
  if (view.isError) return <QueryError error={view.error} onRetry={() => void view.refetch()} />;
  if (!view.data)
    return (
      <Alert severity="error" role="alert">
        {t('actaVerify.notFound')}
      </Alert>
    );
  return <ActaCard acta={view.data} />;
}

function ActaCard({ acta }: { acta: ActaVerification }) {
  const { t } = useTranslation();
  const names = { commission: acta.commissionName, event: acta.eventName, entry: acta.entry, at: acta.alteredAt };
  return (
    <SectionCard title={t('actaVerify.details')} data-testid="acta-verification">
      <Alert severity={acta.status === 'coincide' ? 'success' : 'error'} role="status" data-testid="acta-status">
        <strong>{t(`actaVerify.status.${acta.status}`, names)}</strong>
      </Alert>
      {acta.status === 'coincide' && acta.entries > acta.entry && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('actaVerify.later', { entries: acta.entries, entry: acta.entry })}
        </Typography>
      )}
    </SectionCard>
  );
}
