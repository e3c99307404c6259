import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { isCertificateCode } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicPage } from '../components/public-page';
import { Loading, QueryError } from '../components/query-state';
import { CertificateVerificationView } from '../features/certificates/components/certificate-verification';
import { verificationQuery } from '../features/verification/api';
import { loadRecordsMessages } from '../i18n';
import { CodeForm, ResendForm } from '../features/verification/components/resend-form';
import { VerificationCard } from '../features/verification/components/verification-card';

/**
 * /verificator "Validación de Datos": (a) with a personal code, the delegate's own data; (b) with a
 * certificate's code (the QR on every certificate; 24 characters, personal codes have 12), whether the
 * certificate is valid, for whom and what it certifies; (c) with an acta's code (`?acta=`, printed on the acta), whether
 * the acta is its commission's log (decision 039); (d) with none, the form to get the link again.
 */
/** An acta's verification, with its own part of the catalogue: the other visits of the page carry neither. */
const ActaVerificationPage = lazy(() =>
  Promise.all([import('../features/verification/components/acta-verification'), loadRecordsMessages()]).then(([m]) => ({
    default: m.ActaVerificationPage,
  })),
);

export default function VerificatorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const acta = params.get('acta')?.trim() ?? '';
  if (acta)
    return (
      <Suspense fallback={<Loading />}>
        <ActaVerificationPage code={acta} />
      </Suspense>
    );
  // Whoever checks a certificate (an employer, a school) is not the delegate: the page is headed for them.
  if (isCertificateCode(code))
    return (
      <PublicPage title={t('certificates.verify.title')} intro={t('certificates.verify.intro')} maxWidth={720} card={false}>
        <CertificateVerificationView code={code} />
      </PublicPage>
    );
  return (
    <PublicPage title={t('publicDelegates.verificator.title')} intro={t('publicDelegates.verificator.intro')} maxWidth={720} card={false}>
      {code ? <WithCode code={code} /> : <WithoutCode />}
    </PublicPage>
  );
}

function WithCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const view = useQuery(verificationQuery(code));
  if (view.isPending) return <Loading />;
  if (view.isError) return <QueryError error={view.error} onRetry={() => void view.refetch()} />;
  if (!view.data) {
    return (
      <Stack spacing={3}>
        <Alert severity="error" role="alert">
          {t('publicDelegates.verificator.unknownCode')}
        </Alert>
        <WithoutCode />
      </Stack>
    );
  }
  return <VerificationCard key={code} code={code} view={view.data} />;
}

function WithoutCode() {
  return (
    <Stack spacing={3}>
      <ResendForm />
      <CodeForm />
    </Stack>
  );
}
