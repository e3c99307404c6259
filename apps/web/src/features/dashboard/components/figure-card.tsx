import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A headline figure that links to its page. */
export function FigureCard({ label, value, detail, to }: { label: string; value: string; detail?: string; to: string }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography color="text.secondary">{label}</Typography>
          <Typography variant="h3" component="p" sx={{ fontWeight: 800 }}>
            {value}
          </Typography>
          {detail && (
            <Typography variant="body2" color="text.secondary">
              {detail}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
