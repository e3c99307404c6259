import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { lazySection } from '../../../components/on-demand';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../use-console';

// The picker (MUI's Autocomplete, with its Popper about 16 KiB gzipped) loads after the console paints, and the speaking
// time's field beside it (MUI's text field, about 7 KiB): neither is needed before the console is usable.
const AddSpeaker = lazySection(() => import('./add-speaker').then((m) => m.AddSpeaker), 40);
const SpeakingTime = lazySection(() => import('./speaking-time').then((m) => m.SpeakingTime), 40);

/**
 * The speakers list: add, drag a row to reorder (or ↑ ↓, or Alt+↑/↓ on a focused row), remove; close or
 * reopen the list.
 */
export function SpeakersList() {
  const { t } = useTranslation();
  const { state, send, names } = useConsole();
  const { speakers, speakersClosed, mode } = state.floor;
  const [dragged, setDragged] = useState<string | null>(null);
  const move = (speakerId: string, toIndex: number) => {
    if (toIndex < 0 || toIndex >= speakers.length) return;
    send({ type: 'speakers.move', speakerId, toIndex });
  };
  const onKey = (e: KeyboardEvent, speakerId: string, index: number) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    move(speakerId, e.key === 'ArrowUp' ? index - 1 : index + 1);
  };
  const title = mode === 'caucus_moderado' ? t('sessionConsole.speakers.caucusTitle') : t('sessionConsole.speakers.title');
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title} ({speakers.length})
          </Typography>
          {mode === 'debate' && (
            <Button size="small" onClick={() => send({ type: speakersClosed ? 'speakers.reopen' : 'speakers.close' })}>
              {t(speakersClosed ? 'sessionConsole.speakers.reopen' : 'sessionConsole.speakers.close')}
            </Button>
          )}
        </Stack>
        {speakersClosed && mode === 'debate' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('sessionConsole.speakers.closed')}
          </Typography>
        )}
        {mode === 'debate' && <SpeakingTime />}
        <AddSpeaker />
        {speakers.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('sessionConsole.speakers.empty')}
          </Typography>
        ) : (
          <List dense aria-label={title} sx={{ maxHeight: 320, overflowY: 'auto' }}>
            {speakers.map((s, index) => {
              const name = names.get(s.delegationId) ?? '';
              return (
                <ListItem
                  key={s.id}
                  draggable
                  tabIndex={0}
                  data-testid="speaker-row"
                  aria-label={t('sessionConsole.speakers.row', { position: index + 1, name })}
                  onKeyDown={(e) => onKey(e, s.id, index)}
                  onDragStart={(e) => {
                    setDragged(s.id);
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', s.id);
                  }}
                  onDragEnd={() => setDragged(null)}
                  onDragOver={(e) => {
                    if (dragged) e.preventDefault();
                  }}
                  onDrop={(e) => {
                    e.preventDefault();
                    const id = dragged ?? e.dataTransfer.getData('text/plain');
                    if (id && id !== s.id) move(id, index);
                    setDragged(null);
                  }}
                  sx={{
                    opacity: dragged === s.id ? 0.5 : 1,
                    cursor: 'grab',
                    borderRadius: 1,
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                  }}
                  secondaryAction={
                    <Stack direction="row">
                      <IconButton
                        size="small"
                        aria-label={t('sessionConsole.speakers.up', { name })}
                        disabled={index === 0}
                        onClick={() => move(s.id, index - 1)}
                      >
                        <ArrowUpward fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('sessionConsole.speakers.down', { name })}
                        disabled={index === speakers.length - 1}
                        onClick={() => move(s.id, index + 1)}
                      >
                        <ArrowDownward fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('sessionConsole.speakers.remove', { name })}
                        onClick={() => send({ type: 'speakers.remove', speakerId: s.id })}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Stack>
                  }
                >
                  <DragIndicator fontSize="small" sx={{ color: 'text.disabled', mr: 1 }} aria-hidden />
                  <ListItemText primary={`${index + 1}. ${name}`} />
                </ListItem>
              );
            })}
          </List>
        )}
        <Typography variant="caption" color="text.secondary">
          {t('sessionConsole.speakers.reorderHint')}
        </Typography>
      </CardContent>
    </Card>
  );
}
