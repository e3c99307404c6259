import { TextField } from '../../../components/text-field';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/use-submit';
import { bindField } from '../../../lib/forms';
import { validateStaff } from '../../../lib/staff-forms';

interface Props {
  title: string;
  label: string;
  submitLabel: string;
  initial?: string;
  /** What is named: a folder or a file (their shared schemas differ). */
  kind: 'folder' | 'file';
  /** Saves the checked name; answers the success message. */
  onSave: (name: string) => Promise<string>;
  onClose: () => void;
}

/** A dialog asking for one name: a new folder, or renaming a folder or a file. */
export function NameDialog({ title, label, submitLabel, initial = '', kind, onSave, onClose }: Props) {
  const form = useForm<{ name: string }>({ defaultValues: { name: initial } });
  const submit = useSubmit(form, { failureIn: 'form', fieldCodes: { FOLDER_NAME_TAKEN: 'name' } });
  const onSubmit = form.handleSubmit(async (values) => {
    const done = await submit.run(async () => {
      const parsed = await validateStaff((s) => s.nameSchemas[kind], values, form.setError);
      return parsed ? onSave(parsed.name) : false;
    });
    if (done) onClose();
  });
  return (
    <FormDialog title={title} submitLabel={submitLabel} onSubmit={onSubmit} onClose={onClose} failure={submit.failure} busy={submit.busy}>
      <TextField label={label} autoFocus {...bindField(form, 'name')} />
    </FormDialog>
  );
}
