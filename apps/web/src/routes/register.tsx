import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { RegistrationOptions, RegistrationResult } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../components/public-page';
import { Loading, QueryError } from '../components/query-state';
import { registrationOptionsQuery } from '../features/registration/api';
import { RegistrationForm } from '../features/registration/components/registration-form';
import { formatDateTime } from '../lib/format';
import { useMomentText } from '../lib/use-moment-text';

/** /register "PreRegistro": the public multi-step pre-registration form, or why it is closed. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const options = useQuery(registrationOptionsQuery);
  const [done, setDone] = useState<RegistrationResult | null>(null);
  const [round, setRound] = useState(0);

  return (
    <PublicPage title={t('publicDelegates.register.title')} maxWidth={640} padding={2.5}>
      {options.isPending ? (
        <Loading />
      ) : options.isError ? (
        <QueryError error={options.error} onRetry={() => options.refetch()} />
      ) : done ? (
        <Alert severity="success" role="status">
          <AlertTitle>{t('publicDelegates.register.doneTitle')}</AlertTitle>
          {t('publicDelegates.register.doneBody', { name: done.firstNames })}
          <Button
            sx={{ display: 'block', mt: 1 }}
            onClick={() => {
              setDone(null);
              setRound((r) => r + 1);
            }}
          >
            {t('publicDelegates.register.doneAgain')}
          </Button>
        </Alert>
      ) : !options.data.open || !options.data.ready ? (
        <ClosedMessage options={options.data} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('publicDelegates.register.intro')}
          </Typography>
          <RegistrationForm key={round} options={options.data} onDone={setDone} />
        </>
      )}
    </PublicPage>
  );
}

/**
 * Why the form is not offered, before anyone fills a step: the window is shut, or the event is not ready yet. The
 * window's moments as the server drew the page (the event's clock), then the reader's (`useMomentText`).
 */
function ClosedMessage({ options }: { options: RegistrationOptions }) {
  const { t } = useTranslation();
  const start = useMomentText(options.registrationStart, formatDateTime);
  const end = useMomentText(options.registrationEnd, formatDateTime);
  if (options.open)
    return (
      <Alert severity="info" role="status">
        <AlertTitle>{t('publicDelegates.register.notReadyTitle')}</AlertTitle>
        {t('errors.EVENT_NOT_READY')}
      </Alert>
    );
  const parts = [
    start && t('publicDelegates.register.from', { date: start }),
    end && t('publicDelegates.register.until', { date: end }),
  ].filter(Boolean);
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{t('publicDelegates.register.closedTitle')}</AlertTitle>
      {parts.length ? t('publicDelegates.register.closedWindow', { period: parts.join(' ') }) : t('publicDelegates.register.closedNoDates')}
    </Alert>
  );
}
