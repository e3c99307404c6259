import { TextField } from '../../../components/text-field';
import { AWARD_RECIPIENTS, type AwardCategory, type AwardRecipient } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormSelect } from '../../../components/form-fields';
import { FormDialog } from '../../../components/form-dialog';
import { IntegerField, parseInteger } from '../../../components/integer-field';
import { useSubmit } from '../../../components/use-submit';
import { bindField } from '../../../lib/forms';
import { validateStaff } from '../../../lib/staff-forms';
import { useCreateAwardCategory, useUpdateAwardCategory } from '../api';

interface CategoryForm {
  name: string;
  maxPerCommission: string;
  recipient: AwardRecipient;
  minAttendance: string;
  requiresPositionPaper: boolean;
}

function formFor(category: AwardCategory | null): CategoryForm {
  return {
    name: category?.name ?? '',
    maxPerCommission: String(category?.maxPerCommission ?? 1),
    recipient: category?.recipient ?? 'delegado',
    minAttendance: category?.minAttendance == null ? '' : String(category.minAttendance),
    requiresPositionPaper: category?.requiresPositionPaper ?? false,
  };
}

/** Creates a category (`category` null) or edits one: name, maximum per commission, recipient and eligibility. */
export function CategoryDialog({ category, onClose }: { category: AwardCategory | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateAwardCategory();
  const update = useUpdateAwardCategory();
  const form = useForm<CategoryForm>({ defaultValues: formFor(category) });
  const submit = useSubmit(form, { failureIn: 'form', fieldCodes: { AWARD_CATEGORY_NAME_TAKEN: 'name' } });

  const onSubmit = form.handleSubmit(async (values) => {
    const done = await submit.run(async () => {
      const candidate = {
        name: values.name,
        maxPerCommission: parseInteger(values.maxPerCommission) ?? Number.NaN,
        recipient: values.recipient,
        minAttendance: values.minAttendance.trim() === '' ? null : (parseInteger(values.minAttendance) ?? Number.NaN),
        requiresPositionPaper: values.requiresPositionPaper,
      };
      const input = await validateStaff((s) => s.awardCategoryInputSchema, candidate, form.setError);
      if (!input) return false;
      if (category) await update.mutateAsync({ id: category.id, changes: input });
      else await create.mutateAsync(input);
      return t('awards.categories.saved');
    });
    if (done) onClose();
  });

  return (
    <FormDialog
      title={category ? t('awards.categories.editTitle', { name: category.name }) : t('awards.categories.newTitle')}
      submitLabel={category ? t('common.save') : t('common.create')}
      onSubmit={onSubmit}
      onClose={onClose}
      failure={submit.failure}
      busy={form.formState.isSubmitting}
    >
      <TextField label={t('awards.categories.fields.name')} autoFocus {...bindField(form, 'name')} />
      <IntegerField label={t('awards.categories.fields.max')} {...bindField(form, 'maxPerCommission')} />
      <FormSelect
        control={form.control}
        name="recipient"
        label={t('awards.categories.fields.recipient')}
        helperText={category && category.awardCount > 0 ? t('awards.categories.recipientLocked') : undefined}
        options={AWARD_RECIPIENTS.map((r) => ({ value: r, label: t(`awards.recipients.${r}`) }))}
      />
      <IntegerField
        label={t('awards.categories.fields.minAttendance')}
        {...bindField(form, 'minAttendance', t('awards.categories.fields.minAttendanceHelp'))}
      />
      <FormCheckbox control={form.control} name="requiresPositionPaper" label={t('awards.categories.fields.positionPaper')} />
    </FormDialog>
  );
}
