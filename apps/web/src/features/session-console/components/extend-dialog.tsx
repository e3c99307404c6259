import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { IntegerField, parseInteger } from '../../../components/integer-field';

/** «Extender…»: any whole number of seconds (1–3600) added to a timer; loaded when first opened (decision 032). */
export function ExtendDialog({ onExtend, onClose }: { onExtend: (seconds: number) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState('60');
  const value = parseInteger(seconds);
  const valid = value !== undefined && value >= 1 && value <= 3600;
  return (
    <FormDialog
      open
      title={t('sessionConsole.timer.extendTitle')}
      submitLabel={t('sessionConsole.timer.extendConfirm')}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onExtend(value);
      }}
      onClose={onClose}
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
  );
}
