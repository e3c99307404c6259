import { FormField } from '../../../components/form-field';
import { AWARD_RECIPIENTS, type AwardCategory, type AwardRecipient, type awardCategoryInputSchema } from '@quorum/shared';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormSelect } from '../../../components/form-fields';
import { FormDialog } from '../../../components/form-dialog';
import { IntegerField, parseInteger } from '../../../components/integer-field';
import { useSubmit } from '../../../components/use-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';
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
  const form = useSchemaForm<CategoryForm, z.output<typeof awardCategoryInputSchema>>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.awardCategoryInputSchema),
    defaultValues: formFor(category),
    toPayload: (values) => ({
      name: values.name,
      maxPerCommission: parseInteger(values.maxPerCommission) ?? Number.NaN,
      recipient: values.recipient,
      minAttendance: values.minAttendance.trim() === '' ? null : (parseInteger(values.minAttendance) ?? Number.NaN),
      requiresPositionPaper: values.requiresPositionPaper,
    }),
  });
  const submit = useSubmit(form, { failureIn: 'form', fieldCodes: { AWARD_CATEGORY_NAME_TAKEN: 'name' } });

  const onSubmit = form.handleSubmit(async (input) => {
    const done = await submit.run(async () => {
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
      <FormField control={form.control} name="name" label={t('awards.categories.fields.name')} autoFocus />
      <FormField control={form.control} name="maxPerCommission" component={IntegerField} label={t('awards.categories.fields.max')} />
      <FormSelect
        control={form.control}
        name="recipient"
        label={t('awards.categories.fields.recipient')}
        helperText={category && category.awardCount > 0 ? t('awards.categories.recipientLocked') : undefined}
        options={AWARD_RECIPIENTS.map((r) => ({ value: r, label: t(`awards.recipients.${r}`) }))}
      />
      <FormField
        control={form.control}
        name="minAttendance"
        component={IntegerField}
        label={t('awards.categories.fields.minAttendance')}
        hint={t('awards.categories.fields.minAttendanceHelp')}
      />
      <FormCheckbox control={form.control} name="requiresPositionPaper" label={t('awards.categories.fields.positionPaper')} />
    </FormDialog>
  );
}
