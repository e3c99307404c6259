import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginLink, PublicPage } from '../components/public-page';
import { Loading, QueryError } from '../components/query-state';
import { setupStatusQuery } from '../features/setup/api';
import { FirstAdminForm } from '../features/setup/components/first-admin-form';
import { isApiError } from '../lib/api';

/** /setup?token=: the first run, creating the first Gestor with the link printed in the server log. */
export default function SetupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useQuery(setupStatusQuery(token));

  let body: ReactNode;
  if (status.isPending) body = <Loading />;
  else if (status.isError && !isApiError(status.error, 'VALIDATION', 'TOKEN_INVALID'))
    body = <QueryError error={status.error} onRetry={() => void status.refetch()} />;
  else if (status.data && !status.data.needed)
    body = (
      <Alert severity="info" role="status">
        {t('errors.SETUP_DONE')} <LoginLink>{t('setup.goToLogin')}</LoginLink>
      </Alert>
    );
  else if (!status.data?.tokenValid)
    body = (
      <Alert severity="error" role="alert">
        {t('setup.tokenInvalid')}
      </Alert>
    );
  else body = <FirstAdminForm token={token} />;

  return (
    <PublicPage title={t('setup.title')} maxWidth={520}>
      {body}
    </PublicPage>
  );
}
