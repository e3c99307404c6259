import Box from '@mui/material/Box';
import { TextField } from '../../../components/text-field';
import type { EventSettings } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { useSubmit, validatedSubmit } from '../../../components/use-submit';
import { staffSchema } from '../../../lib/staff-forms';
import { bindField, textValues } from '../../../lib/forms';
import { useUpdateSettings } from '../api';

const SETTINGS_FIELDS = ['name', 'shortName', 'startDate', 'endDate', 'venue', 'city', 'contactEmail'] as const;
type SettingsForm = Record<(typeof SETTINGS_FIELDS)[number], string>;

const formFor = (settings: EventSettings): SettingsForm => textValues(settings, SETTINGS_FIELDS);

/** The event's name, dates, venue and contact address. */
export function EventSettingsCard({ settings }: { settings: EventSettings }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const form = useForm<SettingsForm>({ defaultValues: formFor(settings) });
  const submit = useSubmit(form);

  const onSubmit = validatedSubmit(
    form,
    submit,
    staffSchema((s) => s.eventSettingsInputSchema),
    async (input) => {
      const saved = await update.mutateAsync(input);
      form.reset(formFor(saved));
      return t('settings.saved');
    },
    (values) => ({ ...values, startDate: values.startDate || null, endDate: values.endDate || null }),
  );

  const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

  return (
    <FormCard title={t('settings.eventTitle')} submitLabel={t('common.save')} onSubmit={onSubmit} busy={form.formState.isSubmitting}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField label={t('settings.fields.name')} {...bindField(form, 'name')} />
        <TextField label={t('settings.fields.shortName')} {...bindField(form, 'shortName')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label={t('settings.fields.startDate')} {...dateProps} {...bindField(form, 'startDate')} />
        <TextField label={t('settings.fields.endDate')} {...dateProps} {...bindField(form, 'endDate')} />
        <TextField label={t('settings.fields.venue')} {...bindField(form, 'venue')} />
        <TextField label={t('settings.fields.city')} {...bindField(form, 'city')} />
      </Box>
      <TextField label={t('settings.fields.contactEmail')} type="email" {...bindField(form, 'contactEmail')} />
    </FormCard>
  );
}
