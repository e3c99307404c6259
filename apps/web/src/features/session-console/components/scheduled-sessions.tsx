import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field';
import Typography from '@mui/material/Typography';
import type { ScheduledSession } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit, validatedSubmit } from '../../../components/use-submit';
import { staffSchema } from '../../../lib/staff-forms';
import { formatDayAndTime, fromLocalInput, toLocalInput } from '../../../lib/format';
import { bindField } from '../../../lib/forms';
import { scheduledSessionsQuery, useCancelScheduledSession, useSaveScheduledSession } from '../api';
import { useConsole } from '../use-console';

interface ScheduleForm {
  title: string;
  topic: string;
  startsAt: string;
}

/** Schedules a session, or changes one still `programada`: title, optional topic, day and time in this device's time. */
function ScheduleSessionDialog({ session, onClose }: { session: ScheduledSession | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { commissionId } = useConsole();
  const save = useSaveScheduledSession(commissionId);
  const form = useForm<ScheduleForm>({
    defaultValues: { title: session?.title ?? '', topic: session?.topic ?? '', startsAt: toLocalInput(session?.startsAt) },
  });
  const submit = useSubmit(form, { failureIn: 'form', fieldCodes: { SCHEDULED_SESSION_IN_PAST: 'startsAt' } });
  const onSubmit = validatedSubmit(
    form,
    submit,
    staffSchema((s) => s.scheduleSessionSchema),
    async (input) => {
      await save.mutateAsync({ id: session?.id, input });
      onClose();
      return t(session ? 'sessionConsole.scheduled.changed' : 'sessionConsole.scheduled.saved');
    },
    (values) => ({ ...values, startsAt: fromLocalInput(values.startsAt) }),
  );
  return (
    <FormDialog
      title={t(session ? 'sessionConsole.scheduled.editTitle' : 'sessionConsole.scheduled.newTitle')}
      submitLabel={t(session ? 'common.save' : 'sessionConsole.scheduled.schedule')}
      onSubmit={onSubmit}
      onClose={onClose}
      failure={submit.failure}
      busy={submit.busy}
    >
      <TextField label={t('sessionConsole.session.titleField')} autoFocus required fullWidth {...bindField(form, 'title')} />
      <TextField label={t('sessionConsole.session.topicField')} fullWidth {...bindField(form, 'topic')} />
      <TextField
        label={t('sessionConsole.scheduled.startsAt')}
        type="datetime-local"
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
        {...bindField(form, 'startsAt')}
      />
    </FormDialog>
  );
}

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
          {t('sessionConsole.scheduled.title')}
        </Typography>
        <Button sx={{ ml: 'auto' }} onClick={() => setEditing('new')}>
          {t('sessionConsole.scheduled.schedule')}
        </Button>
      </Stack>
      {scheduled.isSuccess && sessions.length === 0 && <Typography color="text.secondary">{t('sessionConsole.scheduled.none')}</Typography>}
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
                aria-label={t('sessionConsole.scheduled.openNamed', { title: s.title })}
                onClick={() => send({ type: 'session.open', title: s.title, topic: s.topic, scheduledId: s.id })}
              >
                {t('sessionConsole.scheduled.open')}
              </Button>
              <Button onClick={() => setEditing(s)}>{t('sessionConsole.scheduled.edit')}</Button>
              <Button color="error" onClick={() => setCancelling(s)}>
                {t('sessionConsole.scheduled.cancel')}
              </Button>
            </Stack>
          </Stack>
        ))}
      </Stack>
      {editing && <ScheduleSessionDialog session={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('sessionConsole.scheduled.cancelTitle', { title: cancelling?.title ?? '' })}
        body={t('sessionConsole.scheduled.cancelBody')}
        confirmLabel={t('sessionConsole.scheduled.cancel')}
        busy={cancelSubmit.busy}
        onConfirm={() =>
          cancelSubmit.run(async () => {
            if (cancelling) await cancel.mutateAsync(cancelling.id);
            setCancelling(null);
            return t('sessionConsole.scheduled.cancelled');
          })
        }
        onClose={() => setCancelling(null)}
      />
    </Paper>
  );
}
