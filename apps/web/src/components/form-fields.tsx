import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { fieldMessage } from '../lib/forms';
import { SelectField, type SelectOption } from './select-field';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
}

/** A SelectField bound to a react-hook-form field; its error (translated) replaces the help text. */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  helperText,
}: FieldProps<T> & { options: SelectOption[]; helperText?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(fieldState.error?.message) ?? helperText}
          options={options}
        />
      )}
    />
  );
}

/** A labelled checkbox bound to a boolean react-hook-form field. */
export function FormCheckbox<T extends FieldValues>({ control, name, label, sx }: FieldProps<T> & { sx?: SxProps<Theme> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={sx}
          control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          label={label}
        />
      )}
    />
  );
}
