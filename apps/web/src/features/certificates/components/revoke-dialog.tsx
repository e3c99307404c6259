import { TextField } from '../../../components/text-field';
import type { Certificate } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit, validatedSubmit } from '../../../components/use-submit';
import { staffSchema } from '../../../lib/staff-forms';
import { bindField } from '../../../lib/forms';
import { useRevokeCertificate } from '../api';

/** Revokes a certificate with a reason (shown at /verificator). */
export function RevokeDialog({ certificate, onClose }: { certificate: Certificate; onClose: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeCertificate();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const submit = useSubmit(form, { failureIn: 'form' });
  const onSubmit = validatedSubmit(
    form,
    submit,
    staffSchema((s) => s.revokeCertificateSchema),
    async (input) => {
      await revoke.mutateAsync({ id: certificate.id, reason: input.reason });
      onClose();
      return t('certificates.revoked');
    },
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
      <TextField label={t('certificates.reason')} autoFocus multiline minRows={2} {...bindField(form, 'reason')} />
    </FormDialog>
  );
}
