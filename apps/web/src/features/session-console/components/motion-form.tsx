import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAJORITIES, type Majority, MOTION_KINDS, type MotionInput, type MotionKind } from '@quorum/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegerField, parseInteger } from '../../../components/integer-field';
import { presentDelegations, useConsole } from '../use-console';

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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!motion) return;
    send({ type: 'motion.enter', motion, delegationId: v.by?.delegationId ?? null });
    setV({ ...EMPTY, kind: v.kind });
  };
  const minutes = (label: string) => (
    <IntegerField
      label={label}
      value={v.minutes}
      onChange={(e) => set('minutes', e.target.value)}
      size="small"
      slotProps={{ htmlInput: { min: 1 } }}
    />
  );
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} aria-label={t('sessionConsole.motions.formTitle')}>
      <TextField
        select
        size="small"
        label={t('sessionConsole.motions.kind')}
        value={v.kind}
        onChange={(e) => set('kind', e.target.value as MotionKind)}
      >
        {MOTION_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`sessionConsole.motions.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {v.kind === 'caucus_moderado' && (
        <>
          <TextField
            size="small"
            required
            label={t('sessionConsole.motions.topic')}
            value={v.topic}
            onChange={(e) => set('topic', e.target.value)}
          />
          <Stack direction="row" spacing={1}>
            {minutes(t('sessionConsole.motions.totalMinutes'))}
            <IntegerField
              size="small"
              label={t('sessionConsole.motions.speakerSeconds')}
              value={v.speakerSeconds}
              onChange={(e) => set('speakerSeconds', e.target.value)}
              slotProps={{ htmlInput: { min: 10 } }}
            />
          </Stack>
        </>
      )}
      {(v.kind === 'caucus_no_moderado' || v.kind === 'extension_caucus') && minutes(t('sessionConsole.motions.totalMinutes'))}
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
          <TextField
            select
            size="small"
            label={t('sessionConsole.motions.majority')}
            value={v.majority}
            onChange={(e) => set('majority', e.target.value as Majority)}
          >
            {MAJORITIES.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`sessionConsole.majority.${m}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      <Autocomplete
        options={presentDelegations(state)}
        getOptionLabel={(o) => o.name}
        value={presentDelegations(state).find((d) => d.delegationId === v.by?.delegationId) ?? null}
        onChange={(_e, value) => set('by', value)}
        renderInput={(params) => <TextField {...params} size="small" label={t('sessionConsole.motions.by')} />}
      />
      <Button type="submit" variant="contained" disabled={!motion} sx={{ alignSelf: 'flex-start' }}>
        {t('sessionConsole.motions.enter')}
      </Button>
    </Stack>
  );
}
