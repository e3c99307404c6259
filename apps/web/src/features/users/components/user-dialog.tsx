import Box from '@mui/material/Box';
import { TextField } from '../../../components/text-field';
import { FormField } from '../../../components/form-field';
import {
  type Commission,
  type createUserSchema,
  type Profile,
  ROLES,
  type Role,
  roleHasCommission,
  type updateUserSchema,
} from '@quorum/shared';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormSelect } from '../../../components/form-fields';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/use-submit';
import { textValues } from '../../../lib/forms';
import { useSchemaForm } from '../../../lib/use-schema-form';
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

type CreateUserParsed = z.output<typeof createUserSchema>;
/** What the form's check gives: a new account's input, or an edit's. */
type UserInput = CreateUserParsed | z.output<typeof updateUserSchema>;

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
  const isNew = user === null;
  // A new account is checked with createUserSchema (its e-mail, and a password unless invited), an edit with updateUserSchema.
  const form = useSchemaForm<UserForm, UserInput>({
    schema: () => import('../../../lib/staff-schemas').then((s) => (isNew ? s.createUserSchema : s.updateUserSchema)),
    defaultValues: formFor(user),
    toPayload: (values) => {
      const common = {
        name: values.name,
        role: values.role,
        comissionId: roleHasCommission(values.role) ? values.comissionId : '',
        grade: values.grade,
        ti: values.ti,
        phone: values.phone,
        wpUserId: values.wpUserId,
      };
      if (!isNew) return common;
      return { ...common, email: values.email, invite: values.invite, password: values.invite ? undefined : values.password };
    },
  });
  const submit = useSubmit(form, { failureIn: 'form', fieldCodes: { EMAIL_TAKEN: 'email', PASSWORD_WEAK: 'password' } });
  const role = form.watch('role');
  const invite = form.watch('invite');

  const onSubmit = form.handleSubmit(async (input) => {
    const done = await submit.run(async () => {
      if (isNew) {
        const created = await create.mutateAsync(input as CreateUserParsed);
        if (created.invitation === 'sent') return t('users.createdInvited');
        if (created.invitation) onUndelivered?.({ kind: 'invitation', name: created.name, delivery: created.invitation });
        return t('users.created');
      }
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
      <FormField control={form.control} name="name" label={t('users.fields.name')} autoFocus />
      {isNew ? (
        <FormField control={form.control} name="email" label={t('users.fields.email')} type="email" />
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
        <FormField control={form.control} name="grade" label={t('users.fields.grade')} />
        <FormField control={form.control} name="ti" label={t('users.fields.ti')} />
        <FormField control={form.control} name="phone" label={t('users.fields.phone')} type="tel" />
        <FormField control={form.control} name="wpUserId" label={t('users.fields.wpUserId')} />
      </Box>
      {isNew && <FormCheckbox control={form.control} name="invite" label={t('users.fields.invite')} />}
      {isNew && !invite && (
        <FormField control={form.control} name="password" label={t('users.fields.password')} type="password" autoComplete="new-password" />
      )}
    </FormDialog>
  );
}
