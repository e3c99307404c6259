import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            extend();
          }}
        >
          <DialogTitle>{t('sessionConsole.timer.extendTitle')}</DialogTitle>
          <DialogContent>
            <IntegerField
              autoFocus
              fullWidth
              margin="dense"
              label={t('sessionConsole.timer.seconds')}
              value={seconds}
              onChange={(e) => setSeconds(e.target.value)}
              error={!valid}
              helperText={valid ? ' ' : t('sessionConsole.timer.secondsRange')}
              slotProps={{ htmlInput: { min: 1, max: 3600 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!valid}>
              {t('sessionConsole.timer.extendConfirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
