import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { IntegerField, parseInteger } from '../../../components/integer-field';
import { useConsole } from '../use-console';

/** «+30 s» and «Extender…» (any whole number of seconds) for the speech's or the caucus's timer. */
export function ExtendButtons({ target }: { target: 'speech' | 'caucus' }) {
  const { t } = useTranslation();
  const { send } = useConsole();
  const [open, setOpen] = useState(false);
  const [seconds, setSeconds] = useState('60');
  const value = parseInteger(seconds);
  const valid = value !== undefined && value >= 1 && value <= 3600;
  const extend = () => {
    if (!valid) return;
    send({ type: 'timer.extend', target, seconds: value });
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => send({ type: 'timer.extend', target, seconds: 30 })}>{t('sessionConsole.timer.plus30')}</Button>
      <Button onClick={() => setOpen(true)}>{t('sessionConsole.timer.extend')}</Button>
      <FormDialog
        open={open}
        title={t('sessionConsole.timer.extendTitle')}
        submitLabel={t('sessionConsole.timer.extendConfirm')}
        onSubmit={(e) => {
          e.preventDefault();
          extend();
        }}
        onClose={() => setOpen(false)}
        busy={!valid}
        maxWidth="xs"
      >
        <IntegerField
          autoFocus
          fullWidth
          label={t('sessionConsole.timer.seconds')}
          value={seconds}
          onChange={(e) => setSeconds(e.target.value)}
          error={!valid}
          helperText={valid ? ' ' : t('sessionConsole.timer.secondsRange')}
          slotProps={{ htmlInput: { min: 1, max: 3600 } }}
        />
      </FormDialog>
    </>
  );
}
