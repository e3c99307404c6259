import { FormField } from '../../../components/form-field';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/form-fields';
import { FormCard } from '../../../components/form-card';
import { useSubmit } from '../../../components/use-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useChangePassword } from '../api';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  repeat: string;
  revokeOtherSessions: boolean;
}

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', repeat: '', revokeOtherSessions: true };

/** Change own password (current one, new one twice), optionally closing the other sessions. */
export function PasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useSchemaForm<PasswordForm>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.changePasswordSchema(t('validation.passwordsDiffer'))),
    defaultValues: EMPTY,
  });
  const submit = useSubmit(form, { fieldCodes: { PASSWORD_WRONG: 'currentPassword', PASSWORD_WEAK: 'newPassword' } });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword, revokeOtherSessions }) =>
    submit.run(async () => {
      await change.mutateAsync({ currentPassword, newPassword, revokeOtherSessions });
      form.reset(EMPTY);
      return t('profile.password.changed');
    }),
  );

  return (
    <FormCard
      title={t('profile.password.title')}
      submitLabel={t('profile.password.submit')}
      onSubmit={onSubmit}
      busy={form.formState.isSubmitting}
    >
      <FormField
        control={form.control}
        name="currentPassword"
        label={t('profile.password.current')}
        type="password"
        autoComplete="current-password"
      />
      <FormField
        control={form.control}
        name="newPassword"
        label={t('profile.password.new')}
        hint={t('common.passwordRule')}
        type="password"
        autoComplete="new-password"
      />
      <FormField control={form.control} name="repeat" label={t('profile.password.repeat')} type="password" autoComplete="new-password" />
      <FormCheckbox control={form.control} name="revokeOtherSessions" label={t('profile.password.revokeOthers')} />
    </FormCard>
  );
}
