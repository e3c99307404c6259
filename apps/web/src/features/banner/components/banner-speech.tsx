import Box from '@mui/material/Box';
import type { LiveState } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { BANNER_COLORS } from '../banner-theme';
import { delegationName, timerAt } from '../banner-view';
import { BANNER_SIZES } from './banner-parts';

/** The colour of a timer: amber in the last warning seconds, red in overtime. */
function timerColor(display: { warning: boolean; overtime: boolean }): string {
  if (display.overtime) return BANNER_COLORS.overtime;
  return display.warning ? BANNER_COLORS.warning : BANNER_COLORS.text;
}

/** The centre of the screen: who has the floor and a timer readable from the back of the room. */
export function BannerSpeech({ state, now }: { state: LiveState; now: number }) {
  const { t } = useTranslation();
  const { speech, caucus, mode } = state.floor;

  if (!speech) {
    // An unmoderated caucus has no speaker: its timer takes the centre.
    const unmoderated = mode === 'caucus_no_moderado' && caucus;
    const display = unmoderated ? timerAt(state, caucus.timer, now) : null;
    return (
      <Box sx={{ textAlign: 'center' }}>
        <Box sx={{ fontSize: BANNER_SIZES.title, color: 'text.secondary', fontWeight: 600 }}>
          {unmoderated ? caucus.topic || t('banner.modes.caucus_no_moderado') : t('banner.noSpeaker')}
        </Box>
        {display && <TimerText display={display} running={caucus?.timer.startedAt !== null} />}
      </Box>
    );
  }

  const display = timerAt(state, speech.timer, now);
  const yieldedBy = speech.yieldedBy && speech.yieldedBy !== speech.delegationId ? delegationName(state, speech.yieldedBy) : '';
  return (
    <Box sx={{ textAlign: 'center', width: '100%', minWidth: 0 }}>
      <Box
        sx={{ fontSize: BANNER_SIZES.label, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: 'text.secondary' }}
      >
        {speech.mode === 'preguntas' ? t('banner.questions') : t('banner.speaker')}
      </Box>
      <Box
        component="p"
        data-testid="banner-speaker"
        sx={{
          m: 0,
          fontSize: BANNER_SIZES.speaker,
          fontWeight: 800,
          lineHeight: 1.1,
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {delegationName(state, speech.delegationId)}
      </Box>
      {yieldedBy && <Box sx={{ fontSize: BANNER_SIZES.body, color: 'text.secondary' }}>{t('banner.yieldedBy', { name: yieldedBy })}</Box>}
      <TimerText display={display} running={speech.timer.startedAt !== null} />
    </Box>
  );
}

function TimerText({ display, running }: { display: ReturnType<typeof timerAt>; running: boolean }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Box
        role="timer"
        aria-label={t('banner.timer')}
        data-testid="banner-timer"
        data-state={display.overtime ? 'overtime' : display.warning ? 'warning' : 'normal'}
        sx={{
          fontSize: BANNER_SIZES.timer,
          fontWeight: 800,
          lineHeight: 1,
          fontVariantNumeric: 'tabular-nums',
          color: timerColor(display),
          transition: 'color 200ms',
        }}
      >
        {display.text}
      </Box>
      {!running && <Box sx={{ fontSize: BANNER_SIZES.body, color: 'text.secondary' }}>{t('banner.paused')}</Box>}
    </Box>
  );
}
