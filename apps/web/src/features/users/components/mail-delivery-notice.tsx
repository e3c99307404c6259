import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type MailDelivery, routePath } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** A password mail that did not leave: which one, for whom, and what became of it. */
export interface UndeliveredMail {
  kind: 'invitation' | 'reset';
  name: string;
  delivery: Exclude<MailDelivery, 'sent'>;
}

/**
 * Says plainly that a mail did not leave (no SMTP: it sits in the outbox; SMTP refused it: it is retried)
 * and offers the outbox, where its link can be copied. Stays until closed.
 */
export function MailDeliveryNotice({ mail, onClose }: { mail: UndeliveredMail; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center', flexWrap: 'wrap' } }}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to={routePath('secretaryOutbox')} color="inherit" size="small">
            {t('users.delivery.openOutbox')}
          </Button>
          <Button color="inherit" size="small" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Stack>
      }
    >
      {t(`users.delivery.${mail.kind}.${mail.delivery}`, { name: mail.name })}
    </Alert>
  );
}
