import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScheduledSession } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../components/on-demand';
import { useSubmit } from '../../../components/use-submit';
import { formatDayAndTime } from '../../../lib/format';
import { scheduledSessionsQuery, useCancelScheduledSession } from '../api';
import { useConsole } from '../use-console';

// The scheduling form (react-hook-form and its check) loads when it is opened (decision 025).
const ScheduleSessionDialog = lazyDialog(() => import('./schedule-session-dialog').then((m) => m.ScheduleSessionDialog));
// The question before cancelling one, drawn only while asked: MUI's dialog is not loaded before the console is usable.
const ConfirmDialog = lazyDialog(() => import('../../../components/confirm-dialog').then((m) => m.ConfirmDialog));

/**
 * The sessions scheduled ahead, while none is open: open one (it becomes the session, at most one open per
 * commission), change or cancel it, or schedule another.
 */
export function ScheduledSessions() {
  const { t } = useTranslation();
  const { commissionId, state, send } = useConsole();
  const scheduled = useQuery(scheduledSessionsQuery(commissionId, state));
  const cancel = useCancelScheduledSession(commissionId);
  const cancelSubmit = useSubmit();
  const [editing, setEditing] = useState<ScheduledSession | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<ScheduledSession | null>(null);
  const sessions = scheduled.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="scheduled-sessions-title" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" id="scheduled-sessions-title">
          {t('sessionConsoleLater.scheduled.title')}
        </Typography>
        <Button sx={{ ml: 'auto' }} onClick={() => setEditing('new')}>
          {t('sessionConsoleLater.scheduled.schedule')}
        </Button>
      </Stack>
      {/* Its room kept while the list loads: the console's buttons below do not move under the chair's finger. */}
      {sessions.length === 0 && (
        <Typography color="text.secondary" sx={{ visibility: scheduled.isSuccess ? 'visible' : 'hidden' }}>
          {t('sessionConsoleLater.scheduled.none')}
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {sessions.map((s) => (
          <Stack component="li" key={s.id} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <div>
              <Typography sx={{ fontWeight: 600 }}>{s.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDayAndTime(s.startsAt)}
                {s.topic ? ` · ${s.topic}` : ''}
              </Typography>
            </div>
            <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
              <Button
                variant="contained"
                aria-label={t('sessionConsoleLater.scheduled.openNamed', { title: s.title })}
                onClick={() => send({ type: 'session.open', title: s.title, topic: s.topic, scheduledId: s.id })}
              >
                {t('sessionConsoleLater.scheduled.open')}
              </Button>
              <Button onClick={() => setEditing(s)}>{t('sessionConsoleLater.scheduled.edit')}</Button>
              <Button color="error" onClick={() => setCancelling(s)}>
                {t('sessionConsoleLater.scheduled.cancel')}
              </Button>
            </Stack>
          </Stack>
        ))}
      </Stack>
      {editing && <ScheduleSessionDialog session={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {cancelling && (
        <ConfirmDialog
          open
          title={t('sessionConsoleLater.scheduled.cancelTitle', { title: cancelling.title })}
          body={t('sessionConsoleLater.scheduled.cancelBody')}
          confirmLabel={t('sessionConsoleLater.scheduled.cancel')}
          busy={cancelSubmit.busy}
          onConfirm={() =>
            cancelSubmit.run(async () => {
              await cancel.mutateAsync(cancelling.id);
              setCancelling(null);
              return t('sessionConsoleLater.scheduled.cancelled');
            })
          }
          onClose={() => setCancelling(null)}
        />
      )}
    </Paper>
  );
}
