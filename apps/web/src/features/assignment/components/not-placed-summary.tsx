import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type AutoAssignmentResult, NOT_PLACED_REASONS } from '@quorum/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type NotPlaced = AutoAssignmentResult['notPlaced'];

/** The people the automatic assignment (would) leave without a commission, grouped by why, each by name. */
export function NotPlacedSummary({ title, notPlaced }: { title: string; notPlaced: NotPlaced }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (notPlaced.length === 0) return null;
  const groups = NOT_PLACED_REASONS.map((reason) => ({ reason, people: notPlaced.filter((p) => p.reason === reason) })).filter(
    (g) => g.people.length > 0,
  );
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="not-placed">
      <Typography variant="subtitle2" component="h3" id={titleId}>
        {title}
      </Typography>
      <Box sx={{ maxHeight: 240, overflowY: 'auto', pr: 1 }} tabIndex={0} aria-labelledby={titleId}>
        {groups.map(({ reason, people }) => (
          <Box key={reason} sx={{ mt: 1 }} data-testid={`not-placed-${reason}`}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {t(`assignment.notPlacedReasons.${reason}`)} ({people.length})
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {people.map((p) => (
                <Typography component="li" variant="body2" color="text.secondary" key={p.delegateId}>
                  {p.firstNames} {p.lastNames}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
