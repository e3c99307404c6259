import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegerField, parseInteger } from '../../../components/integer-field';
import { useConsole } from '../use-console';

/** The speaking time of the next speeches from the list (the commission's default until the chair changes it). */
export function SpeakingTime() {
  const { t } = useTranslation();
  const { state, send } = useConsole();
  const current = Math.round(state.floor.speakingMs / 1000);
  const [seconds, setSeconds] = useState<string | null>(null);
  const value = parseInteger(seconds ?? String(current));
  const valid = value !== undefined && value >= 10 && value <= 1800 && value !== current;
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', my: 1 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        send({ type: 'speakingTime.set', seconds: value });
        setSeconds(null);
      }}
    >
      <IntegerField
        size="small"
        label={t('sessionConsole.speakers.speakingTime')}
        value={seconds ?? String(current)}
        onChange={(e) => setSeconds(e.target.value)}
        slotProps={{ htmlInput: { min: 10, max: 1800 } }}
        sx={{ maxWidth: 200 }}
      />
      <Button type="submit" size="small" disabled={!valid}>
        {t('sessionConsole.speakers.setSpeakingTime')}
      </Button>
    </Stack>
  );
}
