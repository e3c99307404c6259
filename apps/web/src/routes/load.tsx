import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type LoadCheck, type LoadGridRow, type LoadSaved, MAX_LOAD_FILE_BYTES } from '@quorum/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../components/query-state';
import { checkLoad, LoadProblemsError, type LoadSource, loadCodeInfoQuery, saveLoad, templateUrl } from '../features/load/api';
import { ProblemsTable } from '../features/load/components/problems-table';
import { emptyRow, RowsGrid } from '../features/load/components/rows-grid';
import { useErrorMessage } from '../lib/errors';
import { formatDateTime } from '../lib/format';

type Phase =
  | { kind: 'idle' }
  | { kind: 'busy'; progress: number | null }
  | { kind: 'checked'; check: LoadCheck }
  | { kind: 'saved'; saved: LoadSaved }
  | { kind: 'failed'; message: string };

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** /load?code= "Carga Delegados": a school coordinator loads their institution's delegates with a load code. */
export default function LoadPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const info = useQuery(loadCodeInfoQuery(code));

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('schoolLoad.title')}
        </Typography>
        <Typography color="text.secondary">{t('schoolLoad.intro')}</Typography>
      </Box>
      {!code ? (
        <CodeForm onCode={(c) => setParams({ code: c })} />
      ) : info.isPending ? (
        <Loading />
      ) : info.isError ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            <CodeErrorMessage error={info.error} />
          </Alert>
          <CodeForm onCode={(c) => setParams({ code: c })} />
        </Stack>
      ) : (
        <LoadWorkspace code={code} />
      )}
    </Stack>
  );
}

function CodeErrorMessage({ error }: { error: unknown }) {
  const message = useErrorMessage();
  return <>{message(error)}</>;
}

function CodeForm({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onCode(value.trim().toUpperCase());
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        label={t('schoolLoad.codeLabel')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ mt: 0.5 }}>
        {t('schoolLoad.codeSubmit')}
      </Button>
    </Box>
  );
}

