import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormField } from '../../../components/form-field';
import {
  BANNER_SCALES,
  BANNER_THEMES,
  type Commission,
  type commissionSettingsInputSchema,
  ceilFraction,
  MAJORITY_BASES,
  procedureRulesOf,
} from '@quorum/shared';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormSelect } from '../../../components/form-fields';
import { IntegerField, parseInteger } from '../../../components/integer-field';
import { SectionCard } from '../../../components/section-card';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useSubmit } from '../../../components/use-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveCommissionSettings } from '../api';

export interface SettingsForm {
  name: string;
  /** One topic per line. */
  topics: string;
  room: string;
  description: string;
  quorumNumerator: string;
  quorumDenominator: string;
  speakingTimeSeconds: string;
  warningSeconds: string;
  majorityBase: (typeof MAJORITY_BASES)[number];
  usesPresentAndVoting: boolean;
  observersVoteOnMotions: boolean;
  securityCouncilVotes: string;
  signatoryPercent: string;
  bannerTheme: (typeof BANNER_THEMES)[number];
  bannerShowHeadlines: boolean;
  bannerScale: (typeof BANNER_SCALES)[number];
}

/** The form's values for a commission (the debate quorum as the procedure reads it). */
function formFor(c: Commission): SettingsForm {
  const rules = procedureRulesOf(c);
  return {
    name: c.name,
    topics: c.topics.join('\n'),
    room: c.room ?? '',
    description: c.description,
    quorumNumerator: String(rules.debateQuorum.numerator),
    quorumDenominator: String(rules.debateQuorum.denominator),
    speakingTimeSeconds: String(c.rules.speakingTimeSeconds),
    warningSeconds: String(c.rules.warningSeconds),
    majorityBase: c.rules.majorityBase,
    usesPresentAndVoting: c.rules.usesPresentAndVoting,
    observersVoteOnMotions: c.rules.observersVoteOnMotions,
    securityCouncilVotes: String(c.rules.securityCouncilVotes),
    signatoryPercent: String(c.rules.signatoryPercent),
    bannerTheme: c.banner.theme,
    bannerShowHeadlines: c.banner.showHeadlines,
    bannerScale: c.banner.scale,
  };
}

/** The request body of a form's values (numbers parsed; blank topic lines dropped). */
function settingsOf(values: SettingsForm, c: Commission) {
  return {
    name: values.name,
    topics: values.topics
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    room: values.room,
    description: values.description,
    rules: {
      ...c.rules,
      debateQuorum: { numerator: parseInteger(values.quorumNumerator), denominator: parseInteger(values.quorumDenominator) },
      speakingTimeSeconds: parseInteger(values.speakingTimeSeconds),
      warningSeconds: parseInteger(values.warningSeconds),
      majorityBase: values.majorityBase,
      usesPresentAndVoting: values.usesPresentAndVoting,
      observersVoteOnMotions: values.observersVoteOnMotions,
      securityCouncilVotes: parseInteger(values.securityCouncilVotes),
      signatoryPercent: parseInteger(values.signatoryPercent),
    },
    banner: { theme: values.bannerTheme, showHeadlines: values.bannerShowHeadlines, scale: values.bannerScale },
  };
}

/** The form field showing a problem of the request body at `path` (server or client). */
function fieldFor(path: readonly PropertyKey[]): string {
  const [first, second, third] = path.map(String);
  if (first === 'rules' && second === 'debateQuorum') return third === 'denominator' ? 'quorumDenominator' : 'quorumNumerator';
  if (first === 'rules') return second;
  if (first === 'banner') return `banner${second.charAt(0).toUpperCase()}${second.slice(1)}`;
  return first ?? 'root';
}

const SERVER_PATHS = [
  'rules.debateQuorum.numerator',
  'rules.debateQuorum.denominator',
  'rules.debateQuorum',
  'rules.speakingTimeSeconds',
  'rules.warningSeconds',
  'rules.majorityBase',
  'rules.securityCouncilVotes',
  'rules.signatoryPercent',
  'banner.theme',
  'banner.scale',
  ...Array.from({ length: 10 }, (_, i) => `topics.${i}`),
];
const SERVER_FIELDS = Object.fromEntries(SERVER_PATHS.map((path) => [path, fieldFor(path.split('.'))]));

interface Props {
  commission: Commission;
  /** Member delegations of the commission, for the quorum's hint (unknown while loading). */
  members: number | null;
  /** Shown between the rules and the banner (the projection code, saved on its own). */
  projection?: ReactNode;
}

