import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CertificateVerification } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loading, QueryError } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { formatDate } from '../../../lib/format';
import { certificateVerificationQuery } from '../api';

/** /verificator?code=… with a certificate's code: valid, revoked (on which day) or unknown. */
export function CertificateVerificationView({ code }: { code: string }) {
  const { t } = useTranslation();
  const view = useQuery(certificateVerificationQuery(code));
  if (view.isPending) return <Loading />;
  if (view.isError) return <QueryError error={view.error} onRetry={() => void view.refetch()} />;
  if (!view.data)
    return (
      <Alert severity="error" role="alert" data-testid="certificate-not-found">
        {t('certificates.verify.notFound')}
      </Alert>
    );
  return <CertificateCard certificate={view.data} />;
}

function CertificateCard({ certificate: c }: { certificate: CertificateVerification }) {
  const { t } = useTranslation();
  const valid = c.status === 'valido';
  const rows: [string, string][] = [
    [t('certificates.verify.holder'), c.holderName],
    [t('certificates.verify.certifies'), c.title],
    [t('certificates.verify.commission'), c.commissionName],
    [t('certificates.verify.delegation'), c.delegationName],
    [t('certificates.verify.issuedAt'), formatDate(c.issuedOn)],
    [t('certificates.verify.event'), c.eventName],
  ];
  return (
    <SectionCard title={t('certificates.verify.details')} data-testid="certificate-verification">
      <Alert severity={valid ? 'success' : 'error'} role="status" sx={{ mb: 2 }} data-testid="certificate-status">
        <strong>{valid ? t('certificates.verify.valid') : t('certificates.verify.revoked')}</strong>
        {!valid && <Typography variant="body2">{t('certificates.verify.revokedOn', { date: formatDate(c.revokedOn) })}</Typography>}
      </Alert>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: label === rows[0]?.[0] ? 600 : undefined }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
