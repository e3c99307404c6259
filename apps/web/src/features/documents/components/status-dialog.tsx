import Alert from '@mui/material/Alert';
import { TextField } from '../../../components/text-field';
import { type CommissionDocument, type DocumentStatus, nextDocumentStatuses } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/form-fields';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/use-submit';
import { bindField } from '../../../lib/forms';
import { validateStaff } from '../../../lib/staff-forms';
import { useChangeDocumentStatus } from '../api';

interface StatusForm {
  status: DocumentStatus | '';
  comment: string;
}

/** Moves a document on (recibido → en revisión → aprobado | rechazado), with the mesa's comment. */
export function StatusDialog({ commissionId, doc, onClose }: { commissionId: string; doc: CommissionDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeDocumentStatus(commissionId);
  const next = nextDocumentStatuses(doc.status);
  const form = useForm<StatusForm>({ defaultValues: { status: next[0] ?? '', comment: '' } });
  const submit = useSubmit(form, {
    failureIn: 'form',
    fieldCodes: { DOCUMENT_COMMENT_REQUIRED: 'comment' },
    serverWords: ['DOCUMENT_STATUS_INVALID'],
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const done = await submit.run(async () => {
      const input = await validateStaff((s) => s.documentStatusInputSchema, values, form.setError);
      if (!input) return false;
      await change.mutateAsync({ id: doc.id, status: input.status, comment: input.comment });
      return t('documents.statusSaved');
    });
    if (done) onClose();
  });

  return (
    <FormDialog
      title={t('documents.statusTitle', { title: doc.title })}
      submitLabel={t('common.save')}
      onSubmit={onSubmit}
      onClose={onClose}
      failure={submit.failure}
      busy={form.formState.isSubmitting || next.length === 0}
    >
      {next.length === 0 ? (
        <Alert severity="info">{t('documents.noNextStatus')}</Alert>
      ) : (
        <>
          <FormSelect
            control={form.control}
            name="status"
            label={t('documents.fields.status')}
            options={next.map((s) => ({ value: s, label: t(`documents.statuses.${s}`) }))}
          />
          <TextField label={t('documents.fields.comment')} multiline minRows={2} {...bindField(form, 'comment')} />
        </>
      )}
    </FormDialog>
  );
}
