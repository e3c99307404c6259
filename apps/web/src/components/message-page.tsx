import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface Props {
  title: string;
  body: string;
  /** The one way out: a button linking to `to`. */
  actionLabel: string;
  to: string;
}

/** A page that only says something and offers a way back (forbidden, not found). */
export function MessagePage({ title, body, actionLabel, to }: Props) {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start', py: 4 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{body}</Typography>
      <Button component={RouterLink} to={to} variant="contained">
        {actionLabel}
      </Button>
    </Stack>
  );
}
