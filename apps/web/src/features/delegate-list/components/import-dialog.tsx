import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LoadCheck, MAX_LOAD_FILE_BYTES } from '@quorum/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importTemplateUrl, useCheckImport, useSaveImport } from '../api';
import { megabytes, UploadLimit } from '../../../components/upload-limit';
import { UploadProgress } from '../../../components/upload-progress';
import { useSubmit } from '../../../components/use-submit';

/** The Gestor's import on /secretary/list: the same importer and checks as the schools' /load page. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmit(null, { failureIn: 'form', serverWords: 'any' });
  const { failure, setFailure } = submit;
  const id = useId();
  const check = useCheckImport();
  const save = useSaveImport();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<LoadCheck | null>(null);
  /** How much of the file has been sent (0..1) while a check or a save is on its way. */
  const [progress, setProgress] = useState<number | null>(null);
  const withProgress = async <T,>(send: (onProgress: (fraction: number) => void) => Promise<T>): Promise<T> => {
    setProgress(0);
    try {
      return await send(setProgress);
    } finally {
      setProgress(null);
    }
  };

  const choose = async (chosen: File | undefined) => {
    setResult(null);
    setFailure(null);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > MAX_LOAD_FILE_BYTES) {
      setFailure(t('common.uploadTooLarge', { size: megabytes(MAX_LOAD_FILE_BYTES) }));
      return;
    }
    setFile(chosen);
    await submit.run(async () => {
      setResult(await withProgress((onProgress) => check.mutateAsync({ file: chosen, onProgress })));
      return true;
    });
  };

  const onSave = async () => {
    if (!file) return;
    const done = await submit.run(async () => {
      const saved = await withProgress((onProgress) => save.mutateAsync({ file, onProgress }));
      return t('delegateList.import.saved', { created: saved.created, updated: saved.updated });
    });
    if (done) onClose();
  };

  const canSave = result !== null && result.problems.length === 0 && result.rows > 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t('delegateList.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('delegateList.import.help')}</DialogContentText>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
            aria-label={t('delegateList.import.templates')}
            role="group"
          >
            {(['xlsx', 'csv'] as const).map((format) => (
              <Button key={format} size="small" startIcon={<Download />} href={importTemplateUrl(format)} download>
                {t(format === 'xlsx' ? 'delegateList.import.templateXlsx' : 'delegateList.import.templateCsv')}
              </Button>
            ))}
          </Stack>
          <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
            {t('delegateList.import.choose')}
            <input
              hidden
              type="file"
              aria-label={t('delegateList.import.file')}
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </Button>
          <UploadLimit maxBytes={MAX_LOAD_FILE_BYTES} />
          {file && <Typography>{t('delegateList.import.chosen', { name: file.name })}</Typography>}
          {progress !== null && (
            <UploadProgress
              progress={progress}
              sending={t('delegateList.import.uploading', { percent: Math.round(progress * 100) })}
              reading={t('delegateList.import.reading')}
            />
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {result && (
            <Alert severity={result.problems.length ? 'warning' : 'success'} role="status">
              {t('delegateList.import.summary', { rows: result.rows, create: result.toCreate, update: result.toUpdate })}
            </Alert>
          )}
          {result?.ignoredColumns?.length ? (
            <Alert severity="info">{t('delegateList.import.ignored', { columns: result.ignoredColumns.join(', ') })}</Alert>
          ) : null}
          {result && result.problems.length > 0 && (
            <>
              <Typography variant="h6" component="h3">
                {t('delegateList.import.problems')}
              </Typography>
              <List dense sx={{ maxHeight: 260, overflow: 'auto' }}>
                {result.problems.map((p) => (
                  <ListItem key={`${p.row}-${p.column}-${p.message}`} disableGutters>
                    <ListItemText
                      primary={p.message}
                      secondary={[p.row !== null ? t('delegateList.import.problemRow', { row: p.row }) : null, p.column]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!canSave || progress !== null} onClick={() => void onSave()}>
          {t('delegateList.import.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
