import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { TextField } from '../../../components/text-field';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { presentDelegations, useConsole } from '../use-console';

/** «Ceder»: the rest of the speech to the chair, to questions, or to another present delegation. */
export function YieldMenu() {
  const { t } = useTranslation();
  const { state, send } = useConsole();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [to, setTo] = useState<{ delegationId: string; name: string } | null>(null);
  const speaker = state.floor.speech?.delegationId;
  const options = presentDelegations(state).filter((d) => d.delegationId !== speaker);
  const pick = (command: 'mesa' | 'preguntas' | 'delegacion') => {
    setAnchor(null);
    if (command === 'delegacion') setChoosing(true);
    else send({ type: 'speech.yield', to: command });
  };
  return (
    <>
      <Button
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('sessionConsoleLater.yield.button')}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        <MenuItem onClick={() => pick('mesa')}>{t('sessionConsoleLater.yield.mesa')}</MenuItem>
        <MenuItem onClick={() => pick('preguntas')}>{t('sessionConsoleLater.yield.preguntas')}</MenuItem>
        <MenuItem onClick={() => pick('delegacion')}>{t('sessionConsoleLater.yield.delegacion')}</MenuItem>
      </Menu>
      <FormDialog
        open={choosing}
        title={t('sessionConsoleLater.yield.chooseTitle')}
        submitLabel={t('sessionConsoleLater.yield.confirm')}
        onSubmit={(e) => {
          e.preventDefault();
          if (!to) return;
          send({ type: 'speech.yield', to: 'delegacion', delegationId: to.delegationId });
          setChoosing(false);
          setTo(null);
        }}
        onClose={() => setChoosing(false)}
        busy={!to}
        maxWidth="xs"
      >
        <Autocomplete
          options={options}
          getOptionLabel={(o) => o.name}
          value={options.find((o) => o.delegationId === to?.delegationId) ?? null}
          onChange={(_e, value) => setTo(value)}
          renderInput={(params) => <TextField {...params} autoFocus label={t('sessionConsoleLater.yield.delegation')} />}
        />
      </FormDialog>
    </>
  );
}
