import Undo from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../components/on-demand';
import { useConsole, useConsoleLink } from '../use-console';

// The session's dialogs load after the console's first paint (decisions 025 and 032), drawn only while open.
const OpenSessionDialog = lazyDialog(() => import('./open-session-dialog').then((m) => m.OpenSessionDialog));
const ConfirmDialog = lazyDialog(() => import('../../../components/confirm-dialog').then((m) => m.ConfirmDialog));

const STATUS_COLOR = { en_curso: 'success', suspendida: 'warning', programada: 'default', cerrada: 'default' } as const;

/** Open, suspend, resume and close the session (closing asks first). */
function SessionActions() {
  const { t } = useTranslation();
  const { state, send } = useConsole();
  const [opening, setOpening] = useState(false);
  const [closing, setClosing] = useState(false);
  const status = state.session?.status;
  return (
    <>
      {!state.session && (
        <Button variant="contained" onClick={() => setOpening(true)}>
          {t('sessionConsole.session.open')}
        </Button>
      )}
      {status === 'en_curso' && <Button onClick={() => send({ type: 'session.suspend' })}>{t('sessionConsole.session.suspend')}</Button>}
      {status === 'suspendida' && (
        <Button variant="contained" onClick={() => send({ type: 'session.resume' })}>
          {t('sessionConsole.session.resume')}
        </Button>
      )}
      {state.session && (
        <Button color="error" onClick={() => setClosing(true)}>
          {t('sessionConsole.session.close')}
        </Button>
      )}
      {opening && <OpenSessionDialog open onClose={() => setOpening(false)} />}
      {closing && (
        <ConfirmDialog
          open
          title={t('sessionConsole.session.closeTitle')}
          body={t('sessionConsole.session.closeBody')}
          confirmLabel={t('sessionConsole.session.close')}
          onConfirm={() => {
            send({ type: 'session.close' });
            setClosing(false);
          }}
          onClose={() => setClosing(false)}
        />
      )}
    </>
  );
}

/** The console's bar: session, status, connection, actions waiting, «Deshacer» and the session's actions. */
export function ConsoleHeader({ commissionName, onUndo }: { commissionName: string; onUndo: () => void }) {
  const { t } = useTranslation();
  const { state } = useConsole();
  const { connection, queue, waiting } = useConsoleLink();
  const session = state.session;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <div>
          <Typography variant="h5" component="h1">
            {session
              ? t('sessionConsole.session.title', { number: session.number, title: session.title })
              : t('sessionConsole.session.none')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {commissionName}
            {session?.topic ? ` · ${session.topic}` : ''}
          </Typography>
        </div>
        {session && <Chip label={t(`sessionConsole.session.status.${session.status}`)} color={STATUS_COLOR[session.status]} size="small" />}
        <Chip
          role="status"
          label={t(`sessionConsole.connection.${connection}`)}
          color={connection === 'open' ? 'success' : 'warning'}
          variant="outlined"
          size="small"
        />
        {queue.length > 0 && (
          <Typography role="status" variant="body2" color={waiting ? 'warning.main' : 'text.secondary'}>
            {t(waiting ? 'sessionConsole.pending.retrying' : 'sessionConsole.pending.sending', { count: queue.length })}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ ml: 'auto', flexWrap: 'wrap' }}>
          <Button startIcon={<Undo />} onClick={onUndo} disabled={state.lastSequence === 0}>
            {t('sessionConsole.undo.button')}
          </Button>
          <SessionActions />
        </Stack>
      </Stack>
    </Paper>
  );
}
