import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field';
import Typography from '@mui/material/Typography';
import { COMMISSION_KINDS, fractionFromDecimal, MAJORITY_BASES, type Commission } from '@quorum/shared';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormSelect } from '../../../components/form-fields';
import { IntegerField, parseInteger } from '../../../components/integer-field';
import { useCreateCommission, useUpdateCommission } from '../api';
import { formatNumber } from '../../../lib/format';
import { bindField, nestedError } from '../../../lib/forms';
import { validateStaff } from '../../../lib/staff-forms';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/use-submit';

const MAX_TOPICS = 10;

interface CommissionForm {
  name: string;
  acronym: string;
  kind: (typeof COMMISSION_KINDS)[number];
  topics: { value: string }[];
  description: string;
  room: string;
  capacity: string;
  language: string;
  quorumPercent: string;
  speakingTimeSeconds: string;
  majorityBase: (typeof MAJORITY_BASES)[number];
  usesPresentAndVoting: boolean;
}

function formFor(commission: Commission | null): CommissionForm {
  const rules = commission?.rules;
  return {
    name: commission?.name ?? '',
    acronym: commission?.acronym ?? '',
    kind: commission?.kind ?? 'asamblea',
    topics: (commission?.topics ?? []).map((value) => ({ value })),
    description: commission?.description ?? '',
    room: commission?.room ?? '',
    capacity: String(commission?.capacity ?? 30),
    language: commission?.language ?? 'Español',
    // Shown as a percentage with up to two decimals (one third → 33,33 in Spanish).
    quorumPercent: formatNumber((rules?.quorumFraction ?? 1 / 3) * 100),
    speakingTimeSeconds: String(rules?.speakingTimeSeconds ?? 90),
    majorityBase: rules?.majorityBase ?? 'presentes',
    usesPresentAndVoting: rules?.usesPresentAndVoting ?? true,
  };
}

/**
 * Maps a commissionInputSchema issue path to the form field that shows it; `topicRows[n]` is the
 * form row of the n-th topic sent (blank rows are not sent).
 */
function fieldFor(path: PropertyKey[], topicRows: number[]): string {
  const [first, second] = path;
  if (first === 'rules') return second === 'quorumFraction' ? 'quorumPercent' : String(second);
  if (first === 'topics' && typeof second === 'number') return `topics.${topicRows[second] ?? second}.value`;
  return String(first ?? 'root');
}

/** Server field paths of the rules, shown on the form's fields. */
const SERVER_FIELDS = {
  'rules.quorumFraction': 'quorumPercent',
  'rules.speakingTimeSeconds': 'speakingTimeSeconds',
  'rules.majorityBase': 'majorityBase',
};

interface Props {
  /** null: a new commission. */
  commission: Commission | null;
  onClose: () => void;
}

