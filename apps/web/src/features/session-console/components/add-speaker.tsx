import Autocomplete from '@mui/material/Autocomplete';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { presentDelegations, useConsole } from '../use-console';

type Option = { delegationId: string; name: string };

/** Adds a present delegation to the list, by typing its name or picking it. */
export function AddSpeaker() {
  const { t } = useTranslation();
  const { state, send } = useConsole();
  const [input, setInput] = useState('');
  const listed = new Set(state.floor.speakers.map((s) => s.delegationId));
  const options: Option[] = presentDelegations(state).filter((d) => !listed.has(d.delegationId));
  return (
    <Autocomplete
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_e, value, reason) => setInput(reason === 'reset' ? '' : value)}
      onChange={(_e, value) => {
        if (value) send({ type: 'speakers.add', delegationId: value.delegationId });
        setInput('');
      }}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.delegationId === b.delegationId}
      noOptionsText={t('sessionConsole.speakers.noneToAdd')}
      disabled={state.floor.speakersClosed && state.floor.mode === 'debate'}
      blurOnSelect={false}
      renderInput={(params) => <TextField {...params} size="small" label={t('sessionConsole.speakers.add')} />}
    />
  );
}
