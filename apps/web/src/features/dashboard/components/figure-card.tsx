import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface Props {
  label: string;
  /** The figure; undefined while it loads (a placeholder of its size). */
  value: string | undefined;
  /** A line under the figure; `null` while it loads (its line is kept). */
  detail?: string | null;
  to: string;
}

/** A headline figure that links to its page. */
export function FigureCard({ label, value, detail, to }: Props) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography color="text.secondary">{label}</Typography>
          <Typography variant="h3" component="p" sx={{ fontWeight: 800 }}>
            {value ?? <Skeleton width="40%" />}
          </Typography>
          {detail !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {detail ?? <Skeleton width="60%" />}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
