import { TextField } from '../../../components/text-field';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/form-fields';
import { FormCard } from '../../../components/form-card';
import { useSubmit, validatedSubmit } from '../../../components/use-submit';
import { bindField } from '../../../lib/forms';
import { staffSchema } from '../../../lib/staff-forms';
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
  const form = useForm<PasswordForm>({ defaultValues: EMPTY });
  const submit = useSubmit(form, { fieldCodes: { PASSWORD_WRONG: 'currentPassword', PASSWORD_WEAK: 'newPassword' } });

  const schema = staffSchema((s) => s.changePasswordSchema(t('validation.passwordsDiffer')));
  const onSubmit = validatedSubmit(form, submit, schema, async ({ currentPassword, newPassword, revokeOtherSessions }) => {
    await change.mutateAsync({ currentPassword, newPassword, revokeOtherSessions });
    form.reset(EMPTY);
    return t('profile.password.changed');
  });

  return (
    <FormCard
      title={t('profile.password.title')}
      submitLabel={t('profile.password.submit')}
      onSubmit={onSubmit}
      busy={form.formState.isSubmitting}
    >
      <TextField
        label={t('profile.password.current')}
        type="password"
        autoComplete="current-password"
        {...bindField(form, 'currentPassword')}
      />
      <TextField
        label={t('profile.password.new')}
        type="password"
        autoComplete="new-password"
        {...bindField(form, 'newPassword', t('common.passwordRule'))}
      />
      <TextField label={t('profile.password.repeat')} type="password" autoComplete="new-password" {...bindField(form, 'repeat')} />
      <FormCheckbox control={form.control} name="revokeOtherSessions" label={t('profile.password.revokeOthers')} />
    </FormCard>
  );
}
