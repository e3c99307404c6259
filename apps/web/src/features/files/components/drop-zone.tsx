import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FILE_MANAGER_FORMATS } from '@quorum/shared';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadLimit } from '../../../components/upload-limit';
import { useServerUploadLimit } from '../../../data/upload-limit';
import { useErrorMessage } from '../../../lib/errors';
import { type FileScope, uploadFile, useFilesRefresh } from '../api';

interface Upload {
  key: number;
  name: string;
  progress: number;
  state: 'sending' | 'done' | 'failed';
  error?: string;
}

let nextKey = 1;

/**
 * Where files are dropped (or chosen, several at once): each goes as its own request with its own progress
 * bar, so one refused file does not stop the others.
 */
export function DropZone({ scope, folderId }: { scope: FileScope; folderId: string | null }) {
  const { t } = useTranslation();
  const maxBytes = useServerUploadLimit();
  const errorMessage = useErrorMessage();
  const refresh = useFilesRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const patch = (key: number, change: Partial<Upload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const send = (files: readonly File[]) => {
    const started = files.map((file) => ({ file, key: nextKey++ }));
    setUploads((all) =>
      [...started.map(({ file, key }) => ({ key, name: file.name, progress: 0, state: 'sending' as const })), ...all].slice(0, 20),
    );
    for (const { file, key } of started) {
      uploadFile(scope, folderId, file, (progress) => patch(key, { progress }))
        .then(() => {
          patch(key, { state: 'done', progress: 1 });
          refresh.mutate(undefined);
        })
        .catch((error: unknown) => patch(key, { state: 'failed', error: errorMessage(error) }));
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    send([...event.dataTransfer.files]);
  };

  return (
    <Stack spacing={1}>
      <Box
        data-testid="file-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
          bgcolor: over ? 'action.hover' : undefined,
        }}
      >
        <CloudUploadOutlined color="action" />
        <Typography component="div">
          {t('files.dropHere')}{' '}
          <Button size="small" onClick={() => input.current?.click()}>
            {t('files.choose')}
          </Button>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('files.dropHint')}
        </Typography>
        <UploadLimit maxBytes={maxBytes} />
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="file-input"
          accept={FILE_MANAGER_FORMATS.map((f) => f.mediaType).join(',')}
          onChange={(event) => {
            send([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Box>
      {uploads.length > 0 && (
        <Box component="ul" aria-label={t('files.uploads')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {uploads.map((u) => (
            <Box component="li" key={u.key} sx={{ py: 0.5 }}>
              <Typography variant="body2">
                {u.name}
                {u.state === 'done' && ` — ${t('files.uploaded')}`}
              </Typography>
              {u.state === 'failed' ? (
                <Typography variant="body2" color="error" role="alert">
                  {t('files.uploadFailed')}: {u.error}
                </Typography>
              ) : (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(u.progress * 100)}
                  aria-label={u.name}
                  color={u.state === 'done' ? 'success' : 'primary'}
                />
              )}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
