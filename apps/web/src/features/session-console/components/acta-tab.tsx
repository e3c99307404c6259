import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazySection } from '../../../components/on-demand';
import { QueryView } from '../../../components/query-state';
import { useSubmit } from '../../../components/use-submit';
import { useFileDownload } from '../../../lib/use-file-download';
import { actaDownloadUrl, actaQuery, actaSummaryQuery } from '../api';
import { useConsole, useConsoleHeard } from '../use-console';

const PAGE = 50;

// The summary's tables load with its answer, after the tab has painted its log.
const ActaSummaryView = lazySection(() => import('./acta-summary').then((m) => m.ActaSummaryView), 320);

/** A heading of the tab (h2) and what it names. */
function TabSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** «Resumen»: the acta's summary, read again with every entry the stream brings and every paper's change it announces. */
function ActaSummarySection() {
  const { t } = useTranslation();
  const { commissionId, state } = useConsole();
  const { papersHeard } = useConsoleHeard();
  const summary = useQuery(actaSummaryQuery(commissionId, state.lastSequence, papersHeard));
  return (
    <TabSection title={t('sessionConsoleLater.acta.summary.title')}>
      <QueryView query={summary}>{(data) => <ActaSummaryView summary={data} />}</QueryView>
    </TabSection>
  );
}

/**
 * The acta's PDF and Excel buttons: the file downloads through the app's HTTP helper, so a refusal (an acta
 * too long for a PDF) shows its message here; a bar runs while the server builds the file.
 */
function ActaDownloads({ commissionId }: { commissionId: string }) {
  const { t } = useTranslation();
  const submit = useSubmit(null, { failureIn: 'form' });
  const file = useFileDownload();
  const download = (format: 'pdf' | 'xlsx') =>
    void submit.run(async () => {
      await file.start(actaDownloadUrl(commissionId, format));
      return true;
    });
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" disabled={submit.busy} onClick={() => download('pdf')} data-testid="acta-pdf">
          {t('sessionConsoleLater.acta.downloadPdf')}
        </Button>
        <Button variant="outlined" size="small" disabled={submit.busy} onClick={() => download('xlsx')} data-testid="acta-xlsx">
          {t('sessionConsoleLater.acta.downloadXlsx')}
        </Button>
      </Stack>
      {file.progress && (
        <Box role="status" aria-live="polite">
          <LinearProgress aria-label={t('sessionConsoleLater.acta.preparing')} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('sessionConsoleLater.acta.preparing')}
          </Typography>
        </Box>
      )}
      {submit.failure && (
        <Alert severity="error" data-testid="acta-download-error">
          {submit.failure}
        </Alert>
      )}
    </Stack>
  );
}

/** «Acta»: its downloads, its summary, then the log, newest first, read again with every entry the stream brings. */
export function ActaTab() {
  const { t, i18n } = useTranslation();
  const { commissionId, state } = useConsole();
  const [size, setSize] = useState(PAGE);
  const acta = useQuery(actaQuery(commissionId, state.lastSequence, size));
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <QueryView query={acta} empty={t('sessionConsoleLater.acta.empty')} isEmpty={(page) => page.rows.length === 0}>
      {(page) => (
        <Stack spacing={1}>
          <ActaDownloads commissionId={commissionId} />
          <ActaSummarySection />
          <TabSection title={t('sessionConsoleLater.acta.log')}>
            <List dense aria-label={t('sessionConsole.tabs.acta')} data-testid="acta">
              {page.rows.map((row) => (
                <ListItem key={row.sequence} divider>
                  <ListItemText
                    primary={row.description}
                    secondary={`${time.format(new Date(row.createdAt))}${row.actorName ? ` · ${row.actorName}` : ''}`}
                  />
                </ListItem>
              ))}
            </List>
          </TabSection>
          {page.total > page.rows.length && size < 200 && (
            <Button onClick={() => setSize((s) => Math.min(200, s + PAGE))} sx={{ alignSelf: 'flex-start' }}>
              {t('sessionConsoleLater.acta.more')}
            </Button>
          )}
        </Stack>
      )}
    </QueryView>
  );
}
