import ChevronRight from '@mui/icons-material/ChevronRight';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Loading, QueryError } from '../../components/query-state';
import { finderDelegateQuery, lookupByCode, useFinderSearch } from '../../features/finder/api';
import { BadgesSection } from '../../features/finder/components/badges-section';
import { DelegateCard } from '../../features/finder/components/delegate-card';
import { QrScanner } from '../../features/finder/components/qr-scanner';
import { isApiError } from '../../lib/api';
import { useErrorMessage } from '../../lib/errors';

/** The value after it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Buscador Delegados: the door. Search or scan, open the card, "Acreditar", kit and notes. */
export default function FinderPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const debounced = useDebounced(q, 150);
  const search = useFinderSearch(debounced);
  const selectedId = params.get('d');
  const selected = useQuery({ ...finderDelegateQuery(selectedId ?? ''), enabled: !!selectedId });
  const [scanning, setScanning] = useState(false);
  const [scanProblem, setScanProblem] = useState<string | null>(null);

  const open = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('d', id);
    else next.delete('d');
    if (debounced.trim()) next.set('q', debounced.trim());
    else next.delete('q');
    setParams(next, { replace: !!id === !!selectedId });
  };

  const onScanned = async (code: string) => {
    setScanning(false);
    setScanProblem(null);
    try {
      const delegate = await lookupByCode(code);
      open(delegate.id);
    } catch (error) {
      setScanProblem(isApiError(error, 'NOT_FOUND') ? t('finder.scan.unknownCode', { code }) : errorMessage(error));
    }
  };

  const results = search.data ?? [];
  const showResults = debounced.trim().length > 0;

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageHeader title={t('finder.title')} subtitle={t('finder.subtitle')} />
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'stretch' }}>
          <TextField
            label={t('finder.search')}
            placeholder={t('finder.searchPlaceholder')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            autoFocus
            fullWidth
            type="search"
            autoComplete="off"
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search />
                  </InputAdornment>
                ),
                sx: { fontSize: '1.25rem' },
              },
              htmlInput: { 'aria-describedby': 'finder-search-help', enterKeyHint: 'search', maxLength: 200 },
            }}
          />
          <Button
            variant="contained"
            onClick={() => setScanning(true)}
            startIcon={<QrCodeScanner />}
            sx={{ minWidth: 56, px: 2, flexShrink: 0 }}
          >
            {t('finder.scan.button')}
          </Button>
        </Box>
        <Typography id="finder-search-help" variant="body2" color="text.secondary">
          {t('finder.searchHelp')}
        </Typography>
        {scanProblem && (
          <Alert severity="warning" role="alert" onClose={() => setScanProblem(null)}>
            {scanProblem}
          </Alert>
        )}
        {showResults && (
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
                  <ListItemButton key={d.id} selected={d.id === selectedId} onClick={() => open(d.id)} sx={{ minHeight: 64 }} divider>
                    <ListItemText
                      primary={`${d.firstNames} ${d.lastNames}`}
                      secondary={[
                        d.commissionName ?? t('finder.card.none'),
                        d.delegationName,
                        d.institution,
                        t(`finder.status.${d.status}`),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      slotProps={{ primary: { sx: { fontWeight: 600, fontSize: '1.1rem' } } }}
                    />
                    <ChevronRight aria-hidden />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Paper>
        )}
        {selectedId &&
          (selected.isPending ? (
            <Loading />
          ) : selected.isError ? (
            <QueryError error={selected.error} onRetry={() => void selected.refetch()} />
          ) : (
            <DelegateCard key={selected.data.id} delegate={selected.data} />
          ))}
        <BadgesSection />
      </Stack>
      <QrScanner open={scanning} onClose={() => setScanning(false)} onCode={(code) => void onScanned(code)} />
    </Box>
  );
}
