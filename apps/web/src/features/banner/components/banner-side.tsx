import Box from '@mui/material/Box';
import { displayTimer, type LiveState, type PendingMotion, type QueueItem } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { motionOnFloor, timerAt } from '@quorum/shared';
import { requestLabel } from '../../../lib/request-label';
import { centreOf, nextSpeakers, voteOnSide } from '../banner-view';
import { BannerPanel, oneLine, VoteNumbers, VoteResultView } from './banner-parts';

/** The place of a speaker, drawn by CSS (outside the text, so the list reads as names; the list says the order). */
const numbered = { content: 'counter(speaker) "."', color: 'text.secondary', fontVariantNumeric: 'tabular-nums', flexShrink: 0 } as const;

/** «m:ss» of a whole number of seconds. */
const clockText = (seconds: number) => displayTimer(seconds * 1000).text;

/** The side column: next speakers, the caucus, the motion on the floor, the vote and the requests waiting for the chair. */
export function BannerSide({ state, now, requests }: { state: LiveState; now: number; requests: readonly QueueItem[] }) {
  return (
    <>
      <NextSpeakers state={state} />
      <Caucus state={state} now={now} />
      <Motion state={state} />
      <Vote state={state} now={now} />
      <Requests items={requests} />
    </>
  );
}

/** The most requests the screen lists: readable from the back of the room; the rest are counted. */
const REQUESTS_SHOWN = 5;

/** The phones' requests waiting for the chair, in the order the chair takes them, with their delegations (decision 037). */
function Requests({ items }: { items: readonly QueueItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <BannerPanel title={t('banner.requests')}>
      <Box component="ol" data-testid="banner-requests" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {items.slice(0, REQUESTS_SHOWN).map((item) => (
          <Box component="li" key={item.requestId} data-testid="banner-request" sx={{ minWidth: 0 }}>
            <Box sx={{ fontWeight: 700, ...oneLine }}>{requestLabel(t, item)}</Box>
            <Box sx={{ color: 'text.secondary', ...oneLine }}>
              {item.by.name}
              {item.supporters.length > 0 &&
                ` · ${t('banner.requestSupporters', { count: item.supporters.length, names: item.supporters.map((s) => s.name).join(', ') })}`}
            </Box>
          </Box>
        ))}
      </Box>
      {items.length > REQUESTS_SHOWN && (
        <Box sx={{ color: 'text.secondary' }}>{t('banner.moreRequests', { count: items.length - REQUESTS_SHOWN })}</Box>
      )}
    </BannerPanel>
  );
}

function NextSpeakers({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  const { next, more } = nextSpeakers(state);
  if (state.floor.mode !== 'debate' && state.floor.mode !== 'caucus_moderado') return null;
  return (
    <BannerPanel title={t('banner.nextSpeakers')}>
      {next.length === 0 ? (
        <Box sx={{ color: 'text.secondary' }}>{t('banner.noSpeakers')}</Box>
      ) : (
        <Box component="ol" aria-label={t('banner.nextSpeakers')} sx={{ m: 0, p: 0, listStyle: 'none', counterReset: 'speaker' }}>
          {next.map(({ id, name }) => (
            <Box
              component="li"
              key={id}
              sx={{ display: 'flex', gap: '0.5em', minWidth: 0, counterIncrement: 'speaker', '&::before': numbered }}
            >
              <Box component="span" sx={oneLine}>
                {name}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {more > 0 && <Box sx={{ color: 'text.secondary' }}>{t('banner.moreSpeakers', { count: more })}</Box>}
      {state.floor.speakersClosed && <Box sx={{ color: 'warning.main' }}>{t('banner.speakersClosed')}</Box>}
    </BannerPanel>
  );
}

/** The caucus while a speech has the centre (between speeches, its timer takes the centre). */
function Caucus({ state, now }: { state: LiveState; now: number }) {
  const { t } = useTranslation();
  const { caucus } = state.floor;
  if (!caucus || centreOf(state, now) === 'caucus') return null;
  const display = timerAt(state, caucus.timer, now);
  return (
    <BannerPanel title={t(`banner.modes.${caucus.kind}`)}>
      {caucus.topic && <Box sx={oneLine}>{caucus.topic}</Box>}
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: '0.6em', color: 'text.secondary', minWidth: 0 }}>
        <Box
          data-testid="banner-caucus-timer"
          sx={{
            fontSize: '1.6em',
            fontWeight: 800,
            fontVariantNumeric: 'tabular-nums',
            color: display.overtime ? 'error.main' : 'text.primary',
          }}
        >
          {display.text}
        </Box>
        {caucus.timer.startedAt === null && <span>{t('banner.paused')}</span>}
        {caucus.speakerMs !== null && <Box sx={oneLine}>{t('banner.perSpeaker', { time: clockText(caucus.speakerMs / 1000) })}</Box>}
      </Box>
    </BannerPanel>
  );
}

/** What a motion is about, in a few words (the caucus's topic and times, a document's title…). */
function useMotionDetail(): (motion: PendingMotion) => string {
  const { t } = useTranslation();
  return (motion) => {
    switch (motion.kind) {
      case 'caucus_moderado':
        return `${clockText(motion.totalSeconds)} · ${t('banner.perSpeaker', { time: clockText(motion.speakerSeconds) })} · ${motion.topic}`;
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
      <Box sx={{ color: 'text.secondary', ...oneLine }}>
        {t(`banner.majorities.${onFloor.majority}`)}
        {onFloor.others > 0 && ` · ${t('banner.otherMotions', { count: onFloor.others })}`}
      </Box>
    </BannerPanel>
  );
}

/** The vote in progress when a speech has the centre, else the latest result with its numbers. */
function Vote({ state, now }: { state: LiveState; now: number }) {
  const { t } = useTranslation();
  const shown = voteOnSide(state, now);
  if (!shown) return null;
  if (shown.kind === 'open') {
    const { vote } = shown;
    return (
      <BannerPanel title={t('banner.voteOpen')}>
        <Box sx={{ fontWeight: 700, ...oneLine }}>{vote.subject.label}</Box>
        <Box sx={{ color: 'text.secondary', ...oneLine }}>
          {t(`banner.voteMethods.${vote.method}`)} · {t(`banner.majorities.${vote.majority}`)}
        </Box>
        {vote.tally && <VoteNumbers result={vote.tally} />}
      </BannerPanel>
    );
  }
  return (
    <BannerPanel title={t('banner.voteResult')}>
      <VoteResultView taken={shown.result} />
    </BannerPanel>
  );
}
