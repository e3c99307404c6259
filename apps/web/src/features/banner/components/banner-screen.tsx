import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/material/styles/ThemeProviderNoVars';
import type { BannerAppearance, LiveBallots, LiveState, QueueItem, ScheduledSession } from '@quorum/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerCommission, BannerMeetsCode } from '../api';
import { formatDayAndTime } from '../../../lib/format';
import { useMomentText } from '../../../lib/use-moment-text';
import { bannerLook } from '../banner-theme';
import { FullscreenToggle, ReconnectingChip } from './banner-chrome';
import { BannerFooter } from './banner-footer';
import { BANNER_SIZES, oneLine } from './banner-parts';
import { BannerSide } from './banner-side';
import { BannerCentre } from './banner-centre';

/**
 * The whole viewport, in the chair's banner appearance (dark by default), never scrolling: a fixed box the
 * size of the window with everything inside clipped, so no content (a long name, a full list) can bring a
 * scrollbar to the room's screen.
 */
function BannerFrame({ children, appearance }: { children: ReactNode; appearance?: BannerAppearance }) {
  const look = bannerLook(appearance);
  return (
    <ThemeProvider theme={look.theme}>
      <CssBaseline />
      <Box
        component="main"
        sx={{
          position: 'fixed',
          inset: 0,
          overflow: 'hidden',
          bgcolor: 'background.default',
          color: 'text.primary',
          '--banner-scale': look.scale,
          p: BANNER_SIZES.pad,
          display: 'grid',
          gap: BANNER_SIZES.gap,
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 34vw)',
          gridTemplateRows: 'auto minmax(0, 1fr) auto',
          gridTemplateAreas: '"top top" "centre side" "bottom bottom"',
        }}
      >
        {children}
      </Box>
    </ThemeProvider>
  );
}

/** A message in the middle of the room's screen (connecting, no access). */
export function BannerMessage({ children }: { children: ReactNode }) {
  return (
    <BannerFrame>
      <Box
        sx={{
          gridArea: '1 / 1 / -1 / -1',
          alignSelf: 'center',
          textAlign: 'center',
          fontSize: BANNER_SIZES.title,
          fontWeight: 700,
          px: '6vmin',
        }}
      >
        {children}
      </Box>
    </BannerFrame>
  );
}

export interface BannerScreenProps {
  commission: BannerCommission;
  state: LiveState;
  /** The server's time now (ms), from the live stream's clock. */
  now: number;
  /** Whether the live link is up; the last state stays on screen while it is not. */
  connected: boolean;
  meetsCode: BannerMeetsCode | null;
  /** Where delegates check in, as shown beside the code («sala.example/meets»). */
  meetsUrl: string;
  /** Press headlines of the commission, shown while no session is open. */
  headlines?: readonly BannerHeadline[];
  /** The latest count of ballots the stream announced (a vote from phones: «Votos emitidos N de M»). */
  ballots?: LiveBallots | null;
  /** The phones' requests waiting for the chair, in the console's order (decision 037). */
  requests?: readonly QueueItem[];
}

/** A press headline on the idle screen. */
interface BannerHeadline {
  title: string;
  summary: string | null;
}

const NO_REQUESTS: readonly QueueItem[] = [];

