import { FormField } from '../../../components/form-field';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/use-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';

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
  const form = useSchemaForm<{ name: string }>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.nameSchemas[kind]),
    defaultValues: { name: initial },
  });
  const submit = useSubmit(form, { failureIn: 'form', fieldCodes: { FOLDER_NAME_TAKEN: 'name' } });
  const onSubmit = form.handleSubmit(async (parsed) => {
    const done = await submit.run(() => onSave(parsed.name));
    if (done) onClose();
  });
  return (
    <FormDialog title={title} submitLabel={submitLabel} onSubmit={onSubmit} onClose={onClose} failure={submit.failure} busy={submit.busy}>
      <FormField control={form.control} name="name" label={label} autoFocus />
    </FormDialog>
  );
}
