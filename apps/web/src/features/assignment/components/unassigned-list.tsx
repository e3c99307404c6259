import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type MatrixCommission, type MatrixDelegate, UNASSIGNED_PAGE_SIZE } from '@quorum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { QueryError } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { useDebounced } from '../../../lib/use-debounced';
import { unassignedQuery } from '../api';

interface Props {
  commissions: MatrixCommission[];
  onAssign: (delegate: MatrixDelegate) => void;
}

/** One line for the name and one for the institution and preferences: every row has the same height. */
const ROW_SX = { minHeight: 64 } as const;
const ONE_LINE = { noWrap: true } as const;

/** The rows' place while the first page loads. */
function RowSkeletons() {
  return Array.from({ length: UNASSIGNED_PAGE_SIZE }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <ListItem key={i} divider sx={ROW_SX}>
      <ListItemText primary={<Skeleton width="40%" />} secondary={<Skeleton width="70%" />} />
    </ListItem>
  ));
}

/**
 * Delegates without a commission, oldest first, searched and paged by the server; each with its
 * preferences and a button to assign by hand.
 */
export function UnassignedList({ commissions, onAssign }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const searched = useDebounced(q.trim(), 300);
  const list = useQuery({ ...unassignedQuery({ q: searched, page }), placeholderData: keepPreviousData });
  const names = new Map(commissions.map((c) => [c.id, c.acronym || c.name]));
  const rows = list.data?.rows ?? [];

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId} gutterBottom>
          {t('assignment.unassignedTitle')}
        </Typography>
        <SearchField
          label={t('assignment.unassignedSearch')}
          value={q}
          onChange={(text) => {
            setQ(text);
            setPage(0);
          }}
          fullWidth
          size="small"
        />
        {list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <List dense aria-labelledby={titleId} aria-busy={list.isFetching} sx={{ minHeight: 64 }}>
            {list.isPending && <RowSkeletons />}
            {list.data && rows.length === 0 && (
              <ListItem sx={ROW_SX}>
                <ListItemText secondary={searched ? t('assignment.unassignedNoMatch') : t('assignment.unassignedNone')} />
              </ListItem>
            )}
            {rows.map((d) => {
              const prefs = d.preferences.map((p) => names.get(p)).filter(Boolean);
              const name = `${d.firstNames} ${d.lastNames}`;
              return (
                <ListItem
                  key={d.id}
                  divider
                  sx={ROW_SX}
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
                    slotProps={{ primary: ONE_LINE, secondary: ONE_LINE }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        <Pager total={list.data?.total ?? 0} page={page} pageSize={UNASSIGNED_PAGE_SIZE} onPage={setPage} />
      </CardContent>
    </Card>
  );
}
