import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { FormField } from '../../../components/form-field';
import Typography from '@mui/material/Typography';
import { COMMISSION_KINDS, type Commission, type commissionInputSchema, fractionFromDecimal, MAJORITY_BASES } from '@quorum/shared';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormSelect } from '../../../components/form-fields';
import { IntegerField, parseInteger } from '../../../components/integer-field';
import { useCreateCommission, useUpdateCommission } from '../api';
import { formatNumber } from '../../../lib/format';
import { useSchemaForm } from '../../../lib/use-schema-form';
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

/** What commissionInputSchema gives. */
type CommissionInput = z.output<typeof commissionInputSchema>;

/** The quorum percentage typed (a comma or a point before the decimals), or undefined when not between 1 and 100. */
function percentOf(values: CommissionForm): number | undefined {
  const percent = Number.parseFloat(values.quorumPercent.replace(',', '.'));
  return Number.isFinite(percent) && percent >= 1 && percent <= 100 ? percent : undefined;
}

/** The topics sent (blank rows are not), each with its form row. */
function keptTopics(topics: CommissionForm['topics']) {
  return topics.map((topic, row) => ({ text: topic.value.trim(), row })).filter((topic) => topic.text !== '');
}

/** The request body of the form's values; `percentChanged` when the quorum percentage was edited. */
function payloadOf(values: CommissionForm, commission: Commission | null, percentChanged: boolean) {
  const percent = percentOf(values) ?? Number.NaN;
  return {
    name: values.name,
    acronym: values.acronym,
    kind: values.kind,
    topics: keptTopics(values.topics).map((topic) => topic.text),
    description: values.description,
    room: values.room,
    capacity: parseInteger(values.capacity),
    language: values.language,
    // The rules this dialog does not show travel back as they are; a changed percentage becomes the debate quorum.
    rules: {
      ...commission?.rules,
      debateQuorum: percentChanged ? fractionFromDecimal(Math.round(percent * 100) / 10000) : commission?.rules.debateQuorum,
      quorumFraction: Math.round(percent * 100) / 10000,
      speakingTimeSeconds: parseInteger(values.speakingTimeSeconds),
      majorityBase: values.majorityBase,
      usesPresentAndVoting: values.usesPresentAndVoting,
    },
  };
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
  // The percentage's range is said in the dialog's words; the rest is commissionInputSchema's, each problem on its field.
  const form: UseFormReturn<CommissionForm, unknown, CommissionInput> = useSchemaForm<CommissionForm, CommissionInput>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.commissionInputSchema),
    defaultValues: formFor(commission),
    toPayload: (values): unknown => payloadOf(values, commission, Boolean(form.formState.dirtyFields.quorumPercent)),
    fieldFor: (path): string =>
      fieldFor(
        path,
        keptTopics(form.getValues('topics')).map((topic) => topic.row),
      ),
    extraIssues: (values) =>
      percentOf(values) === undefined ? [{ field: 'quorumPercent', message: t('commissions.form.quorumRange') }] : [],
  });
  const submit = useSubmit(form, {
    failureIn: 'form',
    fieldCodes: { COMMISSION_NAME_TAKEN: 'name' },
    fieldMap: SERVER_FIELDS,
  });
  const topics = useFieldArray({ control: form.control, name: 'topics' });
  const isNew = commission === null;

  const onSubmit = form.handleSubmit(async (input) => {
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
        <FormField control={form.control} name="name" label={t('commissions.fields.name')} autoFocus />
        <FormField control={form.control} name="acronym" label={t('commissions.fields.acronym')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <FormSelect
          control={form.control}
          name="kind"
          label={t('commissions.fields.kind')}
          options={COMMISSION_KINDS.map((kind) => ({ value: kind, label: t(`commissions.kinds.${kind}`) }))}
        />
        <FormField
          control={form.control}
          name="capacity"
          component={IntegerField}
          label={t('commissions.fields.capacity')}
          hint={t('commissions.fields.capacityHelp')}
          slotProps={{ htmlInput: { min: 1, max: 400 } }}
        />
        <FormField control={form.control} name="room" label={t('commissions.fields.room')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <FormField control={form.control} name="language" label={t('commissions.fields.language')} />
        <FormField control={form.control} name="description" label={t('commissions.fields.description')} multiline minRows={2} />
      </Box>

      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0 }}>
        <Typography component="legend" sx={{ px: 1, fontWeight: 600 }}>
          {t('commissions.fields.topics')}
        </Typography>
        <Stack spacing={1.5}>
          {topics.fields.length === 0 && <Typography color="text.secondary">{t('commissions.noTopics')}</Typography>}
          {topics.fields.map((field, index) => {
            return (
              <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <FormField control={form.control} name={`topics.${index}.value`} label={t('commissions.fields.topicN', { n: index + 1 })} />
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
          <FormField
            control={form.control}
            name="quorumPercent"
            label={t('commissions.fields.quorumPercent')}
            hint={t('commissions.fields.quorumHelp')}
            type="number"
            slotProps={{ htmlInput: { min: 1, max: 100, step: 'any', inputMode: 'decimal' } }}
          />
          <FormField
            control={form.control}
            name="speakingTimeSeconds"
            component={IntegerField}
            label={t('commissions.fields.speakingTime')}
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
