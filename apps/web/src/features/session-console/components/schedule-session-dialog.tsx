import type { ScheduledSession } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useSubmit, validatedSubmit } from '../../../components/use-submit';
import { fromLocalInput, toLocalInput } from '../../../lib/format';
import { bindField } from '../../../lib/forms';
import { staffSchema } from '../../../lib/staff-forms';
import { useSaveScheduledSession } from '../api';
import { useConsole } from '../use-console';

interface ScheduleForm {
  title: string;
  topic: string;
  startsAt: string;
}

/** Schedules a session, or changes one still `programada`: title, optional topic, day and time in this device's time. */
export function ScheduleSessionDialog({ session, onClose }: { session: ScheduledSession | null; onClose: () => void }) {
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
