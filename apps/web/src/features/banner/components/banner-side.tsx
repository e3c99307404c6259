import Box from '@mui/material/Box';
import { displayTimer, type LiveState, type PendingMotion, type VoteResult } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { BANNER_COLORS } from '../banner-theme';
import { motionOnFloor, nextSpeakers, timerAt, voteOnScreen } from '../banner-view';
import { BannerPanel, oneLine } from './banner-parts';

/** «m:ss» of a whole number of seconds. */
const clockText = (seconds: number) => displayTimer(seconds * 1000).text;

/** The side column: next speakers, the caucus, the motion on the floor and the vote. */
export function BannerSide({ state, now }: { state: LiveState; now: number }) {
  return (
    <>
      <NextSpeakers state={state} />
      <Caucus state={state} now={now} />
      <Motion state={state} />
      <Vote state={state} />
    </>
  );
}

function NextSpeakers({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  const { names, more } = nextSpeakers(state);
  if (state.floor.mode !== 'debate' && state.floor.mode !== 'caucus_moderado') return null;
  return (
    <BannerPanel title={t('banner.nextSpeakers')}>
      {names.length === 0 ? (
        <Box sx={{ color: 'text.secondary' }}>{t('banner.noSpeakers')}</Box>
      ) : (
        <Box component="ol" aria-label={t('banner.nextSpeakers')} sx={{ m: 0, pl: '1.2em' }}>
          {names.map((name, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a place in the list (one delegation is listed once).
            <Box component="li" key={i} sx={oneLine}>
              {name}
            </Box>
          ))}
        </Box>
      )}
      {more > 0 && <Box sx={{ color: 'text.secondary' }}>{t('banner.moreSpeakers', { count: more })}</Box>}
      {state.floor.speakersClosed && <Box sx={{ color: BANNER_COLORS.warning }}>{t('banner.speakersClosed')}</Box>}
    </BannerPanel>
  );
}

function Caucus({ state, now }: { state: LiveState; now: number }) {
  const { t } = useTranslation();
  const { caucus } = state.floor;
  if (!caucus) return null;
  const display = timerAt(state, caucus.timer, now);
  return (
    <BannerPanel title={t(`banner.modes.${caucus.kind}`)}>
      {caucus.topic && <Box sx={oneLine}>{caucus.topic}</Box>}
      <Box
        data-testid="banner-caucus-timer"
        sx={{
          fontSize: '1.6em',
          fontWeight: 800,
          fontVariantNumeric: 'tabular-nums',
          color: display.overtime ? BANNER_COLORS.overtime : 'inherit',
        }}
      >
        {display.text}
        {caucus.timer.startedAt === null && (
          <Box component="span" sx={{ fontSize: '0.5em', fontWeight: 600, color: 'text.secondary', ml: '0.6em' }}>
            {t('banner.paused')}
          </Box>
        )}
      </Box>
      {caucus.speakerMs !== null && (
        <Box sx={{ color: 'text.secondary' }}>{t('banner.perSpeaker', { time: clockText(caucus.speakerMs / 1000) })}</Box>
      )}
    </BannerPanel>
  );
}

/** What a motion is about, in a few words (the caucus's topic and times, a document's title…). */
function useMotionDetail(): (motion: PendingMotion) => string {
  const { t } = useTranslation();
  return (motion) => {
    switch (motion.kind) {
      case 'caucus_moderado':
        return [motion.topic, clockText(motion.totalSeconds), t('banner.perSpeaker', { time: clockText(motion.speakerSeconds) })].join(
          ' · ',
        );
      case 'caucus_no_moderado':
      case 'extension_caucus':
        return clockText(motion.totalSeconds);
      case 'introduccion_proyecto':
        return motion.title;
      case 'otra':
        return motion.description;
      default:
        return '';
    }
  };
}

function Motion({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  const detailOf = useMotionDetail();
  const onFloor = motionOnFloor(state);
  if (!onFloor) return null;
  const detail = detailOf(onFloor.motion);
  return (
    <BannerPanel title={t('banner.motion')}>
      <Box sx={{ fontWeight: 700, ...oneLine }}>{t(`banner.motionKinds.${onFloor.motion.kind}`)}</Box>
      {detail && <Box sx={oneLine}>{detail}</Box>}
      <Box sx={{ color: 'text.secondary' }}>
        {t(`banner.majorities.${onFloor.majority}`)}
        {onFloor.others > 0 && ` · ${t('banner.otherMotions', { count: onFloor.others })}`}
      </Box>
    </BannerPanel>
  );
}

/** A favor, en contra, abstenciones and the votes a favor needed. */
function Numbers({ result }: { result: VoteResult }) {
  const { t } = useTranslation();
  const cell = (label: string, value: number, testId: string) => (
    <Box sx={{ textAlign: 'center' }}>
      <Box data-testid={testId} sx={{ fontSize: '1.7em', fontWeight: 800, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}>
        {value}
      </Box>
      <Box sx={{ fontSize: '0.6em', color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.05em' }}>{label}</Box>
    </Box>
  );
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '1vmin', my: '0.6vmin' }}>
        {cell(t('banner.yes'), result.yes, 'vote-yes')}
        {cell(t('banner.no'), result.no, 'vote-no')}
        {cell(t('banner.abstain'), result.abstain, 'vote-abstain')}
      </Box>
      <Box sx={{ color: 'text.secondary' }}>
        {t('banner.required', { count: result.required })}
        {result.pending > 0 && ` · ${t('banner.pending', { count: result.pending })}`}
      </Box>
    </>
  );
}

function Vote({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  const shown = voteOnScreen(state);
  if (!shown) return null;
  if (shown.kind === 'open') {
    const { vote } = shown;
    return (
      <BannerPanel title={t('banner.voteOpen')}>
        <Box sx={{ fontWeight: 700, ...oneLine }}>{vote.subject.label}</Box>
        <Box sx={{ color: 'text.secondary' }}>
          {t(`banner.voteMethods.${vote.method}`)} · {t(`banner.majorities.${vote.majority}`)}
        </Box>
        {vote.tally && <Numbers result={vote.tally} />}
      </BannerPanel>
    );
  }
  const { result, subject } = shown.result;
  return (
    <BannerPanel title={t('banner.voteResult')}>
      <Box sx={{ fontWeight: 700, ...oneLine }}>{subject.label}</Box>
      <Box
        data-testid="vote-outcome"
        sx={{ fontSize: '1.5em', fontWeight: 800, color: result.passed ? BANNER_COLORS.good : BANNER_COLORS.overtime }}
      >
        {result.passed ? t('banner.passed') : t('banner.failed')}
      </Box>
      <Numbers result={result} />
      {result.vetoes.length > 0 && (
        <Box sx={{ color: BANNER_COLORS.overtime, ...oneLine }}>
          {t('banner.vetoes', { names: result.vetoes.map((v) => v.name).join(', ') })}
        </Box>
      )}
    </BannerPanel>
  );
}
