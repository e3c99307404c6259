import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

type Props = Omit<TextFieldProps, 'select' | 'children' | 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
};

/**
 * An outlined MUI select whose accessible name is its label alone (MUI also names the combobox
 * after the chosen option, so "Rol: Presidente de comisión" would also answer to "Comisión").
 */
export function SelectField({ value, onChange, options, id, slotProps, ...props }: Props) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const select = (slotProps?.select ?? {}) as object;
  // An empty choice ("Sin comisión") is shown as such, with the label above it.
  const hasEmpty = options.some((option) => option.value === '');
  return (
    <TextField
      {...props}
      id={fieldId}
      select
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        ...slotProps,
        select: {
          ...select,
          displayEmpty: hasEmpty,
          SelectDisplayProps: { 'aria-labelledby': `${fieldId}-label` } as object,
        },
        inputLabel: { ...(slotProps?.inputLabel as object | undefined), ...(hasEmpty ? { shrink: true } : {}) },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
