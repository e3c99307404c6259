import { FormField } from '../../../components/form-field';
import type { SessionInfo } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicForm } from '../../../components/public-page';
import { useSubmit } from '../../../components/use-submit';
import { api } from '../../../lib/api';
import { useSchemaForm } from '../../../lib/use-schema-form';
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
  const form = useSchemaForm<SetupForm>({
    schema: () => import('../../../lib/public-schemas').then((s) => s.firstAdminSchema(t('validation.passwordsDiffer'))),
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
      <FormField control={form.control} name="name" label={t('setup.name')} autoComplete="name" autoFocus />
      <FormField control={form.control} name="email" label={t('setup.email')} type="email" autoComplete="email" />
      <FormField
        control={form.control}
        name="password"
        label={t('setup.password')}
        hint={t('common.passwordRule')}
        type="password"
        autoComplete="new-password"
      />
      <FormField control={form.control} name="repeat" label={t('setup.repeat')} type="password" autoComplete="new-password" />
    </PublicForm>
  );
}
