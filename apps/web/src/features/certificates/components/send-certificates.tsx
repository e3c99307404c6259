import Button from '@mui/material/Button';
import type { Certificate } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSubmit } from '../../../components/use-submit';
import { useSendCertificates } from '../api';

/** The certificates an e-mail goes out for: valid ones whose delegate still exists (as the server sends them). */
function mailable(certificates: Certificate[]): number {
  return certificates.filter((c) => !c.revokedAt && c.delegateId).length;
}

/**
 * «Enviar por correo», asking first how many certificates go out: nothing is sent before the Gestor confirms, and the
 * server sends nothing if they are no longer that many.
 */
export function SendCertificatesButton({ commissionId, certificates }: { commissionId: string; certificates: Certificate[] }) {
  const { t } = useTranslation();
  const send = useSendCertificates();
  const submit = useSubmit();
  const [asking, setAsking] = useState(false);
  const count = mailable(certificates);
  const confirm = () => {
    setAsking(false);
    void submit.run(async () => t('certificates.sent', { count: (await send.mutateAsync({ commissionId, confirmedCount: count })).sent }));
  };
  return (
    <>
      <Button disabled={submit.busy || count === 0} onClick={() => setAsking(true)}>
        {t('certificates.send')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('certificateIssue.sendConfirm', { count })}
        body={t('certificateIssue.sendConfirmBody')}
        confirmLabel={t('certificateIssue.sendConfirmed', { count })}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
