import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEventHandler, ReactNode } from 'react';

interface Props {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: ReactNode;
  /** While true the submit button is disabled. */
  busy: boolean;
  /** A failure of the last submit, shown under the form. */
  failure?: ReactNode;
  failureSeverity?: 'error' | 'info';
  /** Space between the fields (theme units). */
  gap: number;
  /** Space under the form (theme units). */
  mb?: number;
  children: ReactNode;
}

/** A one-line form that wraps on narrow screens: the fields, a large submit button, then the failure. */
export function InlineForm({ onSubmit, submitLabel, busy, failure, failureSeverity = 'error', gap, mb, children }: Props) {
  return (
    <>
      {/* `method="dialog"`: until the page has hydrated (decision 029), a submit does nothing instead of sending the
          fields in the address; once it has, onSubmit handles it. */}
      <Box
        component="form"
        method="dialog"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap, flexWrap: 'wrap', alignItems: 'flex-start', mb }}
      >
        {children}
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 0.5 }}>
          {submitLabel}
        </Button>
      </Box>
      {failure && (
        <Alert severity={failureSeverity} role="alert">
          {failure}
        </Alert>
      )}
    </>
  );
}
