import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog, lazyPart, lazySection } from '../../components/on-demand';
import { SearchField } from '../../components/search-field';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-state';
import { lookupByCode } from '../../features/finder/api';
import { ShiftCounter } from '../../features/finder/components/shift-counter';
import { useFinderState } from '../../features/finder/use-finder-state';
import { isApiError } from '../../lib/api';
import { useErrorMessage } from '../../lib/errors';

// What the door shows once someone acts loads after the first paint (decision 032): the results and the card with
// the first key or touch, the camera when it opens, the badges below the fold as soon as the page is drawn.
const FinderResults = lazyPart(() => import('../../features/finder/components/finder-results').then((m) => m.FinderResults), 240);
const DelegateCard = lazyPart(() => import('../../features/finder/components/delegate-card').then((m) => m.DelegateCard), 420);
const QrScanner = lazyDialog(() => import('../../features/finder/components/qr-scanner').then((m) => m.QrScanner));
const BadgesSection = lazySection(() => import('../../features/finder/components/badges-section').then((m) => m.BadgesSection), 260);

/** Buscador Delegados: the door. Search or scan, open the card, "Acreditar", kit and notes. */
export default function FinderPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { q, setQ, searched, search, selectedId, selected, open } = useFinderState();
  const [scanning, setScanning] = useState(false);
  const [scanProblem, setScanProblem] = useState<string | null>(null);

  const onScanned = async (code: string) => {
    setScanning(false);
    setScanProblem(null);
    try {
      const delegate = await lookupByCode(code);
      open(delegate.id);
    } catch (error) {
      open(null); // a badge read is a new search: the last delegate's card does not stay under its warning
      setScanProblem(isApiError(error, 'NOT_FOUND') ? t('finder.scan.unknownCode', { code }) : errorMessage(error));
    }
  };

  const showResults = searched.length > 0;

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageHeader title={t('finder.title')} subtitle={t('finder.subtitle')} />
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'stretch' }}>
          <SearchField
            label={t('finder.search')}
            placeholder={t('finder.searchPlaceholder')}
            value={q}
            onChange={setQ}
            autoFocus
            fullWidth
            autoComplete="off"
            inputSx={{ fontSize: '1.25rem' }}
            htmlInput={{ 'aria-describedby': 'finder-search-help', enterKeyHint: 'search', maxLength: 200 }}
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
        <ShiftCounter />
        {/* The card before the list: on a phone the delegate at the door is on top, not below twenty results. */}
        {selectedId && <QueryView query={selected}>{(delegate) => <DelegateCard key={delegate.id} delegate={delegate} />}</QueryView>}
        {showResults && <FinderResults search={search} selectedId={selectedId} onOpen={open} />}
        <BadgesSection />
      </Stack>
      {scanning && <QrScanner open onClose={() => setScanning(false)} onCode={(code) => void onScanned(code)} />}
    </Box>
  );
}
