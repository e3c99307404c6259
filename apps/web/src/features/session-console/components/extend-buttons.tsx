import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../components/on-demand';
import { useConsole } from '../use-console';

// The dialog and its number field load when it is first opened, not before the console is usable (decision 032).
const ExtendDialog = lazyDialog(() => import('./extend-dialog').then((m) => m.ExtendDialog));

/** «+30 s» and «Extender…» (any whole number of seconds) for the speech's or the caucus's timer. */
export function ExtendButtons({ target }: { target: 'speech' | 'caucus' }) {
  const { t } = useTranslation();
  const { send } = useConsole();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => send({ type: 'timer.extend', target, seconds: 30 })}>{t('sessionConsole.timer.plus30')}</Button>
      <Button onClick={() => setOpen(true)}>{t('sessionConsole.timer.extend')}</Button>
      {open && (
        <ExtendDialog
          onExtend={(seconds) => {
            send({ type: 'timer.extend', target, seconds });
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
