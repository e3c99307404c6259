import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { SectionCard } from './section-card';

export interface FormCardProps {
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  submitLabel: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A failure of the last submit, shown above the fields. */
  failure?: string | null;
  /** While true the submit button is disabled. */
  busy?: boolean;
  /** Buttons after the submit button. */
  extraActions?: ReactNode;
  /** Content of the card after the form. */
  footer?: ReactNode;
  'data-testid'?: string;
  children: ReactNode;
}

/** A card section around a form: heading, failure alert, the fields and the submit row. */
export function FormCard({
  title,
  subtitle,
  submitLabel,
  onSubmit,
  failure,
  busy = false,
  extraActions,
  footer,
  children,
  ...rest
}: FormCardProps) {
  return (
    <SectionCard title={title} data-testid={rest['data-testid']}>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {subtitle}
        </Typography>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {children}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy}>
              {submitLabel}
            </Button>
            {extraActions}
          </Stack>
        </Stack>
      </Box>
      {footer}
    </SectionCard>
  );
}
