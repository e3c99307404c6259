import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import type { SxProps, Theme } from '@mui/material/styles';
import { type FocusEventHandler, memo, type ReactNode, useId } from 'react';
import { FieldFrame } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface FrameProps {
  label: string;
  id?: string;
  name?: string;
  onBlur?: FocusEventHandler;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** Default true, like the app's text fields (theme.ts). */
  fullWidth?: boolean;
}

interface Props extends FrameProps {
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
}

/**
 * An outlined select built the way MUI's `TextField select` builds it (a labelled FormControl around a Select
 * drawn as an outlined input), without importing TextField, which would bring every input variant along. Its
 * accessible name is its label alone (MUI also names the combobox after the chosen option, so "Rol: Presidente
 * de comisión" would also answer to "Comisión"). Drawn again only when a prop changes: a form's own re-renders (an
 * error elsewhere, the form getting ready) pass over a select whose options are kept.
 */
export const SelectField = memo(function SelectField({ value, onChange, options, ...frame }: Props) {
  // An empty choice ("Sin comisión") is shown as such, with the label above it.
  const hasEmpty = options.some((option) => option.value === '');
  return (
    <SelectFrame {...frame} value={value} onChange={(event) => onChange(event.target.value as string)} displayEmpty={hasEmpty}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </SelectFrame>
  );
});

/** A select of several options (delegations, recipients), shown as the chosen labels joined by commas. */
export function MultiSelectField({
  value,
  onChange,
  options,
  ...frame
}: FrameProps & { value: string[]; onChange: (value: string[]) => void; options: SelectOption[] }) {
  const labelOf = (v: string) => options.find((option) => option.value === v)?.label ?? v;
  return (
    <SelectFrame
      {...frame}
      multiple
      value={value}
      onChange={(event) => onChange(event.target.value as string[])}
      renderValue={(chosen) => (chosen as string[]).map(labelOf).join(', ')}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </SelectFrame>
  );
}

interface SelectFrameProps extends FrameProps {
  value: string | string[];
  onChange: (event: SelectChangeEvent<string | string[]>) => void;
  displayEmpty?: boolean;
  multiple?: boolean;
  renderValue?: (value: string | string[]) => ReactNode;
  children: ReactNode;
}

/** The labelled frame, the outlined input and the helper text around a Select, wired by ids like MUI's TextField. */
function SelectFrame({
  label,
  id,
  name,
  onBlur,
  helperText,
  fullWidth = true,
  displayEmpty = false,
  value,
  onChange,
  multiple,
  renderValue,
  children,
  ...frame
}: SelectFrameProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldFrame
      id={fieldId}
      label={label}
      labelProps={displayEmpty ? { shrink: true } : undefined}
      helperText={helperText}
      fullWidth={fullWidth}
      {...frame}
    >
      <Select
        value={value}
        onChange={onChange}
        multiple={multiple}
        renderValue={renderValue}
        id={fieldId}
        labelId={`${fieldId}-label`}
        aria-describedby={helperText ? `${fieldId}-helper-text` : undefined}
        displayEmpty={displayEmpty}
        SelectDisplayProps={{ 'aria-labelledby': `${fieldId}-label` } as object}
        input={<OutlinedInput label={label} name={name} onBlur={onBlur} {...(displayEmpty ? { notched: true } : {})} />}
      >
        {children}
      </Select>
    </FieldFrame>
  );
}
