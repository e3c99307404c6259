import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { createUserSchema, ROLES, updateUserSchema, type Commission, type Profile, type Role } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { Loading, QueryError } from '../../components/query-state';
import { commissionsQuery } from '../../features/commissions/api';
import { useToast } from '../../components/toast/toast-provider';
import { useCreateUser, useSendPasswordLink, useSetUserActive, usersQuery, useUpdateUser } from '../../features/users/api';
import { isApiError } from '../../lib/api';
import { useErrorMessage } from '../../lib/errors';
import { applyServerFieldErrors, bindField, fieldMessage, validateWith } from '../../lib/forms';
import { formatDateTime } from '../../lib/format';

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
    name: user?.name ?? '',
    email: user?.email ?? '',
    role: user?.role ?? 'Presidente',
    comissionId: user?.comissionId ?? '',
    grade: user?.grade ?? '',
    ti: user?.ti ?? '',
    phone: user?.phone ?? '',
    wpUserId: user?.wpUserId ?? '',
    invite: true,
    password: '',
  };
}

interface DialogProps {
  /** null: create a new account. */
  user: Profile | null;
  commissions: Commission[];
  onClose: () => void;
}

function UserDialog({ user, commissions, onClose }: DialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const create = useCreateUser();
  const update = useUpdateUser();
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UserForm>({ defaultValues: formFor(user) });
  const role = form.watch('role');
  const invite = form.watch('invite');
  const isNew = user === null;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const common = {
      name: values.name,
      role: values.role,
      comissionId: values.role === 'Presidente' ? values.comissionId : '',
      grade: values.grade,
      ti: values.ti,
      phone: values.phone,
      wpUserId: values.wpUserId,
    };
    try {
      if (isNew) {
        const input = validateWith(
          createUserSchema,
          { ...common, email: values.email, invite: values.invite, password: values.invite ? undefined : values.password },
          form.setError,
        );
        if (!input) return;
        await create.mutateAsync(input);
        toast.success(values.invite ? t('users.createdInvited') : t('users.created'));
      } else {
        const input = validateWith(updateUserSchema, common, form.setError);
        if (!input) return;
        await update.mutateAsync({ uid: user.uid, input });
        toast.success(t('users.saved'));
      }
      onClose();
    } catch (error) {
      if (isApiError(error, 'EMAIL_TAKEN')) form.setError('email', { message: errorMessage(error) });
      else if (isApiError(error, 'PASSWORD_WEAK')) form.setError('password', { message: errorMessage(error) });
      else if (!applyServerFieldErrors(error, form.setError)) setFailure(errorMessage(error));
    }
  });

  const activeCommissions = commissions.filter((c) => !c.archived || c.id === user?.comissionId);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{isNew ? t('users.newTitle') : t('users.editTitle', { name: user.name })}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField label={t('users.fields.name')} autoFocus {...bindField(form, 'name')} />
            {isNew ? (
              <TextField label={t('users.fields.email')} type="email" {...bindField(form, 'email')} />
            ) : (
              <TextField label={t('users.fields.email')} value={user.email} disabled />
            )}
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <SelectField
                  label={t('users.fields.role')}
                  value={field.value}
                  onChange={(value) => field.onChange(value as Role)}
                  onBlur={field.onBlur}
                  name={field.name}
                  error={Boolean(form.formState.errors.role)}
                  helperText={fieldMessage(form.formState.errors.role?.message)}
                  options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                />
              )}
            />
            {role === 'Presidente' && (
              <Controller
                control={form.control}
                name="comissionId"
                render={({ field }) => (
                  <SelectField
                    label={t('users.fields.commission')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    error={Boolean(form.formState.errors.comissionId)}
                    helperText={fieldMessage(form.formState.errors.comissionId?.message) ?? t('users.fields.commissionHelp')}
                    options={[
                      { value: '', label: t('users.noCommission') },
                      ...activeCommissions.map((c) => ({ value: c.id, label: `${c.name} (${c.acronym})` })),
                    ]}
                  />
                )}
              />
            )}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField label={t('users.fields.grade')} {...bindField(form, 'grade')} />
              <TextField label={t('users.fields.ti')} {...bindField(form, 'ti')} />
              <TextField label={t('users.fields.phone')} type="tel" {...bindField(form, 'phone')} />
              <TextField label={t('users.fields.wpUserId')} {...bindField(form, 'wpUserId')} />
            </Box>
            {isNew && (
              <>
                <Controller
                  control={form.control}
                  name="invite"
                  render={({ field }) => (
                    <FormControlLabel
                      control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                      label={t('users.fields.invite')}
                    />
                  )}
                />
                {!invite && (
                  <TextField
                    label={t('users.fields.password')}
                    type="password"
                    autoComplete="new-password"
                    {...bindField(form, 'password')}
                  />
                )}
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {isNew ? t('common.create') : t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** /secretary/users: staff accounts. */
export default function UsersPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const users = useQuery(usersQuery);
  const commissions = useQuery(commissionsQuery(true));
  const setActive = useSetUserActive();
  const sendLink = useSendPasswordLink();
  const [editing, setEditing] = useState<Profile | null | undefined>(undefined);
  const [disabling, setDisabling] = useState<Profile | null>(null);

  const commissionName = (id: string | null) => {
    if (!id) return '—';
    const commission = commissions.data?.find((c) => c.id === id);
    return commission ? `${commission.name} (${commission.acronym})` : '—';
  };

  const changeActive = async (user: Profile, active: boolean) => {
    try {
      await setActive.mutateAsync({ uid: user.uid, active });
      toast.success(active ? t('users.enabled', { name: user.name }) : t('users.disabled', { name: user.name }));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDisabling(null);
    }
  };

  const sendPasswordLink = async (user: Profile) => {
    try {
      await sendLink.mutateAsync(user.uid);
      toast.success(t('users.linkSent', { name: user.name }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Box>
      <PageHeader
        title={t('routes.secretaryUsers')}
        subtitle={t('users.subtitle')}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
            {t('users.new')}
          </Button>
        }
      />
      {users.isPending ? (
        <Loading />
      ) : users.isError ? (
        <QueryError error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 4 }}>
          <Table aria-label={t('routes.secretaryUsers')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('users.columns.name')}</TableCell>
                <TableCell>{t('users.columns.email')}</TableCell>
                <TableCell>{t('users.columns.role')}</TableCell>
                <TableCell>{t('users.columns.commission')}</TableCell>
                <TableCell>{t('users.columns.active')}</TableCell>
                <TableCell>{t('users.columns.lastLogin')}</TableCell>
                <TableCell align="right">{t('common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>{t('users.empty')}</TableCell>
                </TableRow>
              )}
              {users.data.map((user) => (
                <TableRow key={user.uid} hover data-testid={`user-row-${user.email}`}>
                  <TableCell sx={{ fontWeight: 600 }}>{user.name}</TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>{t(`roles.${user.role}`)}</TableCell>
                  <TableCell>{user.role === 'Presidente' ? commissionName(user.comissionId) : '—'}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={user.active ? 'success' : 'default'}
                      variant={user.active ? 'filled' : 'outlined'}
                      label={user.active ? t('users.active') : t('users.inactive')}
                    />
                  </TableCell>
                  <TableCell>{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('users.never')}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                      <Button size="small" onClick={() => setEditing(user)}>
                        {t('common.edit')}
                      </Button>
                      {user.active ? (
                        <Button size="small" color="error" onClick={() => setDisabling(user)}>
                          {t('users.disable')}
                        </Button>
                      ) : (
                        <Button size="small" onClick={() => void changeActive(user, true)}>
                          {t('users.enable')}
                        </Button>
                      )}
                      <Button size="small" onClick={() => void sendPasswordLink(user)} disabled={!user.active}>
                        {t('users.sendLink')}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing !== undefined && <UserDialog user={editing} commissions={commissions.data ?? []} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={disabling !== null}
        title={t('users.disableTitle', { name: disabling?.name ?? '' })}
        body={t('users.disableBody')}
        confirmLabel={t('users.disable')}
        busy={setActive.isPending}
        onConfirm={() => disabling && void changeActive(disabling, false)}
        onClose={() => setDisabling(null)}
      />
    </Box>
  );
}
