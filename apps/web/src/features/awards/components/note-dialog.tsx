import { TextField } from '../../../components/text-field';
import type { Award } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/use-submit';
import { bindField } from '../../../lib/forms';
import { validateStaff } from '../../../lib/staff-forms';
import { useUpdateAwardNote } from '../api';

/** Changes the note of an award. */
export function NoteDialog({ commissionId, award, onClose }: { commissionId: string; award: Award; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAwardNote(commissionId);
  const form = useForm<{ note: string }>({ defaultValues: { note: award.note ?? '' } });
  const submit = useSubmit(form, { failureIn: 'form' });
  const onSubmit = form.handleSubmit(async (values) => {
    const done = await submit.run(async () => {
      const input = await validateStaff((s) => s.awardNoteSchema, values, form.setError);
      if (!input) return false;
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
      <TextField label={t('awards.note')} autoFocus multiline minRows={2} {...bindField(form, 'note')} />
    </FormDialog>
  );
}
