import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The page's "Nueva …" button (contained, with a plus), after the other actions. */
  add?: { label: string; onClick: () => void };
}

/** The page's h1 with optional actions on the right. */
export function PageHeader({ title, subtitle, actions, add }: Props) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {(actions || add) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {actions}
          {add && (
            <Button variant="contained" startIcon={<Add />} onClick={add.onClick}>
              {add.label}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
