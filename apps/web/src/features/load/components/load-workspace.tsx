import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type LoadGridRow, MAX_LOAD_FILE_BYTES } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { megabytes } from '../../../components/upload-limit';
import { type LoadSource, loadCodeInfoQuery, templateUrl } from '../api';
import { useLoadFlow } from '../use-load-flow';
import { CodeInfoCard } from './code-info-card';
import { FileDrop } from './file-drop';
import { LoadStatus } from './load-status';
import { emptyRow, RowsGrid } from './rows-grid';

const freshRows = () => [emptyRow(), emptyRow(), emptyRow()];

/** A valid load code's workspace: templates, a file or typed rows, check, save. */
export function LoadWorkspace({ code }: { code: string }) {
  const { t } = useTranslation();
  const info = useQuery(loadCodeInfoQuery(code));
  const { phase, setPhase, review, save } = useLoadFlow(code);
  const [mode, setMode] = useState<'file' | 'grid'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<LoadGridRow[]>(freshRows);
  const inputRef = useRef<HTMLInputElement>(null);
  const tabsId = useId();

  const source: LoadSource | null = mode === 'file' ? (file ? { kind: 'file', file } : null) : { kind: 'rows', rows };
  const busy = phase.kind === 'busy';

  const pickFile = (picked: File | undefined) => {
    if (!picked) return;
    setFile(picked);
    setPhase(
      picked.size > MAX_LOAD_FILE_BYTES
        ? { kind: 'failed', message: t('common.uploadTooLarge', { size: megabytes(MAX_LOAD_FILE_BYTES) }) }
        : { kind: 'idle' },
    );
  };
  const restart = () => {
    setFile(null);
    setRows(freshRows());
    setPhase({ kind: 'idle' });
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <Stack spacing={3}>
      {info.data && <CodeInfoCard data={info.data} />}
      <Box component="section" aria-labelledby={`${tabsId}-templates`}>
        <Typography id={`${tabsId}-templates`} variant="h6" component="h2" gutterBottom>
          {t('schoolLoad.templates')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('schoolLoad.templatesHelp')} {t('schoolLoad.preferencesHelp')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" startIcon={<Download />} href={templateUrl(code, 'xlsx')} download>
            {t('schoolLoad.downloadXlsx')}
          </Button>
          <Button variant="outlined" startIcon={<Download />} href={templateUrl(code, 'csv')} download>
            {t('schoolLoad.downloadCsv')}
          </Button>
        </Stack>
      </Box>

      {phase.kind === 'saved' ? (
        <Stack spacing={2} alignItems="flex-start">
          <Alert severity="success" role="status">
            {t('schoolLoad.saved', { created: phase.saved.created, updated: phase.saved.updated })}
          </Alert>
          <Button variant="contained" onClick={restart}>
            {t('schoolLoad.loadMore')}
          </Button>
        </Stack>
      ) : (
        <Box component="section">
          <Tabs
            value={mode}
            onChange={(_, value: 'file' | 'grid') => {
              setMode(value);
              setPhase({ kind: 'idle' });
            }}
            aria-label={t('schoolLoad.modeLabel')}
            sx={{ mb: 2 }}
          >
            <Tab value="file" label={t('schoolLoad.modeFile')} id={`${tabsId}-file`} aria-controls={`${tabsId}-panel`} />
            <Tab value="grid" label={t('schoolLoad.modeGrid')} id={`${tabsId}-grid`} aria-controls={`${tabsId}-panel`} />
          </Tabs>
          <Box id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${mode}`}>
            {mode === 'file' ? (
              <FileDrop file={file} onPick={pickFile} inputRef={inputRef} />
            ) : (
              <RowsGrid
                rows={rows}
                onChange={(next) => {
                  setRows(next);
                  if (phase.kind !== 'idle') setPhase({ kind: 'idle' });
                }}
              />
            )}
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
            <Button variant="outlined" size="large" onClick={() => source && void review(source)} disabled={!source || busy}>
              {t('schoolLoad.check')}
            </Button>
            <Button
              variant="contained"
              size="large"
              onClick={() => source && void save(source)}
              disabled={!source || busy || phase.kind !== 'checked' || phase.check.problems.length > 0}
            >
              {t('schoolLoad.save')}
            </Button>
          </Stack>
          <LoadStatus phase={phase} />
        </Box>
      )}
    </Stack>
  );
}
