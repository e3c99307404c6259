import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import { TextField, type TextFieldProps } from './text-field';

type Props = Omit<TextFieldProps, 'type' | 'onChange' | 'value' | 'slotProps'> & {
  value: string;
  onChange: (text: string) => void;
  /** Style of the input box (e.g. a larger font). */
  inputSx?: SxProps<Theme>;
  /** Attributes of the <input> element. */
  htmlInput?: NonNullable<TextFieldProps['slotProps']>['htmlInput'];
};

/** A search box with the magnifier in front. */
export function SearchField({ value, onChange, inputSx, htmlInput, ...props }: Props) {
  return (
    <TextField
      {...props}
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search />
            </InputAdornment>
          ),
          ...(inputSx ? { sx: inputSx } : {}),
        },
        ...(htmlInput ? { htmlInput } : {}),
      }}
    />
  );
}
