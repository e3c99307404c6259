import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEventHandler, type ReactNode, useId } from 'react';

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
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={rest['data-testid']}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} gutterBottom>
          {title}
        </Typography>
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
      </CardContent>
    </Card>
  );
}
