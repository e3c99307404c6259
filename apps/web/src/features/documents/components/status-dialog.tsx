import Alert from '@mui/material/Alert';
import { FormField } from '../../../components/form-field';
import { type CommissionDocument, type DocumentStatus, type documentStatusInputSchema, nextDocumentStatuses } from '@quorum/shared';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/form-fields';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/use-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';
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
  const form = useSchemaForm<StatusForm, z.output<typeof documentStatusInputSchema>>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.documentStatusInputSchema),
    defaultValues: { status: next[0] ?? '', comment: '' },
  });
  const submit = useSubmit(form, {
    failureIn: 'form',
    fieldCodes: { DOCUMENT_COMMENT_REQUIRED: 'comment' },
    serverWords: ['DOCUMENT_STATUS_INVALID'],
  });

  const onSubmit = form.handleSubmit(async (input) => {
    const done = await submit.run(async () => {
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
          <FormField control={form.control} name="comment" label={t('documents.fields.comment')} multiline minRows={2} />
        </>
      )}
    </FormDialog>
  );
}
