import { type ComponentType, type FocusEvent, memo } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { fieldMessage } from '../lib/forms';
import { TextField, type TextFieldProps } from './text-field';

/** What binds a field component to a form's field: the form's `control` and the field's name. */
export interface BoundFieldProps<T extends FieldValues, O = T> {
  control: Control<T, unknown, O>;
  name: Path<T>;
}

/**
 * The one binding of the form fields (`FormField` here, `FormSelect` and `FormCheckbox` in form-fields.tsx): the
 * field's value and handlers, and its error in the interface language. It follows its own field only, so the form's
 * other changes (another field's error, a step, the schema arriving) do not draw it again.
 */
export function useBoundField<T extends FieldValues, O>({ control, name }: BoundFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  return { field, error: Boolean(fieldState.error), message: fieldMessage(fieldState.error?.message) };
}

type Props<T extends FieldValues, O> = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'error' | 'helperText'> &
  BoundFieldProps<T, O> & {
    /** Shown under the field until it has an error. */
    hint?: string;
    /** The text field drawn: the app's TextField, or one built on it (`IntegerField`). */
    component?: ComponentType<TextFieldProps>;
  };

/**
 * A text field (components/text-field.tsx) bound to a form's field: `<FormField control={form.control} name="email"
 * label={t('login.email')} type="email" />`. Drawn again only when its own field or a prop changes, so a long form on a
 * phone hydrates without drawing all its fields twice (react-hook-form draws the form once more as it mounts): give
 * it stable props (constants for objects, `useCallback` for an `onBlur`, which runs after the binding's own).
 */
function FormFieldImpl<T extends FieldValues, O>({ control, name, hint, onBlur, component: Field = TextField, ...props }: Props<T, O>) {
  const { field, error, message } = useBoundField({ control, name });
  return (
    <Field
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={(event: FocusEvent<HTMLInputElement & HTMLTextAreaElement>) => {
        field.onBlur();
        onBlur?.(event);
      }}
      inputRef={field.ref}
      error={error}
      helperText={message ?? hint}
    />
  );
}

export const FormField = memo(FormFieldImpl) as typeof FormFieldImpl;
