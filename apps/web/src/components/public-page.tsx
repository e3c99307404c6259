import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface Props {
  /** The page's h1. */
  title: ReactNode;
  /** A line under the title. */
  intro?: ReactNode;
  /** The column's maximum width in pixels. */
  maxWidth: number;
  /** Inside an outlined card (the forms) or on the page itself (the look-ups). */
  card?: boolean;
  /** The card's padding on small screens. */
  padding?: number;
  children: ReactNode;
  /** After the card's content, inside the card (e.g. a dialog the page opens). */
  after?: ReactNode;
}

/** A public page's centred column: the title, an optional intro line and the content, in a card or not. */
export function PublicPage({ title, intro, maxWidth, card = true, padding = 3, children, after }: Props) {
  const body = (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      {children}
    </>
  );
  if (!card) return <Box sx={{ maxWidth, mx: 'auto' }}>{body}</Box>;
  return (
    <Card variant="outlined" sx={{ maxWidth, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: padding, sm: 4 } }}>{body}</CardContent>
      {after}
    </Card>
  );
}

interface PublicFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A line above the fields. */
  help?: ReactNode;
  /** A failure of the last submit, shown above the fields. */
  failure?: ReactNode;
  failureTestId?: string;
  submitLabel: ReactNode;
  /** While true the submit button is disabled. */
  busy: boolean;
  children: ReactNode;
}

/** A public page's form: an optional help line, the failure alert, the fields and a large submit button. */
export function PublicForm({ onSubmit, help, failure, failureTestId, submitLabel, busy, children }: PublicFormProps) {
  return (
    // `method="dialog"`: until the page has hydrated (decision 029), a submit does nothing instead of sending the fields
    // in the address; once it has, onSubmit handles it.
    <Box component="form" method="dialog" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {help && <Typography color="text.secondary">{help}</Typography>}
        {failure && (
          <Alert severity="error" role="alert" data-testid={failureTestId}>
            {failure}
          </Alert>
        )}
        {children}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}

/** A link to /login, after a message on a public page ("Ir a iniciar sesión"). */
export function LoginLink({ children }: { children: ReactNode }) {
  return (
    <Link component={RouterLink} to="/login">
      {children}
    </Link>
  );
}
