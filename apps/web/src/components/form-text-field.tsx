import { type ComponentProps, memo } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useFormState } from 'react-hook-form';
import { bindField } from '../lib/forms';
import { TextField } from './text-field';

type Props<T extends FieldValues> = Omit<ComponentProps<typeof TextField>, 'name' | 'error' | 'helperText'> & {
  form: UseFormReturn<T>;
  name: Path<T>;
  /** Shown under the field until it has an error. */
  hint?: string;
};

/**
 * A text field bound to a form's field (`bindField`) that follows its own field's state: the form's other changes
 * (another field's error, a step, the form getting ready after its first paint) do not draw it again. A long form
 * on a phone then hydrates without drawing all its fields twice (react-hook-form draws the form once more as it
 * mounts), and typing in one field draws that field only. Props given override the binding's (e.g. `onBlur`).
 */
function FormTextFieldImpl<T extends FieldValues>({ form, name, hint, ...props }: Props<T>) {
  const formState = useFormState({ control: form.control, name });
  return <TextField {...bindField(form, name, hint, formState)} {...props} />;
}

export const FormTextField = memo(FormTextFieldImpl) as typeof FormTextFieldImpl;
