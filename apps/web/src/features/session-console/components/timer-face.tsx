import Box from '@mui/material/Box';
import { displayTimer, isRunning, remainingAt, type Timer } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { useConsole, useConsoleNow } from '../use-console';
import { useWarningBeep } from '../use-warning-beep';

interface Props {
  timer: Timer;
  /** What the timer times (its accessible name). */
  label: string;
  /** Changes when the timer starts over for someone else (the next speech): the warning may sound again. */
  beepKey: string;
  size?: 'large' | 'medium';
}

/** A server timer as the room reads it: m:ss, amber in the warning before the end (with one beep), red and negative in overtime. */
export function TimerFace({ timer, label, beepKey, size = 'large' }: Props) {
  const { t } = useTranslation();
  const { state } = useConsole();
  const now = useConsoleNow();
  const display = displayTimer(remainingAt(timer, now), state.rules.warningMs);
  const running = isRunning(timer);
  useWarningBeep(display.warning, running, beepKey);
  const tone = display.overtime ? 'overtime' : display.warning ? 'warning' : 'normal';
  const color = { overtime: 'error.main', warning: 'warning.main', normal: 'text.primary' }[tone];
  return (
    <Box
      role="timer"
      aria-label={label}
      data-tone={tone}
      data-running={running}
      sx={{
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 700,
        lineHeight: 1,
        fontSize: size === 'large' ? { xs: '3.5rem', md: '4.5rem' } : '2.25rem',
        color,
        border: tone === 'normal' ? undefined : 2,
        borderColor: color,
        borderRadius: 2,
        px: 2,
        py: 1,
        display: 'inline-block',
      }}
    >
      {display.text}
      <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {tone === 'normal' ? '' : t(`sessionConsole.timer.${tone}`)}
        {running ? '' : ` ${t('sessionConsole.timer.paused')}`}
      </Box>
    </Box>
  );
}
