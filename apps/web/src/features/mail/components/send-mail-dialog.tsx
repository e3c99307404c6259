import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailComposer } from './mail-composer';

/** «Enviar correo» for the Gestor's selected delegates: the composer in a dialog. */
export function SendMailButton({ delegateIds }: { delegateIds: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('mail.bulkAction')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="send-mail-title">
        <DialogTitle id="send-mail-title">{t('mail.bulkTitle', { count: delegateIds.length })}</DialogTitle>
        <DialogContent sx={{ pt: 1 }}>
          <MailComposer scope={null} recipients={{ kind: 'delegates', delegateIds }} onSent={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
