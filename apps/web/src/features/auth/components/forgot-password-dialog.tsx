import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormField } from '../../../components/form-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/errors';
import { useSchemaForm } from '../../../lib/use-schema-form';

/** The check loads with the dialog, after the page's first paint (decision 027). */
const schema = () => import('../../../lib/public-schemas').then((s) => s.forgotPasswordSchema);

/** The e-mail field's test id, a constant so that the field is not drawn again with the dialog. */
const EMAIL_SLOTS = { htmlInput: { 'data-testid': 'forgot-email' } };

/** "¿Olvidaste tu contraseña?": e-mails a reset link without telling whether the account exists. */
export function ForgotPasswordDialog({ open, initialEmail, onClose }: { open: boolean; initialEmail: string; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<{ email: string }>({ schema, values: { email: initialEmail } });

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
              <FormField
                control={form.control}
                name="email"
                label={t('login.forgot.email')}
                type="email"
                autoComplete="email"
                autoFocus
                slotProps={EMAIL_SLOTS}
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