/** Create or edit a commission: every field of commissionInputSchema. */
export function CommissionDialog({ commission, onClose }: Props) {
  const { t } = useTranslation();
  const create = useCreateCommission();
  const update = useUpdateCommission();
  const form = useForm<CommissionForm>({ defaultValues: formFor(commission) });
  const submit = useSubmit(form, {
    failureIn: 'form',
    fieldCodes: { COMMISSION_NAME_TAKEN: 'name' },
    fieldMap: SERVER_FIELDS,
  });
  const topics = useFieldArray({ control: form.control, name: 'topics' });
  const isNew = commission === null;

  const onSubmit = form.handleSubmit(async (values) => {
    submit.setFailure(null);
    const percent = Number.parseFloat(values.quorumPercent.replace(',', '.'));
    if (!Number.isFinite(percent) || percent < 1 || percent > 100) {
      form.setError('quorumPercent', { message: t('commissions.form.quorumRange') });
      return;
    }
    const kept = values.topics.map((topic, row) => ({ text: topic.value.trim(), row })).filter((topic) => topic.text !== '');
    const payload = {
      name: values.name,
      acronym: values.acronym,
      kind: values.kind,
      topics: kept.map((topic) => topic.text),
      description: values.description,
      room: values.room,
      capacity: parseInteger(values.capacity),
      language: values.language,
      // The rules this dialog does not show travel back as they are; a changed percentage becomes the debate quorum.
      rules: {
        ...commission?.rules,
        debateQuorum: form.formState.dirtyFields.quorumPercent
          ? fractionFromDecimal(Math.round(percent * 100) / 10000)
          : commission?.rules.debateQuorum,
        quorumFraction: Math.round(percent * 100) / 10000,
        speakingTimeSeconds: parseInteger(values.speakingTimeSeconds),
        majorityBase: values.majorityBase,
        usesPresentAndVoting: values.usesPresentAndVoting,
      },
    };
    const input = await validateStaff(
      (s) => s.commissionInputSchema,
      payload,
      form.setError,
      (path) =>
        fieldFor(
          path,
          kept.map((topic) => topic.row),
        ),
    );
    if (!input) return;
    const done = await submit.run(async () => {
      if (isNew) {
        await create.mutateAsync(input);
        return t('commissions.created', { name: input.name });
      }
      await update.mutateAsync({ id: commission.id, input });
      return t('commissions.saved', { name: input.name });
    });
    if (done) onClose();
  });

  return (
    <FormDialog
      title={isNew ? t('commissions.newTitle') : t('commissions.editTitle', { name: commission.name })}
      submitLabel={t('common.save')}
      onSubmit={onSubmit}
      onClose={onClose}
      failure={submit.failure}
      busy={form.formState.isSubmitting}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField label={t('commissions.fields.name')} autoFocus {...bindField(form, 'name')} />
        <TextField label={t('commissions.fields.acronym')} {...bindField(form, 'acronym')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <FormSelect
          control={form.control}
          name="kind"
          label={t('commissions.fields.kind')}
          options={COMMISSION_KINDS.map((kind) => ({ value: kind, label: t(`commissions.kinds.${kind}`) }))}
        />
        <IntegerField
          label={t('commissions.fields.capacity')}
          {...bindField(form, 'capacity')}
          helperText={bindField(form, 'capacity').helperText ?? t('commissions.fields.capacityHelp')}
          slotProps={{ htmlInput: { min: 1, max: 400 } }}
        />
        <TextField label={t('commissions.fields.room')} {...bindField(form, 'room')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <TextField label={t('commissions.fields.language')} {...bindField(form, 'language')} />
        <TextField label={t('commissions.fields.description')} multiline minRows={2} {...bindField(form, 'description')} />
      </Box>

      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0 }}>
        <Typography component="legend" sx={{ px: 1, fontWeight: 600 }}>
          {t('commissions.fields.topics')}
        </Typography>
        <Stack spacing={1.5}>
          {topics.fields.length === 0 && <Typography color="text.secondary">{t('commissions.noTopics')}</Typography>}
          {topics.fields.map((field, index) => {
            const message = nestedError(form, `topics.${index}.value`);
            return (
              <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  label={t('commissions.fields.topicN', { n: index + 1 })}
                  {...form.register(`topics.${index}.value`)}
                  error={Boolean(message)}
                  helperText={message}
                />
                <IconButton
                  aria-label={t('commissions.topicUp', { n: index + 1 })}
                  disabled={index === 0}
                  onClick={() => topics.move(index, index - 1)}
                  sx={{ mt: 1 }}
                >
                  <ArrowUpward />
                </IconButton>
                <IconButton
                  aria-label={t('commissions.topicDown', { n: index + 1 })}
                  disabled={index === topics.fields.length - 1}
                  onClick={() => topics.move(index, index + 1)}
                  sx={{ mt: 1 }}
                >
                  <ArrowDownward />
                </IconButton>
                <IconButton aria-label={t('commissions.topicRemove', { n: index + 1 })} onClick={() => topics.remove(index)} sx={{ mt: 1 }}>
                  <DeleteOutline />
                </IconButton>
              </Stack>
            );
          })}
          <Box>
            <Button startIcon={<Add />} onClick={() => topics.append({ value: '' })} disabled={topics.fields.length >= MAX_TOPICS}>
              {t('commissions.addTopic')}
            </Button>
          </Box>
        </Stack>
      </Box>

      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0 }}>
        <Typography component="legend" sx={{ px: 1, fontWeight: 600 }}>
          {t('commissions.fields.rules')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          <TextField
            label={t('commissions.fields.quorumPercent')}
            type="number"
            {...bindField(form, 'quorumPercent')}
            helperText={bindField(form, 'quorumPercent').helperText ?? t('commissions.fields.quorumHelp')}
            slotProps={{ htmlInput: { min: 1, max: 100, step: 'any', inputMode: 'decimal' } }}
          />
          <IntegerField
            label={t('commissions.fields.speakingTime')}
            {...bindField(form, 'speakingTimeSeconds')}
            slotProps={{ htmlInput: { min: 10, max: 1800 } }}
          />
          <FormSelect
            control={form.control}
            name="majorityBase"
            label={t('commissions.fields.majorityBase')}
            options={MAJORITY_BASES.map((base) => ({ value: base, label: t(`commissions.majorityBases.${base}`) }))}
          />
        </Box>
        <FormCheckbox
          control={form.control}
          name="usesPresentAndVoting"
          label={t('commissions.fields.usesPresentAndVoting')}
          sx={{ mt: 1 }}
        />
      </Box>
    </FormDialog>
  );
}
