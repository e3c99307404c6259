import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayTimer, isRunning, remainingAt } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { useConsole, useConsoleNow } from '../use-console';
import { ExtendButtons } from './extend-buttons';
import { TimerFace } from './timer-face';

/** Extending a caucus past its time from the overtime prompt: five minutes, the usual motion. */
const OVERTIME_EXTENSION_SECONDS = 300;

/** The caucus running: its kind and topic, its own timer with controls, «Terminar caucus», and in overtime a prompt. */
export function CaucusPanel() {
  const { t } = useTranslation();
  const { state, send } = useConsole();
  const now = useConsoleNow();
  const caucus = state.floor.caucus;
  if (!caucus) return null;
  const running = isRunning(caucus.timer);
  const overtime = running && remainingAt(caucus.timer, now) <= 0;
  const title = t(`sessionConsole.motions.kinds.${caucus.kind}`);
  return (
    <Card variant="outlined" sx={{ borderColor: 'primary.main' }} data-testid="caucus-panel">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <div>
            <Typography variant="overline" color="text.secondary">
              {title}
            </Typography>
            {caucus.topic && (
              <Typography variant="h6" component="p">
                {caucus.topic}
              </Typography>
            )}
            {caucus.speakerMs !== null && (
              <Typography variant="body2" color="text.secondary">
                {t('sessionConsole.caucus.perSpeaker', { time: displayTimer(caucus.speakerMs).text })}
              </Typography>
            )}
          </div>
          <TimerFace timer={caucus.timer} label={t('sessionConsole.caucus.timer')} beepKey={`caucus-${caucus.motionId}`} size="medium" />
        </Stack>
        {overtime && (
          <Alert
            severity="warning"
            sx={{ mt: 2 }}
            action={
              <Stack direction="row" spacing={1}>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => send({ type: 'timer.extend', target: 'caucus', seconds: OVERTIME_EXTENSION_SECONDS })}
                >
                  {t('sessionConsole.caucus.extendFive')}
                </Button>
                <Button color="inherit" size="small" onClick={() => send({ type: 'caucus.end' })}>
                  {t('sessionConsole.caucus.end')}
                </Button>
              </Stack>
            }
          >
            {t('sessionConsole.caucus.overtime')}
          </Alert>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          <Button variant="contained" onClick={() => send({ type: running ? 'timer.pause' : 'timer.start', target: 'caucus' })}>
            {t(running ? 'sessionConsole.timer.pause' : 'sessionConsole.timer.start')}
          </Button>
          <Button onClick={() => send({ type: 'timer.reset', target: 'caucus' })}>{t('sessionConsole.timer.reset')}</Button>
          <ExtendButtons target="caucus" />
          <Button color="warning" onClick={() => send({ type: 'caucus.end' })}>
            {t('sessionConsole.caucus.end')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
