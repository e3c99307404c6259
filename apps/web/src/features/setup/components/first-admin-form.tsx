import { TextField } from '../../../components/text-field';
import type { SessionInfo } from '@quorum/shared';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicForm } from '../../../components/public-page';
import { useSubmit } from '../../../components/use-submit';
import { api } from '../../../lib/api';
import { bindField, lazySchemaResolver } from '../../../lib/forms';
import { clearQueryCache } from '../../../lib/query-client';
import { setSession } from '../../../data/session';

interface SetupForm {
  name: string;
  email: string;
  password: string;
  repeat: string;
}

/** The first Gestor's name, e-mail and password; signs them in on success. */
export function FirstAdminForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The check loads after the first paint (decision 027).
  const resolver = useMemo(
    () =>
      lazySchemaResolver<SetupForm>(() =>
        import('../../../lib/public-schemas').then(({ firstAdminSchema }) => firstAdminSchema(t('validation.passwordsDiffer'))),
      ),
    [t],
  );
  const form = useForm<SetupForm>({
    resolver,
    defaultValues: { name: '', email: '', password: '', repeat: '' },
  });
  const submit = useSubmit(form, { failureIn: 'form', fieldCodes: { PASSWORD_WEAK: 'password', EMAIL_TAKEN: 'email' } });

  const onSubmit = form.handleSubmit(({ name, email, password }) =>
    submit.run(async () => {
      const info = await api<SessionInfo>('/api/setup', { method: 'POST', body: { token, name, email, password } });
      clearQueryCache();
      setSession(info);
      navigate('/secretary/dashboard', { replace: true });
      return true;
    }),
  );

  return (
    <PublicForm
      onSubmit={onSubmit}
      help={t('setup.intro')}
      failure={submit.failure}
      submitLabel={t('setup.submit')}
      busy={form.formState.isSubmitting}
    >
      <TextField label={t('setup.name')} autoComplete="name" autoFocus {...bindField(form, 'name')} />
      <TextField label={t('setup.email')} type="email" autoComplete="email" {...bindField(form, 'email')} />
      <TextField
        label={t('setup.password')}
        type="password"
        autoComplete="new-password"
        {...bindField(form, 'password', t('common.passwordRule'))}
      />
      <TextField label={t('setup.repeat')} type="password" autoComplete="new-password" {...bindField(form, 'repeat')} />
    </PublicForm>
  );
}
