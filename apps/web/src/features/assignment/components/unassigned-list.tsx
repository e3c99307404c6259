import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AssignmentMatrix, MatrixDelegate } from '@quorum/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  matrix: AssignmentMatrix;
  onAssign: (delegate: MatrixDelegate) => void;
}

/** Delegates without a commission (oldest first), each with its preferences and a button to assign by hand. */
export function UnassignedList({ matrix, onAssign }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const names = new Map(matrix.commissions.map((c) => [c.id, c.acronym || c.name]));
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId}>
          {t('assignment.unassignedTitle')} ({matrix.withoutCommission})
        </Typography>
        {matrix.unassigned.length === 0 ? (
          <Typography color="text.secondary">{t('assignment.unassignedNone')}</Typography>
        ) : (
          <List dense aria-labelledby={titleId}>
            {matrix.unassigned.map((d) => {
              const prefs = d.preferences.map((p) => names.get(p)).filter(Boolean);
              const name = `${d.firstNames} ${d.lastNames}`;
              return (
                <ListItem
                  key={d.id}
                  divider
                  data-testid={`unassigned-${d.id}`}
                  secondaryAction={
                    <Button size="small" variant="outlined" onClick={() => onAssign(d)} aria-label={`${t('assignment.assign')}: ${name}`}>
                      {t('assignment.assign')}
                    </Button>
                  }
                >
                  <ListItemText
                    sx={{ pr: 10 }}
                    primary={name}
                    secondary={`${d.institution} · ${prefs.length ? t('assignment.preferences', { list: prefs.join(', ') }) : t('assignment.noPreferences')}`}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        {matrix.withoutCommission > matrix.unassigned.length && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('assignment.unassignedMore', { shown: matrix.unassigned.length, total: matrix.withoutCommission })}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
