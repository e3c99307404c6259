import Box from '@mui/material/Box';
import { calledNow, type FloorVote, type LiveBallots, type LiveState, type TimerDisplay } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { delegationName, timerAt } from '@quorum/shared';
import { centreOf, centreResult } from '../banner-view';
import { BANNER_SIZES, VoteNumbers, VoteResultView } from './banner-parts';

const upperLabel = {
  fontSize: BANNER_SIZES.label,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'text.secondary',
};

/** Two lines at most of a large name, never wider than the centre. */
const bigName = {
  m: 0,
  fontSize: BANNER_SIZES.speaker,
  fontWeight: 800,
  lineHeight: 1.1,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** The colour of a timer: amber in the last warning seconds, red in overtime. */
function timerColor(display: TimerDisplay): string {
  if (display.overtime) return 'error.main';
  return display.warning ? 'warning.main' : 'text.primary';
}

/**
 * The centre of the screen, readable from the back of the room: who has the floor with a very large timer;
 * else the vote in progress with its numbers; else the caucus's timer.
 */
export function BannerCentre({ state, now, ballots = null }: { state: LiveState; now: number; ballots?: LiveBallots | null }) {
  const { t } = useTranslation();
  const { speech, caucus, vote } = state.floor;
  const centre = centreOf(state, now);
  const result = centreResult(state, now);

  if (centre === 'speech' && speech) {
    const yieldedBy = speech.yieldedBy && speech.yieldedBy !== speech.delegationId ? delegationName(state, speech.yieldedBy) : '';
    return (
      <Box sx={{ textAlign: 'center', width: '100%', minWidth: 0 }}>
        <Box sx={upperLabel}>{speech.mode === 'preguntas' ? t('banner.questions') : t('banner.speaker')}</Box>
        <Box component="p" data-testid="banner-speaker" sx={bigName}>
          {delegationName(state, speech.delegationId)}
        </Box>
        {yieldedBy && <Box sx={{ fontSize: BANNER_SIZES.body, color: 'text.secondary' }}>{t('banner.yieldedBy', { name: yieldedBy })}</Box>}
        <BigTimer display={timerAt(state, speech.timer, now)} running={speech.timer.startedAt !== null} />
      </Box>
    );
  }
  if (centre === 'caucus' && caucus) {
    return (
      <Box sx={{ textAlign: 'center', width: '100%', minWidth: 0 }}>
        <Box sx={upperLabel}>{t(`banner.modes.${caucus.kind}`)}</Box>
        {caucus.topic && <Box sx={{ ...bigName, fontSize: BANNER_SIZES.title }}>{caucus.topic}</Box>}
        <BigTimer display={timerAt(state, caucus.timer, now)} running={caucus.timer.startedAt !== null} />
      </Box>
    );
  }
  if (centre === 'vote' && vote) return <VoteInProgress state={state} vote={vote} ballots={ballots} />;
  if (result)
    return (
      <Box
        component="section"
        aria-label={t('banner.voteResult')}
        data-testid="banner-result"
        sx={{ textAlign: 'center', width: '100%', minWidth: 0, fontSize: 'clamp(20px, 6vmin, 110px)' }}
      >
        <Box sx={upperLabel}>{t('banner.voteResult')}</Box>
        <VoteResultView taken={result} full />
      </Box>
    );
  return (
    <Box sx={{ fontSize: BANNER_SIZES.title, color: 'text.secondary', fontWeight: 600, textAlign: 'center' }}>{t('banner.noSpeaker')}</Box>
  );
}

function BigTimer({ display, running }: { display: TimerDisplay; running: boolean }) {
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
        }}
      >
        {display.text}
      </Box>
      {!running && <Box sx={{ fontSize: BANNER_SIZES.body, color: 'text.secondary' }}>{t('banner.paused')}</Box>}
    </Box>
  );
}

/**
 * A vote in progress, large: what is voted, how, and (by roll call) who votes now and the tally so far; (from phones)
 * how many have voted, never who nor what (decision 036).
 */
function VoteInProgress({ state, vote, ballots }: { state: LiveState; vote: FloorVote; ballots: LiveBallots | null }) {
  const { t } = useTranslation();
  const called = vote.rollCall && calledNow(vote.rollCall);
  const cast = vote.phones && ballots?.voteId === vote.phones.voteId ? ballots.cast : null;
  return (
    <Box component="section" aria-label={t('banner.voteOpen')} sx={{ textAlign: 'center', width: '100%', minWidth: 0 }}>
      <Box sx={upperLabel}>{t('banner.voteOpen')}</Box>
      <Box component="p" sx={{ ...bigName, fontSize: BANNER_SIZES.title }}>
        {vote.subject.label}
      </Box>
      <Box sx={{ fontSize: BANNER_SIZES.body, color: 'text.secondary' }}>
        {t(`banner.voteMethods.${vote.method}`)} · {t(`banner.majorities.${vote.majority}`)}
      </Box>
      {called && (
        <Box component="p" data-testid="banner-called" sx={{ ...bigName, fontSize: BANNER_SIZES.title }}>
          {t('banner.votingNow')}: {delegationName(state, called)}
        </Box>
      )}
      {vote.phones && cast !== null && (
        <Box component="p" data-testid="banner-ballots" sx={{ ...bigName, fontSize: BANNER_SIZES.title }}>
          {t('banner.ballotsCast', { cast, eligible: vote.phones.voters.length })}
        </Box>
      )}
      {vote.tally && (
        <Box sx={{ fontSize: 'clamp(20px, 6vmin, 110px)', mt: '2vmin', mx: 'auto', maxWidth: '90vmin' }}>
          <VoteNumbers result={vote.tally} />
        </Box>
      )}
    </Box>
  );
}
