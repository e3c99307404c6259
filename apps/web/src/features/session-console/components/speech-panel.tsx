import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRunning } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { lazySection } from '../../../components/on-demand';
import { withLaterTexts } from '../later';
import { useConsole } from '../use-console';
import { ExtendButtons } from './extend-buttons';
import { TimerFace } from './timer-face';

/** Yielding picks a delegation with MUI's Autocomplete: loaded after the console paints. */
const YieldMenu = lazySection(() => withLaterTexts(import('./yield-menu')).then((m) => m.YieldMenu), 36);

/** The current speaker with the big timer and its controls; «Siguiente orador» when nobody speaks. */
export function SpeechPanel() {
  const { t } = useTranslation();
  const { state, send, names } = useConsole();
  const { speech, speakers } = state.floor;
  if (!speech) {
    return (
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography color="text.secondary">{t('sessionConsole.speech.none')}</Typography>
            <Button variant="contained" disabled={speakers.length === 0} onClick={() => send({ type: 'speech.next' })}>
              {t('sessionConsole.speech.next')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    );
  }
  const running = isRunning(speech.timer);
  const speaker = names.get(speech.delegationId) ?? '';
  const toggle = () => send({ type: running ? 'timer.pause' : 'timer.start', target: 'speech' });
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <div>
              <Typography variant="overline" color="text.secondary">
                {t(speech.mode === 'preguntas' ? 'sessionConsole.speech.questions' : 'sessionConsole.speech.speaking')}
              </Typography>
              <Typography variant="h4" component="p" data-testid="current-speaker">
                {speaker}
              </Typography>
              {speech.yieldedBy && speech.yieldedBy !== speech.delegationId && (
                <Typography variant="body2" color="text.secondary">
                  {t('sessionConsole.speech.yieldedBy', { name: names.get(speech.yieldedBy) ?? '' })}
                </Typography>
              )}
            </div>
            <TimerFace timer={speech.timer} label={t('sessionConsole.speech.timer', { name: speaker })} beepKey={`speech-${speech.id}`} />
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={toggle}>
              {t(running ? 'sessionConsole.timer.pause' : 'sessionConsole.timer.start')}
            </Button>
            <Button onClick={() => send({ type: 'timer.reset', target: 'speech' })}>{t('sessionConsole.timer.reset')}</Button>
            <ExtendButtons target="speech" />
            <YieldMenu />
            <Button color="warning" onClick={() => send({ type: 'speech.end' })}>
              {t('sessionConsole.speech.end')}
            </Button>
            <Button variant="outlined" disabled={speakers.length === 0} onClick={() => send({ type: 'speech.next' })}>
              {t('sessionConsole.speech.next')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
