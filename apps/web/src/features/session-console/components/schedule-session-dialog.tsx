import type { ScheduledSession, scheduleSessionSchema } from '@quorum/shared';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useSubmit } from '../../../components/use-submit';
import { fromLocalInput, toLocalInput } from '../../../lib/format';
import { useSchemaForm } from '../../../lib/use-schema-form';
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
  const form = useSchemaForm<ScheduleForm, z.output<typeof scheduleSessionSchema>>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.scheduleSessionSchema),
    defaultValues: { title: session?.title ?? '', topic: session?.topic ?? '', startsAt: toLocalInput(session?.startsAt) },
    toPayload: (values) => ({ ...values, startsAt: fromLocalInput(values.startsAt) }),
  });
  const submit = useSubmit(form, { failureIn: 'form', fieldCodes: { SCHEDULED_SESSION_IN_PAST: 'startsAt' } });
  const onSubmit = form.handleSubmit((input) =>
    submit.run(async () => {
      await save.mutateAsync({ id: session?.id, input });
      onClose();
      return t(session ? 'sessionConsoleLater.scheduled.changed' : 'sessionConsoleLater.scheduled.saved');
    }),
  );
  return (
    <FormDialog
      title={t(session ? 'sessionConsoleLater.scheduled.editTitle' : 'sessionConsoleLater.scheduled.newTitle')}
      submitLabel={t(session ? 'common.save' : 'sessionConsoleLater.scheduled.schedule')}
      onSubmit={onSubmit}
      onClose={onClose}
      failure={submit.failure}
      busy={submit.busy}
    >
      <FormField control={form.control} name="title" label={t('sessionConsole.session.titleField')} autoFocus required fullWidth />
      <FormField control={form.control} name="topic" label={t('sessionConsole.session.topicField')} fullWidth />
      <FormField
        control={form.control}
        name="startsAt"
        label={t('sessionConsoleLater.scheduled.startsAt')}
        type="datetime-local"
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
