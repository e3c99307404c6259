import Box from '@mui/material/Box';
import { TextField } from '../../../components/text-field';
import { type Commission, type Profile, ROLES, type Role, roleHasCommission } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormSelect } from '../../../components/form-fields';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/use-submit';
import { bindField, textValues } from '../../../lib/forms';
import { validateStaff } from '../../../lib/staff-forms';
import { useCreateUser, useUpdateUser } from '../api';
import type { UndeliveredMail } from './mail-delivery-notice';

interface UserForm {
  name: string;
  email: string;
  role: Role;
  comissionId: string;
  grade: string;
  ti: string;
  phone: string;
  wpUserId: string;
  invite: boolean;
  password: string;
}

function formFor(user: Profile | null): UserForm {
  return {
    ...textValues(user, ['name', 'email', 'comissionId', 'grade', 'ti', 'phone', 'wpUserId']),
    role: user?.role ?? 'Presidente',
    invite: true,
    password: '',
  };
}

interface Props {
  /** null: create a new account. */
  user: Profile | null;
  commissions: Commission[];
  onClose: () => void;
  /** Called when a new account's invitation did not leave (no SMTP, or refused and retried). */
  onUndelivered?: (mail: UndeliveredMail) => void;
}

/** Create or edit a staff account. */
export function UserDialog({ user, commissions, onClose, onUndelivered }: Props) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useForm<UserForm>({ defaultValues: formFor(user) });
  const submit = useSubmit(form, { failureIn: 'form', fieldCodes: { EMAIL_TAKEN: 'email', PASSWORD_WEAK: 'password' } });
  const role = form.watch('role');
  const invite = form.watch('invite');
  const isNew = user === null;

  const onSubmit = form.handleSubmit(async (values) => {
    const common = {
      name: values.name,
      role: values.role,
      comissionId: roleHasCommission(values.role) ? values.comissionId : '',
      grade: values.grade,
      ti: values.ti,
      phone: values.phone,
      wpUserId: values.wpUserId,
    };
    const done = await submit.run(async () => {
      if (isNew) {
        const password = values.invite ? undefined : values.password;
        const input = await validateStaff(
          (s) => s.createUserSchema,
          { ...common, email: values.email, invite: values.invite, password },
          form.setError,
        );
        if (!input) return false;
        const created = await create.mutateAsync(input);
        if (created.invitation === 'sent') return t('users.createdInvited');
        if (created.invitation) onUndelivered?.({ kind: 'invitation', name: created.name, delivery: created.invitation });
        return t('users.created');
      }
      const input = await validateStaff((s) => s.updateUserSchema, common, form.setError);
      if (!input) return false;
      await update.mutateAsync({ uid: user.uid, input });
      return t('users.saved');
    });
    if (done) onClose();
  });

  const activeCommissions = commissions.filter((c) => !c.archived || c.id === user?.comissionId);

  return (
    <FormDialog
      title={isNew ? t('users.newTitle') : t('users.editTitle', { name: user.name })}
      submitLabel={isNew ? t('common.create') : t('common.save')}
      onSubmit={onSubmit}
      onClose={onClose}
      failure={submit.failure}
      busy={form.formState.isSubmitting}
    >
      <TextField label={t('users.fields.name')} autoFocus {...bindField(form, 'name')} />
      {isNew ? (
        <TextField label={t('users.fields.email')} type="email" {...bindField(form, 'email')} />
      ) : (
        <TextField label={t('users.fields.email')} value={user.email} disabled />
      )}
      <FormSelect
        control={form.control}
        name="role"
        label={t('users.fields.role')}
        options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
      />
      {roleHasCommission(role) && (
        <FormSelect
          control={form.control}
          name="comissionId"
          label={t('users.fields.commission')}
          helperText={t('users.fields.commissionHelp')}
          options={[
            { value: '', label: t('users.noCommission') },
            ...activeCommissions.map((c) => ({ value: c.id, label: `${c.name} (${c.acronym})` })),
          ]}
        />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label={t('users.fields.grade')} {...bindField(form, 'grade')} />
        <TextField label={t('users.fields.ti')} {...bindField(form, 'ti')} />
        <TextField label={t('users.fields.phone')} type="tel" {...bindField(form, 'phone')} />
        <TextField label={t('users.fields.wpUserId')} {...bindField(form, 'wpUserId')} />
      </Box>
      {isNew && <FormCheckbox control={form.control} name="invite" label={t('users.fields.invite')} />}
      {isNew && !invite && (
        <TextField label={t('users.fields.password')} type="password" autoComplete="new-password" {...bindField(form, 'password')} />
      )}
    </FormDialog>
  );
}
