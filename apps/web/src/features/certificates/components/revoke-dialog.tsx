import { FormField } from '../../../components/form-field';
import type { Certificate } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/use-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRevokeCertificate } from '../api';

/** Revokes a certificate with a reason (shown at /verificator). */
export function RevokeDialog({ certificate, onClose }: { certificate: Certificate; onClose: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeCertificate();
  const form = useSchemaForm<{ reason: string }>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.revokeCertificateSchema),
    defaultValues: { reason: '' },
  });
  const submit = useSubmit(form, { failureIn: 'form' });
  const onSubmit = form.handleSubmit((input) =>
    submit.run(async () => {
      await revoke.mutateAsync({ id: certificate.id, reason: input.reason });
      onClose();
      return t('certificates.revoked');
    }),
  );
  return (
    <FormDialog
      title={t('certificates.revokeTitle', { name: certificate.holderName })}
      submitLabel={t('certificates.revoke')}
      onSubmit={onSubmit}
      onClose={onClose}
      failure={submit.failure}
      busy={form.formState.isSubmitting}
    >
      <FormField control={form.control} name="reason" label={t('certificates.reason')} autoFocus multiline minRows={2} />
    </FormDialog>
  );
}
