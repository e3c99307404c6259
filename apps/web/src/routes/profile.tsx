import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { newPasswordSchema, updateOwnProfileSchema, type ActiveSession, type Language, type Profile } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PageHeader } from '../components/page-header';
import { Loading, QueryError } from '../components/query-state';
import { SelectField } from '../components/select-field';
import { setProfile, useAuth } from '../features/auth/auth-store';
import { sessionsQuery, useChangePassword, useRevokeSession, useUpdateOwnProfile } from '../features/profile/api';
import { useToast } from '../components/toast/toast-provider';
import i18n, { setLanguage } from '../i18n';
import { isApiError } from '../lib/api';
import { useErrorMessage } from '../lib/errors';
import { applyServerFieldErrors, bindField, validateWith } from '../lib/forms';
import { formatDateTime } from '../lib/format';

interface ProfileForm {
  name: string;
  phone: string;
  grade: string;
  ti: string;
  language: Language;
}

function ProfileData({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const update = useUpdateOwnProfile();
  const form = useForm<ProfileForm>({
    defaultValues: {
      name: profile.name,
      phone: profile.phone ?? '',
      grade: profile.grade ?? '',
      ti: profile.ti ?? '',
      language: profile.language,
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const input = validateWith(updateOwnProfileSchema, values, form.setError);
    if (!input) return;
    try {
      const saved = await update.mutateAsync(input);
      // Switch the language first so the confirmation is already in the chosen one.
      await setLanguage(saved.language);
      setProfile(saved);
      form.reset({
        name: saved.name,
        phone: saved.phone ?? '',
        grade: saved.grade ?? '',
        ti: saved.ti ?? '',
        language: saved.language,
      });
      toast.success(i18n.t('profile.data.saved'));
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError)) toast.error(errorMessage(error));
    }
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-data-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="profile-data-title" gutterBottom>
          {t('profile.data.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {profile.email} · {t(`roles.${profile.role}`)}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <TextField label={t('profile.data.name')} autoComplete="name" {...bindField(form, 'name')} />
            <TextField label={t('profile.data.phone')} type="tel" autoComplete="tel" {...bindField(form, 'phone')} />
            <TextField label={t('profile.data.grade')} {...bindField(form, 'grade')} />
            <TextField label={t('profile.data.ti')} {...bindField(form, 'ti')} />
            <Controller
              control={form.control}
              name="language"
              render={({ field }) => (
                <SelectField
                  label={t('profile.data.language')}
                  value={field.value}
                  onChange={(value) => field.onChange(value as Language)}
                  onBlur={field.onBlur}
                  name={field.name}
                  options={[
                    { value: 'es', label: 'Español' },
                    { value: 'en', label: 'English' },
                  ]}
                />
              )}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                {t('common.save')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  repeat: string;
  revokeOtherSessions: boolean;
}

function ChangePassword() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const change = useChangePassword();
  const empty: PasswordForm = { currentPassword: '', newPassword: '', repeat: '', revokeOtherSessions: true };
  const form = useForm<PasswordForm>({ defaultValues: empty });

  const onSubmit = form.handleSubmit(async (values) => {
    const schema = z
      .object({
        currentPassword: z.string().min(1).max(128),
        newPassword: newPasswordSchema,
        repeat: z.string(),
        revokeOtherSessions: z.boolean(),
      })
      .refine((v) => v.newPassword === v.repeat, { path: ['repeat'], message: t('validation.passwordsDiffer') });
    const input = validateWith(schema, values, form.setError);
    if (!input) return;
    try {
      await change.mutateAsync({
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: input.revokeOtherSessions,
      });
      form.reset(empty);
      toast.success(t('profile.password.changed'));
    } catch (error) {
      if (isApiError(error, 'PASSWORD_WRONG')) form.setError('currentPassword', { message: errorMessage(error) });
      else if (isApiError(error, 'PASSWORD_WEAK')) form.setError('newPassword', { message: errorMessage(error) });
      else if (!applyServerFieldErrors(error, form.setError)) toast.error(errorMessage(error));
    }
  });

  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-password-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="profile-password-title" gutterBottom>
          {t('profile.password.title')}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            <TextField
              label={t('profile.password.current')}
              type="password"
              autoComplete="current-password"
              {...bindField(form, 'currentPassword')}
            />
            <TextField label={t('profile.password.new')} type="password" autoComplete="new-password" {...bindField(form, 'newPassword')} />
            <TextField label={t('profile.password.repeat')} type="password" autoComplete="new-password" {...bindField(form, 'repeat')} />
            <Controller
              control={form.control}
              name="revokeOtherSessions"
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  label={t('profile.password.revokeOthers')}
                />
              )}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                {t('profile.password.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

/** A short description of a browser from its user agent ("Chrome · Windows"). */
function describeDevice(userAgent: string | null, unknown: string): string {
  if (!userAgent) return unknown;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  const parts = [browser, system].filter(Boolean);
  return parts.length ? parts.join(' · ') : userAgent.slice(0, 60);
}

function Sessions() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const sessions = useQuery(sessionsQuery);
  const revoke = useRevokeSession();
  const [busyId, setBusyId] = useState<string | null>(null);

  const close = async (session: ActiveSession) => {
    setBusyId(session.id);
    try {
      await revoke.mutateAsync(session.id);
      toast.success(t('profile.sessions.closed'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-sessions-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="profile-sessions-title" gutterBottom>
          {t('profile.sessions.title')}
        </Typography>
        {sessions.isPending ? (
          <Loading />
        ) : sessions.isError ? (
          <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : sessions.data.length === 0 ? (
          <Alert severity="info">{t('profile.sessions.none')}</Alert>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="profile-sessions-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('profile.sessions.device')}</TableCell>
                  <TableCell>{t('profile.sessions.ip')}</TableCell>
                  <TableCell>{t('profile.sessions.created')}</TableCell>
                  <TableCell>{t('profile.sessions.expires')}</TableCell>
                  <TableCell align="right">{t('common.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sessions.data.map((session) => (
                  <TableRow key={session.id}>
                    <TableCell title={session.userAgent ?? undefined}>
                      {describeDevice(session.userAgent, t('profile.sessions.unknownDevice'))}
                    </TableCell>
                    <TableCell>{session.ipAddress ?? '—'}</TableCell>
                    <TableCell>{formatDateTime(session.createdAt)}</TableCell>
                    <TableCell>{formatDateTime(session.expiresAt)}</TableCell>
                    <TableCell align="right">
                      {session.current ? (
                        <Chip size="small" label={t('profile.sessions.current')} />
                      ) : (
                        <Button size="small" onClick={() => void close(session)} disabled={busyId === session.id}>
                          {t('profile.sessions.close')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}

/** /profile: own data and language, password, active sessions. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  if (!profile) return null;
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title={t('routes.profile')} />
      <Stack spacing={3}>
        <ProfileData key={profile.uid} profile={profile} />
        <ChangePassword />
        <Sessions />
      </Stack>
    </Box>
  );
}
