import Alert from '@mui/material/Alert';
import { FormField } from '../components/form-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../lib/api';
import { useSchemaForm } from '../lib/use-schema-form';
import { LoginLink, PublicForm, PublicPage } from '../components/public-page';
import { useSubmit } from '../components/use-submit';

interface ResetForm {
  password: string;
  repeat: string;
}

/** /reset-password?token=: sets a new password from the e-mailed link (also used by invitations). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);

  // The check loads after the first paint (decision 027).
  const form = useSchemaForm<ResetForm>({
    schema: () => import('../lib/public-schemas').then((s) => s.newPasswordTwiceSchema(t('validation.passwordsDiffer'))),
    defaultValues: { password: '', repeat: '' },
  });

  const submit = useSubmit(form, { failureIn: 'form', fieldCodes: { PASSWORD_WEAK: 'password' } });
  const failure = submit.failure;
  const onSubmit = form.handleSubmit(({ password }) =>
    submit.run(async () => {
      await api<void>('/api/auth/reset-password', { method: 'POST', body: { token, password } });
      setDone(true);
      return true;
    }),
  );

  return (
    <PublicPage title={t('reset.title')} maxWidth={480}>
      {done ? (
        <Alert severity="success" role="status">
          {t('reset.done')} <LoginLink>{t('reset.goToLogin')}</LoginLink>
        </Alert>
      ) : !token ? (
        <Alert severity="error">
          {t('errors.TOKEN_INVALID')} <LoginLink>{t('reset.askAgain')}</LoginLink>
        </Alert>
      ) : (
        <PublicForm
          onSubmit={onSubmit}
          help={t('reset.help', { min: 10 })}
          failure={
            failure && (
              <>
                {failure} {failure === t('errors.TOKEN_INVALID') && <LoginLink>{t('reset.askAgain')}</LoginLink>}
              </>
            )
          }
          submitLabel={t('reset.submit')}
          busy={form.formState.isSubmitting}
        >
          <FormField
            control={form.control}
            name="password"
            label={t('reset.password')}
            hint={t('common.passwordRule')}
            type="password"
            autoComplete="new-password"
            autoFocus
          />
          <FormField control={form.control} name="repeat" label={t('reset.repeat')} type="password" autoComplete="new-password" />
        </PublicForm>
      )}
    </PublicPage>
  );
}
