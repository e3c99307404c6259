import { TextField, type TextFieldProps } from './text-field';

/**
 * A number input whose step buttons move by whole units and whose value is parsed as an integer
 * (seed §9 "number input step buttons use integer parsing").
 */
export function IntegerField({ slotProps, ...props }: TextFieldProps) {
  return (
    <TextField
      type="number"
      {...props}
      slotProps={{
        ...slotProps,
        htmlInput: { step: 1, inputMode: 'numeric', ...slotProps?.htmlInput },
      }}
    />
  );
}

/** Parses an integer input's value; empty or not a number gives undefined. */
export function parseInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? undefined : parsed;
}
