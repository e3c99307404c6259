import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field';
import { FormField } from '../../../components/form-field';
import Typography from '@mui/material/Typography';
import { normalizePersonalCode, personalLinkPath, type ResendLinkInput } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useNavigate } from 'react-router';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useResendLink } from '../api';
import { useSubmit } from '../../../components/use-submit';

/** The check loads after the first paint (decision 027). */
const schema = () => import('../../../lib/public-schemas').then((s) => s.resendLinkSchema);

/** /verificator without a code: get the personal link again (the answer never says whether the person exists). */
export function ResendForm() {
  const { t } = useTranslation();
  const resend = useResendLink();
  const [done, setDone] = useState(false);
  const form = useSchemaForm<ResendLinkInput>({
    schema,
    defaultValues: { documentNumber: '', email: '' },
  });
  const sending = useSubmit(null, { failureIn: 'form' });
  const failure = sending.failure;
  const submit = form.handleSubmit((values) =>
    sending.run(async () => {
      await resend.mutateAsync(values);
      setDone(true);
      return true;
    }),
  );
  return (
    <SectionCard title={t('publicDelegates.verificator.resendTitle')} region={false}>
      {done ? (
        <Alert severity="success" role="status">
          {t('publicDelegates.verificator.resendDone')}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            <Typography color="text.secondary">{t('publicDelegates.verificator.resendHelp')}</Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
            <FormField control={form.control} name="documentNumber" label={t('publicDelegates.fields.documentNumber')} autoComplete="off" />
            <FormField control={form.control} name="email" label={t('publicDelegates.fields.email')} type="email" autoComplete="email" />
            <Box>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                {t('publicDelegates.verificator.resendSubmit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </SectionCard>
  );
}

/** Opening /verificator with a typed personal code. */
export function CodeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  return (
    <SectionCard title={t('publicDelegates.verificator.haveCode')} region={false}>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim()) navigate(personalLinkPath(normalizePersonalCode(code)));
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        <TextField
          label={t('publicDelegates.verificator.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          sx={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" variant="outlined">
          {t('publicDelegates.verificator.open')}
        </Button>
      </Box>
    </SectionCard>
  );
}
