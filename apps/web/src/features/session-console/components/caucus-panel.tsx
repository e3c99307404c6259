import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayTimer, isRunning } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../use-console';
import { ExtendButtons } from './extend-buttons';
import { TimerFace } from './timer-face';

/** The caucus running: its kind and topic, its own timer with controls, and «Terminar caucus». */
export function CaucusPanel() {
  const { t } = useTranslation();
  const { state, send } = useConsole();
  const caucus = state.floor.caucus;
  if (!caucus) return null;
  const running = isRunning(caucus.timer);
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
