import { FormField } from '../../../components/form-field';
import type { Award, awardNoteSchema } from '@quorum/shared';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/use-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useUpdateAwardNote } from '../api';

/** Changes the note of an award. */
export function NoteDialog({ commissionId, award, onClose }: { commissionId: string; award: Award; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAwardNote(commissionId);
  const form = useSchemaForm<{ note: string }, z.output<typeof awardNoteSchema>>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.awardNoteSchema),
    defaultValues: { note: award.note ?? '' },
  });
  const submit = useSubmit(form, { failureIn: 'form' });
  const onSubmit = form.handleSubmit(async (input) => {
    const done = await submit.run(async () => {
      await update.mutateAsync({ awardId: award.id, note: input.note });
      return t('awards.noteSaved');
    });
    if (done) onClose();
  });
  return (
    <FormDialog
      title={t('awards.editNote', { name: award.recipientName })}
      submitLabel={t('common.save')}
      onSubmit={onSubmit}
      onClose={onClose}
      failure={submit.failure}
      busy={form.formState.isSubmitting}
    >
      <FormField control={form.control} name="note" label={t('awards.note')} autoFocus multiline minRows={2} />
    </FormDialog>
  );
}
