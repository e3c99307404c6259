import { TextField } from '../../../components/text-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { useConsole } from '../use-console';

/** Opens a session (its title and topic); the server opens its roll call with it. */
export function OpenSessionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { send } = useConsole();
  const [title, setTitle] = useState('');
  const [topic, setTopic] = useState('');
  const valid = title.trim().length > 0;
  return (
    <FormDialog
      open={open}
      title={t('sessionConsole.session.openTitle')}
      submitLabel={t('sessionConsole.session.open')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        send({ type: 'session.open', title: title.trim(), topic: topic.trim() });
        setTitle('');
        setTopic('');
        onClose();
      }}
      onClose={onClose}
      busy={!valid}
    >
      {(['title', 'topic'] as const).map((field) => (
        <TextField
          key={field}
          autoFocus={field === 'title'}
          fullWidth
          required={field === 'title'}
          label={t(field === 'title' ? 'sessionConsole.session.titleField' : 'sessionConsole.session.topicField')}
          value={field === 'title' ? title : topic}
          onChange={(e) => (field === 'title' ? setTitle : setTopic)(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      ))}
    </FormDialog>
  );
}
