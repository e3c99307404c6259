import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DOCUMENT_UPLOAD_FORMATS } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../components/file-drop-zone';
import { useServerUploadLimit } from '../../../data/upload-limit';

const ACCEPT = DOCUMENT_UPLOAD_FORMATS.map((f) => f.mediaType).join(',');

/**
 * One file for a document: dropped on the zone or chosen with the button (the server judges its type by its
 * content). While it is sent, `progress` (0..1) fills a bar.
 */
export function FileDrop({ file, onFile, progress }: { file: File | null; onFile: (file: File) => void; progress: number | null }) {
  const { t } = useTranslation();
  const maxBytes = useServerUploadLimit();
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <Box>
      <FileDropZone
        compact
        accept={ACCEPT}
        dropText={t('documents.drop')}
        hint={t('documents.formats')}
        inputLabel={t('documents.fields.file')}
        chooseLabel={t('documents.choose')}
        chosen={file?.name ?? null}
        onPick={(picked) => picked && onFile(picked)}
        maxBytes={maxBytes}
      />
      {progress !== null && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={percent} aria-label={t('documents.uploading', { percent })} />
          <Typography variant="caption" color="text.secondary">
            {t('documents.uploading', { percent })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
