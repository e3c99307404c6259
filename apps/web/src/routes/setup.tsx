import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emailSchema, newPasswordSchema, type SessionInfo } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Loading, QueryError } from '../components/query-state';
import { setSession } from '../features/auth/auth-store';
import { api, isApiError } from '../lib/api';
import { clearQueryCache } from '../lib/query-client';
import { useErrorMessage } from '../lib/errors';
import { applyServerFieldErrors, bindField } from '../lib/forms';

interface SetupStatus {
  needed: boolean;
  tokenValid: boolean;
}

interface SetupForm {
  name: string;
  email: string;
  password: string;
  repeat: string;
}

/** /setup?token=: the first run, creating the first Gestor with the link printed in the server log. */
export default function SetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [failure, setFailure] = useState<string | null>(null);

  const status = useQuery({
    queryKey: ['setup-status', token],
    queryFn: () => api<SetupStatus>(`/api/setup/status?token=${encodeURIComponent(token)}`),
    staleTime: 0,
  });

  const schema = useMemo(
    () =>
      z
        .object({
          name: z.string().trim().min(1).max(120),
          email: emailSchema,
          password: newPasswordSchema,
          repeat: z.string(),
        })
        .refine((v) => v.password === v.repeat, { path: ['repeat'], message: t('validation.passwordsDiffer') }),
    [t],
  );
  const form = useForm<SetupForm>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', password: '', repeat: '' },
  });

  const onSubmit = form.handleSubmit(async ({ name, email, password }) => {
    setFailure(null);
    try {
      const info = await api<SessionInfo>('/api/setup', { method: 'POST', body: { token, name, email, password } });
      clearQueryCache();
      setSession(info);
      navigate('/secretary/dashboard', { replace: true });
    } catch (error) {
      if (isApiError(error, 'PASSWORD_WEAK')) form.setError('password', { message: errorMessage(error) });
      else if (isApiError(error, 'EMAIL_TAKEN')) form.setError('email', { message: errorMessage(error) });
      else if (!applyServerFieldErrors(error, form.setError)) setFailure(errorMessage(error));
    }
  });

  let body: ReactNode;
  if (status.isPending) body = <Loading />;
  else if (status.isError && !isApiError(status.error, 'VALIDATION', 'TOKEN_INVALID'))
    body = <QueryError error={status.error} onRetry={() => void status.refetch()} />;
  else if (status.data && !status.data.needed)
    body = (
      <Alert severity="info" role="status">
        {t('errors.SETUP_DONE')}{' '}
        <Link component={RouterLink} to="/login">
          {t('setup.goToLogin')}
        </Link>
      </Alert>
    );
  else if (!status.data?.tokenValid)
    body = (
      <Alert severity="error" role="alert">
        {t('setup.tokenInvalid')}
      </Alert>
    );
  else
    body = (
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <Typography color="text.secondary">{t('setup.intro')}</Typography>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField label={t('setup.name')} autoComplete="name" autoFocus {...bindField(form, 'name')} />
          <TextField label={t('setup.email')} type="email" autoComplete="email" {...bindField(form, 'email')} />
          <TextField label={t('setup.password')} type="password" autoComplete="new-password" {...bindField(form, 'password')} />
          <TextField label={t('setup.repeat')} type="password" autoComplete="new-password" {...bindField(form, 'repeat')} />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            {t('setup.submit')}
          </Button>
        </Stack>
      </Box>
    );

  return (
    <Card variant="outlined" sx={{ maxWidth: 520, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('setup.title')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
