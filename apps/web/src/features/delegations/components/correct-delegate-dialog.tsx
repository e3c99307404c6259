import Typography from '@mui/material/Typography';
import type { CommissionDelegate, DelegatePersonalPatchInput } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { DelegatePersonalFields } from '../../../components/delegate-personal-fields';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/use-submit';
import { type PersonalFormValues, personalFormValues } from '../../../lib/forms';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCorrectDelegate } from '../api';

/** The request body of the form's values: every personal field, as the Gestor's edit sends them. */
function patchOf(values: PersonalFormValues): DelegatePersonalPatchInput {
  return { ...values, documentType: values.documentType as DelegatePersonalPatchInput['documentType'] };
}

/**
 * A chair's correction of a delegate's personal data (with `delegates.editPersonalData`): the Gestor's personal
 * fields, checked by the same shared schema, the server checking the merged record again.
 */
export function CorrectDelegateDialog({
  commissionId,
  delegate,
  onClose,
}: {
  commissionId: string;
  delegate: CommissionDelegate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const correct = useCorrectDelegate(commissionId);
  const form = useSchemaForm<PersonalFormValues, unknown>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.delegatePersonalPatchSchema),
    defaultValues: personalFormValues(delegate),
    toPayload: patchOf,
  });
  const submit = useSubmit(form, { failureIn: 'form', serverWords: 'any', fieldCodes: { DELEGATE_DUPLICATE: 'documentNumber' } });

  const onSubmit = form.handleSubmit(async () => {
    const done = await submit.run(async () => {
      const row = await correct.mutateAsync({ delegateId: delegate.id, patch: patchOf(form.getValues()) });
      return t('chairArea.delegates.corrected', { name: `${row.firstNames} ${row.lastNames}` });
    });
    if (done) onClose();
  });

  return (
    <FormDialog
      title={t('chairArea.delegates.correctTitle', { name: `${delegate.firstNames} ${delegate.lastNames}` })}
      submitLabel={t('common.save')}
      onSubmit={onSubmit}
      onClose={onClose}
      failure={submit.failure}
      busy={form.formState.isSubmitting}
      maxWidth="md"
    >
      <Typography variant="body2" color="text.secondary">
        {t('chairArea.delegates.correctHelp')}
      </Typography>
      <DelegatePersonalFields control={form.control} />
    </FormDialog>
  );
}