function LoadWorkspace({ code }: { code: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const errorMessage = useErrorMessage(['LOAD_FILE_INVALID']);
  const info = useQuery(loadCodeInfoQuery(code));
  const [mode, setMode] = useState<'file' | 'grid'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<LoadGridRow[]>(() => [emptyRow(), emptyRow(), emptyRow()]);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const tabsId = useId();

  const source: LoadSource | null = mode === 'file' ? (file ? { kind: 'file', file } : null) : { kind: 'rows', rows };
  const busy = phase.kind === 'busy';

  const pickFile = (picked: File | undefined) => {
    if (!picked) return;
    setFile(picked);
    setPhase(picked.size > MAX_LOAD_FILE_BYTES ? { kind: 'failed', message: t('schoolLoad.tooBig') } : { kind: 'idle' });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pickFile(event.dataTransfer.files[0]);
  };

  const failure = (error: unknown): Phase => {
    if (error instanceof LoadProblemsError) return { kind: 'checked', check: error.check };
    return { kind: 'failed', message: errorMessage(error) };
  };
  const progress = (fraction: number) => setPhase({ kind: 'busy', progress: fraction < 1 ? fraction : null });

  const review = async () => {
    if (!source) return;
    setPhase({ kind: 'busy', progress: source.kind === 'file' ? 0 : null });
    try {
      setPhase({ kind: 'checked', check: await checkLoad(code, source, source.kind === 'file' ? progress : undefined) });
    } catch (error) {
      setPhase(failure(error));
    }
  };
  const save = async () => {
    if (!source) return;
    setPhase({ kind: 'busy', progress: source.kind === 'file' ? 0 : null });
    try {
      setPhase({ kind: 'saved', saved: await saveLoad(code, source, source.kind === 'file' ? progress : undefined) });
      void client.invalidateQueries({ queryKey: ['load-code-info', code] });
    } catch (error) {
      setPhase(failure(error));
    }
  };
  const restart = () => {
    setFile(null);
    setRows([emptyRow(), emptyRow(), emptyRow()]);
    setPhase({ kind: 'idle' });
    if (inputRef.current) inputRef.current.value = '';
  };

  const data = info.data;
  return (
    <Stack spacing={3}>
      {data && (
        <Card variant="outlined">
          <CardContent>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                columnGap: 3,
                rowGap: 1,
                m: 0,
                '& dd': { m: 0, fontWeight: 600 },
              }}
            >
              <Typography component="dt" color="text.secondary">
                {t('schoolLoad.institution')}
              </Typography>
              <Typography component="dd">{data.institution}</Typography>
              <Typography component="dt" color="text.secondary">
                {t('schoolLoad.quota')}
              </Typography>
              <Typography component="dd">{t('schoolLoad.quotaValue', { loaded: data.loaded, quota: data.quota ?? '∞' })}</Typography>
              <Typography component="dt" color="text.secondary">
                {t('schoolLoad.expires')}
              </Typography>
              <Typography component="dd">{formatDateTime(data.expiresAt)}</Typography>
            </Box>
          </CardContent>
        </Card>
      )}

      <Box component="section" aria-labelledby={`${tabsId}-templates`}>
        <Typography id={`${tabsId}-templates`} variant="h6" component="h2" gutterBottom>
          {t('schoolLoad.templates')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('schoolLoad.templatesHelp')}
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
              <Box
                onDragOver={(e) => {
                  e.preventDefault();
                  setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={onDrop}
                sx={{
                  border: 2,
                  borderStyle: 'dashed',
                  borderColor: dragging ? 'primary.main' : 'divider',
                  borderRadius: 2,
                  p: { xs: 2, sm: 4 },
                  textAlign: 'center',
                  bgcolor: dragging ? 'action.hover' : 'background.paper',
                }}
              >
                <UploadFile sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
                <Typography sx={{ mb: 2 }}>{t('schoolLoad.dropHere')}</Typography>
                <input
                  ref={inputRef}
                  id={inputId}
                  type="file"
                  accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                  aria-label={t('schoolLoad.fileInput')}
                  style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
                  onChange={(e) => pickFile(e.target.files?.[0])}
                />
                <Button variant="contained" component="label" htmlFor={inputId} startIcon={<UploadFile />}>
                  {t('schoolLoad.chooseFile')}
                </Button>
                {file && (
                  <Typography sx={{ mt: 2, fontWeight: 600 }} role="status">
                    {t('schoolLoad.chosenFile', { name: file.name, size: formatSize(file.size) })}
                  </Typography>
                )}
              </Box>
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
            <Button variant="outlined" size="large" onClick={review} disabled={!source || busy}>
              {t('schoolLoad.check')}
            </Button>
            <Button
              variant="contained"
              size="large"
              onClick={save}
              disabled={!source || busy || phase.kind !== 'checked' || phase.check.problems.length > 0}
            >
              {t('schoolLoad.save')}
            </Button>
          </Stack>

          {phase.kind === 'busy' && (
            <Box sx={{ mt: 2 }} role="status">
              <LinearProgress
                variant={phase.progress === null ? 'indeterminate' : 'determinate'}
                value={(phase.progress ?? 0) * 100}
                aria-label={t('schoolLoad.processing')}
              />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {phase.progress === null
                  ? t('schoolLoad.processing')
                  : t('schoolLoad.uploading', { percent: Math.round(phase.progress * 100) })}
              </Typography>
            </Box>
          )}
          {phase.kind === 'failed' && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {phase.message}
            </Alert>
          )}
          {phase.kind === 'checked' && phase.check.problems.length === 0 && (
            <Alert severity="success" role="status" sx={{ mt: 2 }}>
              {t('schoolLoad.ready', { rows: phase.check.rows, toCreate: phase.check.toCreate, toUpdate: phase.check.toUpdate })}
            </Alert>
          )}
          {phase.kind === 'checked' && phase.check.problems.length > 0 && (
            <Stack spacing={2} sx={{ mt: 2 }}>
              <Alert severity="error" role="alert">
                {t('schoolLoad.problemsTitle', { count: phase.check.problems.length })}
              </Alert>
              <ProblemsTable problems={phase.check.problems} />
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}
