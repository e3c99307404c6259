import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { TextField } from '../components/text-field';
import Typography from '@mui/material/Typography';
import type { LookupResult } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineForm } from '../components/inline-form';
import { PublicPage } from '../components/public-page';
import { useLookup } from '../features/registration/api';
import { isApiError } from '../lib/api';
import { useErrorMessage } from '../lib/errors';
import { fieldMessage, lazyCheck } from '../lib/forms';

/** The shared check of a document number, loaded after the first paint (decision 027). */
const checkDocument = lazyCheck(() => import('../lib/public-schemas').then(({ documentNumberSchema }) => documentNumberSchema));
/** /data (no title): a delegate types their document number and sees commission, delegation and room. */
export default function DataPage() {
  const { t } = useTranslation();
  // A refused look-up says which limit and for how long (the server's Spanish words).
  const errorMessage = useErrorMessage(['RATE_LIMITED']);
  const lookup = useLookup();
  const [document, setDocument] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [result, setResult] = useState<LookupResult | null>(null);
  const [failure, setFailure] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setResult(null);
    setFailure(null);
    const parsed = await checkDocument(document);
    if (!parsed.success) {
      setFieldError(fieldMessage(parsed.error.issues[0]?.message));
      return;
    }
    setFieldError(undefined);
    try {
      setResult(await lookup.mutateAsync(parsed.data));
    } catch (error) {
      if (isApiError(error, 'NOT_FOUND')) setFailure({ severity: 'info', text: t('publicDelegates.data.notFound') });
      else setFailure({ severity: 'error', text: errorMessage(error) });
    }
  };

  return (
    <PublicPage title={t('home.actions.data')} intro={t('publicDelegates.data.intro')} maxWidth={560} card={false}>
      <InlineForm
        onSubmit={submit}
        submitLabel={t('publicDelegates.data.search')}
        busy={lookup.isPending}
        failure={failure?.text}
        failureSeverity={failure?.severity}
        gap={1}
        mb={3}
      >
        <TextField
          label={t('publicDelegates.fields.documentNumber')}
          value={document}
          onChange={(e) => setDocument(e.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError}
          autoComplete="off"
          autoFocus
          sx={{ flex: '1 1 14rem' }}
        />
      </InlineForm>
      {result && (
        <Card variant="outlined" role="status" aria-live="polite">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('publicDelegates.data.resultTitle')}
            </Typography>
            <Stack spacing={1}>
              <Typography>
                {t('publicDelegates.data.name')}: <strong>{result.maskedName}</strong>
              </Typography>
              {result.assigned ? (
                <>
                  <Typography>
                    {t('publicDelegates.verificator.commission')}: <strong>{result.commissionName}</strong>
                  </Typography>
                  {result.delegationName && (
                    <Typography>
                      {t('publicDelegates.verificator.delegation')}: <strong>{result.delegationName}</strong>
                    </Typography>
                  )}
                  {result.room && (
                    <Typography>
                      {t('publicDelegates.verificator.room')}: <strong>{result.room}</strong>
                    </Typography>
                  )}
                </>
              ) : (
                <Alert severity="info">{t('publicDelegates.data.notAssigned')}</Alert>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </PublicPage>
  );
}
