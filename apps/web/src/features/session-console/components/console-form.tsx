import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

interface Props {
  /** Called on submit while `ready`; the page does not reload. */
  onSubmit: () => void;
  submitLabel: ReactNode;
  /** Whether the fields say enough to submit (the button is disabled until then). */
  ready: boolean;
  label?: string;
  children: ReactNode;
}

/** A form of a console tab: its fields in a column and the submit button under them. */
export function ConsoleForm({ onSubmit, submitLabel, ready, label, children }: Props) {
  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onSubmit();
      }}
    >
      {children}
      <Button type="submit" variant="contained" disabled={!ready} sx={{ alignSelf: 'flex-start' }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
