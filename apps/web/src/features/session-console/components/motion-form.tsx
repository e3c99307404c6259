import Autocomplete from '@mui/material/Autocomplete';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_MOTION, MotionFields, type MotionValues, motionOfValues } from '../../../components/motion-fields';
import { TextField } from '../../../components/text-field';
import { presentDelegations, useConsole } from '../use-console';
import { ConsoleForm } from './console-form';

/** Enters a motion: its kind, the parameters that kind takes, and (optionally) the delegation that moved it. */
export function MotionForm() {
  const { t } = useTranslation();
  const { state, send } = useConsole();
  const [v, setV] = useState<MotionValues>(EMPTY_MOTION);
  const [by, setBy] = useState<{ delegationId: string; name: string } | null>(null);
  const motion = motionOfValues(v);
  const submit = () => {
    if (!motion) return;
    send({ type: 'motion.enter', motion, delegationId: by?.delegationId ?? null });
    setV({ ...EMPTY_MOTION, kind: v.kind });
    setBy(null);
  };
  const present = presentDelegations(state);
  return (
    <ConsoleForm
      onSubmit={submit}
      ready={motion !== null}
      submitLabel={t('sessionConsole.motions.enter')}
      label={t('sessionConsole.motions.formTitle')}
    >
      <MotionFields values={v} onChange={setV} catalogue={state.catalogue} />
      <Autocomplete
        options={present}
        getOptionLabel={(o) => o.name}
        value={present.find((d) => d.delegationId === by?.delegationId) ?? null}
        onChange={(_e, value) => setBy(value)}
        renderInput={(params) => <TextField {...params} size="small" label={t('sessionConsole.motions.by')} />}
      />
    </ConsoleForm>
  );
}