/** The room's screen (PRODUCT §3 `/banner/{id}`): read from the back of the room, live. */
export function BannerScreen({
  commission,
  state,
  now,
  connected,
  meetsCode,
  meetsUrl,
  headlines = [],
  ballots = null,
  requests = NO_REQUESTS,
}: BannerScreenProps) {
  const { t } = useTranslation();
  const { session } = state;
  const topic = session?.topic || commission.topics.join(' · ');
  return (
    <BannerFrame appearance={commission.banner}>
      <Box component="header" sx={{ gridArea: 'top', display: 'flex', alignItems: 'center', gap: BANNER_SIZES.pad, minWidth: 0 }}>
        {session && (
          <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
            <Box component="h1" sx={{ m: 0, fontSize: BANNER_SIZES.title, fontWeight: 800, lineHeight: 1.15, ...oneLine }}>
              {commission.name}
            </Box>
            {topic && <Box sx={{ fontSize: BANNER_SIZES.body, color: 'text.secondary', ...oneLine }}>{topic}</Box>}
          </Box>
        )}
        {session && (
          <Box sx={{ display: 'flex', gap: '1vmin', flexShrink: 0 }}>
            {session.status === 'suspendida' && <ModeChip label={t('banner.suspended')} color="warning.main" />}
            <ModeChip label={t(`banner.modes.${state.floor.mode}`)} color="text.primary" />
          </Box>
        )}
      </Box>

      {session ? (
        <>
          <Box
            sx={{
              gridArea: 'centre',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              minWidth: 0,
              minHeight: 0,
              overflow: 'hidden',
            }}
          >
            <BannerCentre state={state} now={now} ballots={ballots} />
          </Box>
          {/* A column that wraps: a panel that does not fit moves, whole, to a second column outside the screen. */}
          <Box
            sx={{
              gridArea: 'side',
              display: 'flex',
              flexDirection: 'column',
              flexWrap: 'wrap',
              alignContent: 'flex-start',
              columnGap: '10vmin',
              rowGap: BANNER_SIZES.gap,
              minHeight: 0,
              overflow: 'hidden',
            }}
          >
            <BannerSide state={state} now={now} requests={requests} />
          </Box>
        </>
      ) : (
        <BannerIdle commission={commission} topic={topic} next={state.nextSession} headlines={headlines} />
      )}

      <BannerFooter state={state} now={now} meetsCode={meetsCode} meetsUrl={meetsUrl} />
      {!connected && <ReconnectingChip />}
      <FullscreenToggle />
    </BannerFrame>
  );
}

/** A chip outlined in a colour of the palette (`warning.main`, `text.primary`). */
function ModeChip({ label, color }: { label: string; color: string }) {
  return (
    <Box
      component="span"
      sx={{
        border: '0.35vmin solid',
        borderColor: color,
        color,
        borderRadius: 99,
        px: '2vmin',
        py: '0.5vmin',
        fontSize: BANNER_SIZES.body,
        fontWeight: 700,
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}

/** The most headlines the idle screen shows: readable from the back of the room. */
const IDLE_HEADLINES = 3;

/**
 * No session open: the commission and its topic fill the screen, with its room, and that no session is in
 * progress; below, the press headlines of the commission.
 */
function BannerIdle({
  commission,
  topic,
  next,
  headlines,
}: {
  commission: BannerCommission;
  topic: string;
  /** The commission's next scheduled session, or null: nothing is said then. */
  next: ScheduledSession | null;
  headlines: readonly BannerHeadline[];
}) {
  const { t } = useTranslation();
  const nextAt = useMomentText(next?.startsAt, formatDayAndTime);
  return (
    <Box data-testid="banner-idle" sx={{ gridRow: 2, gridColumn: '1 / -1', alignSelf: 'center', textAlign: 'center', minWidth: 0 }}>
      <Box sx={{ fontSize: BANNER_SIZES.body, fontWeight: 700, color: 'text.secondary' }}>{t('banner.idle')}</Box>
      <Box component="h1" sx={{ m: 0, fontSize: BANNER_SIZES.speaker, fontWeight: 800, lineHeight: 1.15 }}>
        {commission.name}
      </Box>
      {topic && <Box sx={{ fontSize: BANNER_SIZES.title, fontWeight: 600, mt: '1vmin' }}>{topic}</Box>}
      {commission.room && (
        <Box sx={{ fontSize: BANNER_SIZES.body, color: 'text.secondary', mt: '1vmin' }}>{t('banner.room', { room: commission.room })}</Box>
      )}
      {next && (
        <Box data-testid="banner-next-session" sx={{ fontSize: BANNER_SIZES.title, fontWeight: 700, mt: '4vmin' }}>
          {t('banner.nextSession', { title: next.title, at: nextAt })}
        </Box>
      )}
      {headlines.length > 0 && (
        <Box
          component="section"
          aria-label={t('banner.news')}
          data-testid="banner-news"
          sx={{ mt: '5vmin', textAlign: 'left', mx: 'auto', maxWidth: '90%' }}
        >
          <Box
            sx={{
              fontSize: BANNER_SIZES.label,
              fontWeight: 700,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              color: 'text.secondary',
            }}
          >
            {t('banner.news')}
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {headlines.slice(0, IDLE_HEADLINES).map((headline) => (
              <Box component="li" key={headline.title} sx={{ mt: '1.5vmin', fontSize: BANNER_SIZES.body, fontWeight: 700, ...oneLine }}>
                {headline.title}
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
