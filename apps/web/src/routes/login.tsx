import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { forgotPasswordSchema, homePathFor, signInSchema } from '@quorum/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { signIn } from '../features/auth/sign-in';
import { api, isApiError } from '../lib/api';
import { useErrorMessage } from '../lib/errors';
import { bindField } from '../lib/forms';

type SignInForm = z.input<typeof signInSchema>;
type ForgotForm = z.input<typeof forgotPasswordSchema>;

function ForgotPasswordDialog({ open, initialEmail, onClose }: { open: boolean; initialEmail: string; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotForm, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    values: { email: initialEmail },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await api<void>('/api/auth/forgot-password', { method: 'POST', body: { email } });
      setSent(true);
    } catch (error) {
      // The answer never tells whether the account exists; only a refusal to try is worth showing.
      if (isApiError(error, 'RATE_LIMITED', 'NETWORK', 'INTERNAL')) setFailure(errorMessage(error));
      else setSent(true);
    }
  });

  const close = () => {
    onClose();
    setSent(false);
    setFailure(null);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="forgot-title">
      <DialogTitle id="forgot-title">{t('login.forgot.title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 0 }}>
          {sent ? (
            <Alert severity="success" role="status">
              {t('login.forgot.sent')}
            </Alert>
          ) : (
            <Stack spacing={2}>
              <DialogContentText>{t('login.forgot.help')}</DialogContentText>
              {failure && <Alert severity="error">{failure}</Alert>}
              <TextField
                label={t('login.forgot.email')}
                type="email"
                autoComplete="email"
                autoFocus
                slotProps={{ htmlInput: { 'data-testid': 'forgot-email' } }}
                {...bindField(form, 'email')}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{sent ? t('common.close') : t('common.cancel')}</Button>
          {!sent && (
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {t('login.forgot.submit')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** /login: e-mail and password; "¿Olvidaste tu contraseña?" sends a reset link. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm<SignInForm, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const info = await signIn(email, password);
      navigate(homePathFor(info.profile), { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <Card variant="outlined" sx={{ maxWidth: 460, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('login.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('login.intro')}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2.5}>
            {failure && (
              <Alert severity="error" role="alert" data-testid="login-error">
                {failure}
              </Alert>
            )}
            <TextField label={t('login.email')} type="email" autoComplete="username" autoFocus {...bindField(form, 'email')} />
            <TextField label={t('login.password')} type="password" autoComplete="current-password" {...bindField(form, 'password')} />
            <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
              {t('login.submit')}
            </Button>
          </Stack>
        </Box>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button variant="text" onClick={() => setForgotOpen(true)}>
            {t('login.forgotLink')}
          </Button>
        </Box>
      </CardContent>
      <ForgotPasswordDialog open={forgotOpen} initialEmail={form.getValues('email')} onClose={() => setForgotOpen(false)} />
    </Card>
  );
}
