import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { TextField } from '../../../components/text-field';
import Typography from '@mui/material/Typography';
import { CORRECTABLE_FIELDS, type CorrectableField, type PublicFeatures } from '@quorum/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../lib/forms';
import { checkStaff } from '../../../lib/staff-forms';
import { fromLocalInput, toLocalInput } from '../../../lib/format';
import { useSavePublicFeatures } from '../api';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useSubmit } from '../../../components/use-submit';

type DateKey = 'registrationStart' | 'registrationEnd' | 'verificationDeadline';
type SwitchKey = 'registrationOpen' | 'verificationOpen' | 'dataLookup' | 'selfCheckIn' | 'publicNews';
const SWITCHES: SwitchKey[] = ['registrationOpen', 'verificationOpen', 'dataLookup', 'selfCheckIn', 'publicNews'];
const DATES: DateKey[] = ['registrationStart', 'registrationEnd', 'verificationDeadline'];

/** Whether the form (switches, fields, dates as typed) still says what `saved` says. */
function samePublicFeatures(saved: PublicFeatures, value: PublicFeatures, dates: Record<DateKey, string>): boolean {
  const fields = (f: PublicFeatures) => [...f.correctableFields].sort().join();
  return (
    SWITCHES.every((k) => saved[k] === value[k]) &&
    DATES.every((k) => toLocalInput(saved[k]) === dates[k]) &&
    fields(saved) === fields(value)
  );
}

/** The public features of /secretary/access: switches, windows and the correctable fields. */
export function PublicFeaturesForm({ initial }: { initial: PublicFeatures }) {
  const { t } = useTranslation();
  const submit = useSubmit(null, { failureIn: 'form' });
  const failure = submit.failure;
  const save = useSavePublicFeatures();
  const [value, setValue] = useState<PublicFeatures>(initial);
  const [dates, setDates] = useState<Record<DateKey, string>>({
    registrationStart: toLocalInput(initial.registrationStart),
    registrationEnd: toLocalInput(initial.registrationEnd),
    verificationDeadline: toLocalInput(initial.verificationDeadline),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Compared with what the server holds (`initial` follows the saved data after each save).
  const dirty = !samePublicFeatures(initial, value, dates);

  const onSave = async (event: React.FormEvent) => {
    event.preventDefault();
    submit.setFailure(null);
    const payload = {
      ...value,
      registrationStart: fromLocalInput(dates.registrationStart),
      registrationEnd: fromLocalInput(dates.registrationEnd),
      verificationDeadline: fromLocalInput(dates.verificationDeadline),
    };
    const parsed = await checkStaff((s) => s.publicFeaturesInputSchema, payload);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    await submit.run(async () => {
      await save.mutateAsync(parsed.data);
      return t('publicDelegates.access.saved');
    });
  };

  const toggle = (key: SwitchKey) => (
    <FormControlLabel
      control={<Switch checked={value[key]} onChange={(e) => setValue((v) => ({ ...v, [key]: e.target.checked }))} />}
      label={t(`publicDelegates.access.${key}`)}
    />
  );
  const date = (key: DateKey) => (
    <TextField
      label={t(`publicDelegates.access.${key}`)}
      type="datetime-local"
      value={dates[key]}
      onChange={(e) => setDates((d) => ({ ...d, [key]: e.target.value }))}
      error={Boolean(errors[key])}
      helperText={fieldMessage(errors[key]) ?? t('publicDelegates.access.dateHelp')}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 240 }}
    />
  );
  const setField = (f: CorrectableField, on: boolean) =>
    setValue((v) => ({
      ...v,
      correctableFields: on
        ? CORRECTABLE_FIELDS.filter((x) => x === f || v.correctableFields.includes(x))
        : v.correctableFields.filter((x) => x !== f),
    }));

  return (
    <Box component="form" noValidate onSubmit={onSave}>
      <UnsavedChangesGuard when={dirty && !save.isPending} />
      <Stack spacing={3}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <AccessSection id="access-registration" title={t('publicDelegates.access.registration')}>
          {toggle('registrationOpen')}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            {date('registrationStart')}
            {date('registrationEnd')}
          </Stack>
        </AccessSection>
        <AccessSection id="access-verification" title={t('publicDelegates.access.verification')}>
          {toggle('verificationOpen')}
          <Box sx={{ mt: 2 }}>{date('verificationDeadline')}</Box>
          <FormLabel component="legend" sx={{ mt: 2 }}>
            {t('publicDelegates.access.correctableFields')}
          </FormLabel>
          <FormGroup row>
            {CORRECTABLE_FIELDS.map((f) => (
              <FormControlLabel
                key={f}
                control={<Checkbox checked={value.correctableFields.includes(f)} onChange={(e) => setField(f, e.target.checked)} />}
                label={t(`publicDelegates.fields.${f}`)}
                sx={{ minWidth: 220 }}
              />
            ))}
          </FormGroup>
        </AccessSection>
        <AccessSection id="access-others" title={t('publicDelegates.access.others')}>
          <FormGroup>
            {toggle('dataLookup')}
            {toggle('selfCheckIn')}
            {toggle('publicNews')}
          </FormGroup>
        </AccessSection>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('publicDelegates.access.save')}
          </Button>
          {dirty && (
            <Typography role="status" color="warning.main" sx={{ fontWeight: 500 }}>
              {t('unsaved.pending')}
            </Typography>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

/** One titled group of the form (registration, verification, others). */
function AccessSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
