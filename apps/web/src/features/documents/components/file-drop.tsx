import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DOCUMENT_UPLOAD_FORMATS } from '@quorum/shared';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ACCEPT = DOCUMENT_UPLOAD_FORMATS.map((f) => f.mediaType).join(',');

/**
 * One file for a document: dropped on the zone or chosen with the button (the server judges its type by its
 * content). While it is sent, `progress` (0..1) fills a bar.
 */
export function FileDrop({ file, onFile, progress }: { file: File | null; onFile: (file: File) => void; progress: number | null }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <Box>
      <Box
        data-testid="file-drop"
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
          borderRadius: 2,
          p: 2,
          textAlign: 'center',
          bgcolor: over ? 'action.hover' : undefined,
        }}
      >
        <Typography id={hintId} variant="body2">
          {t('documents.drop')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {t('documents.formats')}
        </Typography>
        <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => input.current?.click()} aria-describedby={hintId}>
          {t('documents.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label={t('documents.fields.file')}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) onFile(chosen);
          }}
        />
        {file && (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }} data-testid="chosen-file">
            {file.name}
          </Typography>
        )}
      </Box>
      {progress !== null && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={t('documents.uploading', { percent: Math.round(progress * 100) })}
          />
          <Typography variant="caption" color="text.secondary">
            {t('documents.uploading', { percent: Math.round(progress * 100) })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
