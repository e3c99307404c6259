import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { MailComposer } from './mail-composer';

/** The composer in a dialog, for the Gestor's selected delegates (loaded when «Enviar correo» opens it). */
export function BulkMailDialog({ delegateIds, onClose }: { delegateIds: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="send-mail-title">
      <DialogTitle id="send-mail-title">{t('mail.bulkTitle', { count: delegateIds.length })}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <MailComposer scope={null} recipients={{ kind: 'delegates', delegateIds }} onSent={onClose} />
      </DialogContent>
    </Dialog>
  );
}
