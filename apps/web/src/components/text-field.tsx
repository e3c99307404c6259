import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { OutlinedTextFieldProps } from '@mui/material/TextField';
import { type ReactNode, useId } from 'react';

/** The parts of a text field that take props, as objects (MUI also accepts functions; the app passes none). */
interface TextFieldSlotProps {
  input?: Partial<OutlinedInputProps>;
  inputLabel?: Partial<InputLabelProps>;
  htmlInput?: OutlinedInputProps['inputProps'];
  formHelperText?: Partial<FormHelperTextProps>;
}

export type TextFieldProps = Omit<
  OutlinedTextFieldProps,
  'select' | 'SelectProps' | 'variant' | 'slots' | 'slotProps' | 'InputProps' | 'inputProps' | 'InputLabelProps' | 'FormHelperTextProps'
> & {
  slotProps?: TextFieldSlotProps;
  /** The older names of the slots, which MUI's Autocomplete still passes to `renderInput`. */
  InputProps?: TextFieldSlotProps['input'];
  inputProps?: TextFieldSlotProps['htmlInput'];
  InputLabelProps?: TextFieldSlotProps['inputLabel'];
};

/**
 * The app's text field: MUI's outlined TextField without its `select` mode, which makes MUI's own import
 * Select, Menu and Popover (about 17 KiB gzipped) into every page with a text box (decision 027). The same
 * parts, classes, theme defaults (`MuiTextField` in theme.ts) and label and helper-text wiring; a choice among
 * options is `SelectField` (components/select-field.tsx).
 */
export function TextField(inProps: TextFieldProps) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' }) as TextFieldProps;
  const {
    autoComplete,
    autoFocus = false,
    className,
    defaultValue,
    fullWidth = false,
    helperText,
    id: idProp,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    rows,
    slotProps: slotPropsProp = {},
    InputProps,
    inputProps,
    InputLabelProps,
    type,
    value,
    ...root
  } = props;
  const slotProps: TextFieldSlotProps = {
    input: { ...InputProps, ...slotPropsProp.input },
    htmlInput: { ...inputProps, ...slotPropsProp.htmlInput },
    inputLabel: { ...InputLabelProps, ...slotPropsProp.inputLabel },
    formHelperText: slotPropsProp.formHelperText,
  };
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const shrink = slotProps.inputLabel?.shrink;
  return (
    <FieldFrame
      {...root}
      id={id}
      label={label}
      labelProps={slotProps.inputLabel}
      helperText={helperText}
      helperProps={slotProps.formHelperText}
      className={className}
      fullWidth={fullWidth}
    >
      <OutlinedInput
        aria-describedby={helperText ? `${id}-helper-text` : undefined}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={slotProps.htmlInput}
        label={label}
        {...(shrink === undefined ? {} : { notched: shrink })}
        {...slotProps.input}
      />
    </FieldFrame>
  );
}

interface FieldFrameProps extends Omit<FormControlProps, 'variant' | 'id'> {
  /** The input's id: the label points at it, and the label and helper text take ids from it. */
  id: string;
  label?: ReactNode;
  labelProps?: Partial<InputLabelProps>;
  helperText?: ReactNode;
  helperProps?: Partial<FormHelperTextProps>;
  children: ReactNode;
}

/**
 * A field's outlined frame as MUI's TextField draws it: the label (`{id}-label`, for the input `id`), the input
 * given as children and the helper text (`{id}-helper-text`, which the input names in `aria-describedby`).
 * Shared by TextField and the selects (select-field.tsx).
 */
export function FieldFrame({ id, label, labelProps, helperText, helperProps, className, children, ...control }: FieldFrameProps) {
  return (
    <FormControl {...control} className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'} variant="outlined">
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={`${id}-label`} {...labelProps}>
          {label}
        </InputLabel>
      )}
      {children}
      {helperText && (
        <FormHelperText id={`${id}-helper-text`} {...helperProps}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
