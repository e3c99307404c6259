import Stack from '@mui/material/Stack';
import {
  MAJORITIES,
  type Majority,
  MOTION_KINDS,
  type MotionCatalogue,
  type MotionInput,
  type MotionKind,
  motionBounds,
  timedParametersOf,
} from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { IntegerField, parseInteger } from './integer-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

/** A motion as its form holds it: the kind and every parameter a kind may take, as typed. */
export interface MotionValues {
  kind: MotionKind;
  topic: string;
  minutes: string;
  speakerSeconds: string;
  title: string;
  description: string;
  majority: Majority;
}

export const EMPTY_MOTION: MotionValues = {
  kind: 'caucus_moderado',
  topic: '',
  minutes: '10',
  speakerSeconds: '60',
  title: '',
  description: '',
  majority: 'simple',
};

/** The motion the form says, or null while a required parameter is missing (the server checks the rest). */
export function motionOfValues(v: MotionValues): MotionInput | null {
  const minutes = parseInteger(v.minutes);
  const totalSeconds = minutes === undefined ? undefined : minutes * 60;
  switch (v.kind) {
    case 'caucus_moderado': {
      const speakerSeconds = parseInteger(v.speakerSeconds);
      if (!v.topic.trim() || totalSeconds === undefined || speakerSeconds === undefined) return null;
      return { kind: v.kind, topic: v.topic.trim(), totalSeconds, speakerSeconds };
    }
    case 'caucus_no_moderado':
    case 'extension_caucus':
      return totalSeconds === undefined ? null : { kind: v.kind, totalSeconds };
    case 'introduccion_proyecto':
      return { kind: v.kind, title: v.title.trim() };
    case 'otra':
      return v.description.trim() ? { kind: v.kind, description: v.description.trim(), majority: v.majority } : null;
    default:
      return { kind: v.kind };
  }
}

/** The majority a vote or an «otra» motion needs: simple or two thirds. */
export function MajorityField({ value, onChange }: { value: Majority; onChange: (value: Majority) => void }) {
  const { t } = useTranslation();
  return (
    <SelectField
      size="small"
      fullWidth
      label={t('motionForm.majority')}
      value={value}
      onChange={(v) => onChange(v as Majority)}
      options={MAJORITIES.map((m) => ({ value: m, label: t(`motionForm.majorities.${m}`) }))}
    />
  );
}

interface Props {
  values: MotionValues;
  onChange: (values: MotionValues) => void;
  /** The conference's catalogue in force: each kind's majority, and the durations it allows (hints and field limits). */
  catalogue: MotionCatalogue;
  /** The kinds offered (every kind unless told). */
  kinds?: readonly MotionKind[];
}

/**
 * A motion's kind and the parameters that kind takes, with the range the conference allows as a hint and as the
 * fields' limits (the server refuses a motion outside it): the chair's console and a delegation's phone alike.
 */
export function MotionFields({ values: v, onChange, catalogue, kinds = MOTION_KINDS }: Props) {
  const { t } = useTranslation();
  const set = <K extends keyof MotionValues>(key: K, value: MotionValues[K]) => onChange({ ...v, [key]: value });
  const timed = timedParametersOf(v.kind);
  const total = timed.includes('totalSeconds') ? motionBounds(catalogue, v.kind, 'totalSeconds') : null;
  const perSpeaker = timed.includes('speakerSeconds') ? motionBounds(catalogue, v.kind, 'speakerSeconds') : null;
  const minuteRange = total && { min: Math.max(1, Math.ceil(total.min / 60)), max: Math.floor(total.max / 60) };
  const minutes = (
    <IntegerField
      label={t('motionForm.totalMinutes')}
      value={v.minutes}
      onChange={(e) => set('minutes', e.target.value)}
      size="small"
      helperText={minuteRange && t('motionForm.allowedMinutes', minuteRange)}
      slotProps={{ htmlInput: { min: minuteRange?.min ?? 1, max: minuteRange?.max } }}
    />
  );
  return (
    <>
      <SelectField
        size="small"
        label={t('motionForm.kind')}
        value={v.kind}
        onChange={(kind) => set('kind', kind as MotionKind)}
        options={kinds.map((kind) => ({ value: kind, label: t(`banner.motionKinds.${kind}`) }))}
        helperText={
          v.kind === 'otra' ? undefined : t('motionForm.majorityOf', { majority: t(`motionForm.majorities.${catalogue[v.kind].majority}`) })
        }
      />
      {v.kind === 'caucus_moderado' && (
        <>
          <TextField size="small" required label={t('motionForm.topic')} value={v.topic} onChange={(e) => set('topic', e.target.value)} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {minutes}
            <IntegerField
              size="small"
              label={t('motionForm.speakerSeconds')}
              value={v.speakerSeconds}
              onChange={(e) => set('speakerSeconds', e.target.value)}
              helperText={perSpeaker && t('motionForm.allowedSeconds', { ...perSpeaker })}
              slotProps={{ htmlInput: { min: perSpeaker?.min, max: perSpeaker?.max } }}
            />
          </Stack>
        </>
      )}
      {(v.kind === 'caucus_no_moderado' || v.kind === 'extension_caucus') && minutes}
      {v.kind === 'introduccion_proyecto' && (
        <TextField size="small" label={t('motionForm.projectTitle')} value={v.title} onChange={(e) => set('title', e.target.value)} />
      )}
      {v.kind === 'otra' && (
        <>
          <TextField
            size="small"
            required
            label={t('motionForm.description')}
            value={v.description}
            onChange={(e) => set('description', e.target.value)}
          />
          <MajorityField value={v.majority} onChange={(m) => set('majority', m)} />
        </>
      )}
    </>
  );
}
