import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-state';
import type { useFinderSearch } from '../api';

interface Props {
  search: ReturnType<typeof useFinderSearch>;
  selectedId: string | null;
  onOpen: (id: string) => void;
}

/** The delegates found: name, commission, delegation, institution and status; one opens the card. «N más» when capped. */
export function FinderResults({ search, selectedId, onOpen }: Props) {
  const { t } = useTranslation();
  const results = search.data?.delegates ?? [];
  const more = (search.data?.total ?? 0) - results.length;
  // Counted up to a cap: «más de N» when there are more.
  const moreKey = search.data?.capped ? 'finder.moreThan' : 'finder.more';
  return (
    <Paper variant="outlined" component="section" aria-label={t('finder.results')}>
      {search.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      {search.isError ? (
        <Box sx={{ p: 2 }}>
          <QueryError error={search.error} onRetry={() => void search.refetch()} />
        </Box>
      ) : search.isSuccess && results.length === 0 ? (
        <Typography sx={{ p: 2 }} role="status">
          {t('finder.noResults')}
        </Typography>
      ) : (
        <List disablePadding>
          {results.map((d) => (
            <ListItemButton key={d.id} selected={d.id === selectedId} onClick={() => onOpen(d.id)} sx={{ minHeight: 64 }} divider>
              <ListItemText
                primary={`${d.firstNames} ${d.lastNames}`}
                secondary={[d.commissionName ?? t('finder.card.none'), d.delegationName, d.institution, t(`delegateStatus.${d.status}`)]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ primary: { sx: { fontWeight: 600, fontSize: '1.1rem' } } }}
              />
              <ChevronRight aria-hidden />
            </ListItemButton>
          ))}
          {more > 0 && (
            <ListItem>
              <ListItemText primary={t(moreKey, { count: more })} slotProps={{ primary: { color: 'text.secondary' } }} />
            </ListItem>
          )}
        </List>
      )}
    </Paper>
  );
}
