import Box from '@mui/material/Box';
import { FormField } from '../../../components/form-field';
import { type EventSettings, type eventSettingsInputSchema, timeZoneNames } from '@quorum/shared';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { useSubmit } from '../../../components/use-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { textValues } from '../../../lib/forms';
import { useUpdateSettings } from '../api';

const SETTINGS_FIELDS = ['name', 'shortName', 'startDate', 'endDate', 'venue', 'city', 'contactEmail', 'timeZone'] as const;
type SettingsForm = Record<(typeof SETTINGS_FIELDS)[number], string>;

const formFor = (settings: EventSettings): SettingsForm => textValues(settings, SETTINGS_FIELDS);

/** The list the time zone field suggests from (the zones this browser knows). */
const TIME_ZONE_LIST = 'event-time-zones';
const timeZoneInput = { htmlInput: { list: TIME_ZONE_LIST, autoComplete: 'off', spellCheck: false } } as const;

/** The event's name, dates, venue, contact address and clock (its time zone). */
export function EventSettingsCard({ settings }: { settings: EventSettings }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const form = useSchemaForm<SettingsForm, z.output<typeof eventSettingsInputSchema>>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.eventSettingsInputSchema),
    defaultValues: formFor(settings),
    toPayload: (values) => ({ ...values, startDate: values.startDate || null, endDate: values.endDate || null }),
  });
  const submit = useSubmit(form);

  const onSubmit = form.handleSubmit((input) =>
    submit.run(async () => {
      const saved = await update.mutateAsync(input);
      form.reset(formFor(saved));
      return t('settings.saved');
    }),
  );

  const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

  return (
    <FormCard title={t('settings.eventTitle')} submitLabel={t('common.save')} onSubmit={onSubmit} busy={form.formState.isSubmitting}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <FormField control={form.control} name="name" label={t('settings.fields.name')} />
        <FormField control={form.control} name="shortName" label={t('settings.fields.shortName')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormField control={form.control} name="startDate" label={t('settings.fields.startDate')} {...dateProps} />
        <FormField control={form.control} name="endDate" label={t('settings.fields.endDate')} {...dateProps} />
        <FormField control={form.control} name="venue" label={t('settings.fields.venue')} />
        <FormField control={form.control} name="city" label={t('settings.fields.city')} />
      </Box>
      <FormField control={form.control} name="contactEmail" label={t('settings.fields.contactEmail')} type="email" />
      <FormField
        control={form.control}
        name="timeZone"
        label={t('settings.fields.timeZone')}
        hint={t('settings.fields.timeZoneHint')}
        slotProps={timeZoneInput}
      />
      <datalist id={TIME_ZONE_LIST}>
        {timeZoneNames().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </FormCard>
  );
}
