import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, useBoundField } from './form-field';
import { SelectField, type SelectOption } from './select-field';

/** A SelectField bound to a form's field (the binding of `FormField`); its error (translated) replaces the help text. */
export function FormSelect<T extends FieldValues, O>({
  label,
  options,
  helperText,
  ...bound
}: BoundFieldProps<T, O> & { label: string; options: SelectOption[]; helperText?: string }) {
  const { field, error, message } = useBoundField(bound);
  return (
    <SelectField
      label={label}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      error={error}
      helperText={message ?? helperText}
      options={options}
    />
  );
}

/**
 * A labelled checkbox bound to a boolean form field (the binding of `FormField`). With `showError`, its error
 * (translated) shows under it, the two in a FormControl.
 */
export function FormCheckbox<T extends FieldValues, O>({
  label,
  sx,
  showError = false,
  ...bound
}: BoundFieldProps<T, O> & { label: ReactNode; sx?: SxProps<Theme>; showError?: boolean }) {
  const { field, error, message } = useBoundField(bound);
  const box = (
    <FormControlLabel
      sx={sx}
      control={
        <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} inputRef={field.ref} />
      }
      label={label}
    />
  );
  if (!showError) return box;
  return (
    <FormControl error={error}>
      {box}
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}
