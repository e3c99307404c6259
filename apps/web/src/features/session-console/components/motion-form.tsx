import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field';
import { type Majority, MOTION_KINDS, type MotionInput, type MotionKind, motionBounds, timedParametersOf } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegerField, parseInteger } from '../../../components/integer-field';
import { SelectField } from '../../../components/select-field';
import { presentDelegations, useConsole } from '../use-console';
import { ConsoleForm } from './console-form';
import { MajorityField } from './majority-field';

interface Values {
  kind: MotionKind;
  topic: string;
  minutes: string;
  speakerSeconds: string;
  title: string;
  description: string;
  majority: Majority;
  by: { delegationId: string; name: string } | null;
}

const EMPTY: Values = {
  kind: 'caucus_moderado',
  topic: '',
  minutes: '10',
  speakerSeconds: '60',
  title: '',
  description: '',
  majority: 'simple',
  by: null,
};

/** The motion the form says, or null while a required parameter is missing. */
function motionOf(v: Values): MotionInput | null {
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

/** Enters a motion: its kind, the parameters that kind takes, and (optionally) the delegation that moved it. */
export function MotionForm() {
  const { t } = useTranslation();
  const { state, send } = useConsole();
  const [v, setV] = useState<Values>(EMPTY);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setV((prev) => ({ ...prev, [key]: value }));
  const motion = motionOf(v);
  const submit = () => {
    if (!motion) return;
    send({ type: 'motion.enter', motion, delegationId: v.by?.delegationId ?? null });
    setV({ ...EMPTY, kind: v.kind });
  };
  const present = presentDelegations(state);
  // The range the conference allows, as a hint and the fields' limits (the server refuses a motion outside it).
  const timed = timedParametersOf(v.kind);
  const total = timed.includes('totalSeconds') ? motionBounds(state.catalogue, v.kind, 'totalSeconds') : null;
  const perSpeaker = timed.includes('speakerSeconds') ? motionBounds(state.catalogue, v.kind, 'speakerSeconds') : null;
  const minuteRange = total && { min: Math.max(1, Math.ceil(total.min / 60)), max: Math.floor(total.max / 60) };
  const minutes = (
    <IntegerField
      label={t('sessionConsole.motions.totalMinutes')}
      value={v.minutes}
      onChange={(e) => set('minutes', e.target.value)}
      size="small"
      helperText={minuteRange && t('sessionConsole.motions.allowedMinutes', minuteRange)}
      slotProps={{ htmlInput: { min: minuteRange?.min ?? 1, max: minuteRange?.max } }}
    />
  );
  return (
    <ConsoleForm
      onSubmit={submit}
      ready={motion !== null}
      submitLabel={t('sessionConsole.motions.enter')}
      label={t('sessionConsole.motions.formTitle')}
    >
      <SelectField
        size="small"
        label={t('sessionConsole.motions.kind')}
        value={v.kind}
        onChange={(kind) => set('kind', kind as MotionKind)}
        options={MOTION_KINDS.map((kind) => ({ value: kind, label: t(`sessionConsole.motions.kinds.${kind}`) }))}
        helperText={
          v.kind === 'otra'
            ? undefined
            : t('sessionConsole.motions.majorityOf', { majority: t(`sessionConsole.majority.${state.catalogue[v.kind].majority}`) })
        }
      />
      {v.kind === 'caucus_moderado' && (
        <>
          <TextField
            size="small"
            required
            label={t('sessionConsole.motions.topic')}
            value={v.topic}
            onChange={(e) => set('topic', e.target.value)}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {minutes}
            <IntegerField
              size="small"
              label={t('sessionConsole.motions.speakerSeconds')}
              value={v.speakerSeconds}
              onChange={(e) => set('speakerSeconds', e.target.value)}
              helperText={perSpeaker && t('sessionConsole.motions.allowedSeconds', { ...perSpeaker })}
              slotProps={{ htmlInput: { min: perSpeaker?.min, max: perSpeaker?.max } }}
            />
          </Stack>
        </>
      )}
      {(v.kind === 'caucus_no_moderado' || v.kind === 'extension_caucus') && minutes}
      {v.kind === 'introduccion_proyecto' && (
        <TextField
          size="small"
          label={t('sessionConsole.motions.projectTitle')}
          value={v.title}
          onChange={(e) => set('title', e.target.value)}
        />
      )}
      {v.kind === 'otra' && (
        <>
          <TextField
            size="small"
            required
            label={t('sessionConsole.motions.description')}
            value={v.description}
            onChange={(e) => set('description', e.target.value)}
          />
          <MajorityField value={v.majority} onChange={(m) => set('majority', m)} />
        </>
      )}
      <Autocomplete
        options={present}
        getOptionLabel={(o) => o.name}
        value={present.find((d) => d.delegationId === v.by?.delegationId) ?? null}
        onChange={(_e, value) => set('by', value)}
        renderInput={(params) => <TextField {...params} size="small" label={t('sessionConsole.motions.by')} />}
      />
    </ConsoleForm>
  );
}
