import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../components/on-demand';

const BulkMailDialog = lazyDialog(() => import('./bulk-mail-dialog').then((m) => m.BulkMailDialog));

/** «Enviar correo» for the Gestor's selected delegates: the composer in a dialog, loaded on demand. */
export function SendMailButton({ delegateIds }: { delegateIds: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('mail.bulkAction')}
      </Button>
      {open && <BulkMailDialog delegateIds={delegateIds} onClose={() => setOpen(false)} />}
    </>
  );
}
