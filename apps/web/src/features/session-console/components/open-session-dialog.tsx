import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../use-console';

/** Opens a session (its title and topic); the server opens its roll call with it. */
export function OpenSessionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { send } = useConsole();
  const [title, setTitle] = useState('');
  const [topic, setTopic] = useState('');
  const valid = title.trim().length > 0;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          send({ type: 'session.open', title: title.trim(), topic: topic.trim() });
          setTitle('');
          setTopic('');
          onClose();
        }}
      >
        <DialogTitle>{t('sessionConsole.session.openTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={t('sessionConsole.session.titleField')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            fullWidth
            margin="dense"
            label={t('sessionConsole.session.topicField')}
            value={topic}
            onChange={(e) => setTopic(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!valid}>
            {t('sessionConsole.session.open')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
