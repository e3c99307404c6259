import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { Article } from '@quorum/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../components/file-drop-zone';
import { useServerUploadLimit } from '../../../data/upload-limit';
import { useErrorMessage } from '../../../lib/errors';
import { useChangeCover } from '../api';

/** An article's cover: the current image, a new one dropped or chosen (sent with its progress), or none. */
export function CoverDialog({ article, onClose }: { article: Article; onClose: () => void }) {
  const { t } = useTranslation();
  const maxBytes = useServerUploadLimit();
  const titleId = useId();
  const errorMessage = useErrorMessage();
  const changeCover = useChangeCover();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState(article.coverUrl);

  const send = async (file: File | null) => {
    setProblem(null);
    setProgress(file ? 0 : null);
    try {
      const saved = await changeCover.mutateAsync({ id: article.id, file, onProgress: setProgress });
      setShown(saved.coverUrl);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('press.cover.title', { title: article.title })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={t('press.cover.current')}
              sx={{ width: '100%', borderRadius: 2, aspectRatio: '16 / 9', objectFit: 'cover' }}
            />
          ) : (
            <Alert severity="info">{t('press.cover.none')}</Alert>
          )}
          <FileDropZone
            accept="image/png,image/jpeg,image/webp"
            dropText={t('press.cover.drop')}
            inputLabel={t('press.cover.input')}
            chooseLabel={t('press.cover.choose')}
            chosen={null}
            onPick={(file) => file && void send(file)}
            hint={t('press.cover.hint')}
            maxBytes={maxBytes}
            compact
          />
          {progress !== null && (
            <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={t('press.cover.sending')} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {shown && (
          <Button color="error" disabled={changeCover.isPending} onClick={() => void send(null)}>
            {t('press.cover.remove')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
