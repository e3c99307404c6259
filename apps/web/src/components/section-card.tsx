import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface Props {
  /** The card's h2. */
  title: ReactNode;
  /** A <section> named by its title (default), or a plain card. */
  region?: boolean;
  /** The title's id, when something else is labelled by it too (e.g. the table inside). */
  headingId?: string;
  'data-testid'?: string;
  children: ReactNode;
}

/** An outlined card with an h2 title over its content. */
export function SectionCard({ title, region = true, headingId: givenId, children, ...rest }: Props) {
  const autoId = useId();
  const headingId = givenId ?? autoId;
  const section = region ? ({ component: 'section', 'aria-labelledby': headingId } as const) : {};
  return (
    <Card variant="outlined" {...section} data-testid={rest['data-testid']}>
      <CardContent>
        <Typography variant="h6" component="h2" id={region || givenId ? headingId : undefined} gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