/** A chair's settings of the commission: data, rules of procedure and the banner's appearance. */
export function CommissionSettingsForm({ commission, members, projection }: Props) {
  const { t } = useTranslation();
  const save = useSaveCommissionSettings();
  const form = useSchemaForm<SettingsForm, z.output<typeof commissionSettingsInputSchema>>({
    schema: () => import('../../../lib/staff-schemas').then((s) => s.commissionSettingsInputSchema),
    defaultValues: formFor(commission),
    toPayload: (values) => settingsOf(values, commission),
    fieldFor,
  });
  const submit = useSubmit(form, { failureIn: 'form', fieldCodes: { COMMISSION_NAME_TAKEN: 'name' }, fieldMap: SERVER_FIELDS });
  const [numerator, denominator] = useWatch({ control: form.control, name: ['quorumNumerator', 'quorumDenominator'] });

  const onSubmit = form.handleSubmit(async (input) => {
    await submit.run(async () => {
      const saved = await save.mutateAsync({ id: commission.id, input });
      form.reset(formFor(saved));
      return t('chairPanel.settings.saved');
    });
  });

  const n = parseInteger(numerator);
  const d = parseInteger(denominator);
  const fractionOk = n !== undefined && d !== undefined && n >= 1 && d >= 1 && n <= d;
  const quorumHint = !fractionOk
    ? t('chairPanel.settings.quorumInvalid')
    : members === null
      ? t('chairPanel.settings.quorumFractionHint', { n, d })
      : t('chairPanel.settings.quorumHint', {
          required: Math.max(1, ceilFraction(members, { numerator: n, denominator: d })),
          count: members,
        });
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('chairPanel.settings.formLabel')}>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <Stack spacing={3}>
        {submit.failure && (
          <Alert severity="error" role="alert">
            {submit.failure}
          </Alert>
        )}
        <SectionCard title={t('chairPanel.settings.data')}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormField control={form.control} name="name" label={t('commissions.fields.name')} />
            <FormField
              control={form.control}
              name="topics"
              label={t('commissions.fields.topics')}
              multiline
              minRows={2}
              hint={t('chairPanel.settings.topicsHint')}
            />
            <FormField control={form.control} name="room" label={t('commissions.fields.room')} />
            <FormField control={form.control} name="description" label={t('commissions.fields.description')} multiline minRows={3} />
          </Stack>
        </SectionCard>
        <SectionCard title={t('commissions.fields.rules')}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box sx={grid} role="group" aria-label={t('chairPanel.settings.quorum')}>
              <FormField
                control={form.control}
                name="quorumNumerator"
                component={IntegerField}
                label={t('chairPanel.settings.quorumNumerator')}
                slotProps={{ htmlInput: { min: 1, max: 1000 } }}
                hint={quorumHint}
              />
              <FormField
                control={form.control}
                name="quorumDenominator"
                component={IntegerField}
                label={t('chairPanel.settings.quorumDenominator')}
                slotProps={{ htmlInput: { min: 1, max: 1000 } }}
              />
            </Box>
            <Box sx={grid}>
              <FormField
                control={form.control}
                name="speakingTimeSeconds"
                component={IntegerField}
                label={t('commissions.fields.speakingTime')}
                slotProps={{ htmlInput: { min: 10, max: 1800 } }}
              />
              <FormField
                control={form.control}
                name="warningSeconds"
                component={IntegerField}
                label={t('chairPanel.settings.warningSeconds')}
                slotProps={{ htmlInput: { min: 0, max: 300 } }}
                hint={t('chairPanel.settings.warningHint')}
              />
            </Box>
            <FormSelect
              control={form.control}
              name="majorityBase"
              label={t('commissions.fields.majorityBase')}
              options={MAJORITY_BASES.map((value) => ({ value, label: t(`commissions.majorityBases.${value}`) }))}
            />
            <FormCheckbox control={form.control} name="usesPresentAndVoting" label={t('commissions.fields.usesPresentAndVoting')} />
            <FormCheckbox control={form.control} name="observersVoteOnMotions" label={t('chairPanel.settings.observersVoteOnMotions')} />
            {commission.kind === 'consejo_seguridad' && (
              <FormField
                control={form.control}
                name="securityCouncilVotes"
                component={IntegerField}
                label={t('chairPanel.settings.securityCouncilVotes')}
                slotProps={{ htmlInput: { min: 1, max: 400 } }}
                hint={t('chairPanel.settings.securityCouncilHint')}
              />
            )}
            <FormField
              control={form.control}
              name="signatoryPercent"
              component={IntegerField}
              label={t('chairPanel.settings.signatoryPercent')}
              slotProps={{ htmlInput: { min: 1, max: 100 } }}
              hint={t('chairPanel.settings.signatoryPercentHint')}
            />
          </Stack>
        </SectionCard>
        {projection}
        <SectionCard title={t('chairPanel.settings.banner')}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box sx={grid}>
              <FormSelect
                control={form.control}
                name="bannerTheme"
                label={t('chairPanel.settings.bannerTheme')}
                options={BANNER_THEMES.map((value) => ({ value, label: t(`chairPanel.settings.themes.${value}`) }))}
              />
              <FormSelect
                control={form.control}
                name="bannerScale"
                label={t('chairPanel.settings.bannerScale')}
                options={BANNER_SCALES.map((value) => ({ value, label: t(`chairPanel.settings.scales.${value}`) }))}
              />
            </Box>
            <FormCheckbox control={form.control} name="bannerShowHeadlines" label={t('chairPanel.settings.bannerShowHeadlines')} />
          </Stack>
        </SectionCard>
        <Box sx={{ position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', zIndex: 1 }}>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
