import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { delegationName, type LiveState, motionOnFloor, type RoomView, timerAt } from '@quorum/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  view: RoomView;
  state: LiveState;
  /** The server's time now (ms), from the live client's clock: timers are drawn from the server's timestamps. */
  now: number;
  /** The stream was lost and the browser is reconnecting (it resumes from the last event heard). */
  reconnecting: boolean;
  /** Where the delegation's ballot goes while a vote is open (phone ballots, PRODUCT §9). */
  ballot?: ReactNode;
  /** The digital placard: what the delegation asks the chair for (PRODUCT §9), after the vote: a ballot is a few keys away. */
  requests?: ReactNode;
}

/** The page's live region: it speaks only of changes, so it loads after the page paints (its budget, decision 035). */
const RoomAnnouncer = lazy(() => import('./room-announcer').then((m) => ({ default: m.RoomAnnouncer })));

/** A part of the page: a small heading over its content, named for screen readers by that heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ bgcolor: 'background.paper', borderRadius: 2, border: 1, borderColor: 'divider', p: 2 }}
    >
      <Typography
        id={id}
        component="h2"
        variant="overline"
        sx={{ display: 'block', lineHeight: 1.6, color: 'text.secondary', fontWeight: 700 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A delegate's room on their phone (its words are the room's screen's where they say the same, `banner.*`) (`/sala`, PRODUCT §9): the session, who speaks and the timer, the speakers list
 * with their delegation's place, the motion on the floor, an open vote and their delegation's warnings. Only what the
 * room's screen shows, plus what is the delegation's own.
 */
export function RoomScreen({ view, state, now, reconnecting, ballot, requests }: Props) {
  const { t } = useTranslation();
  const { speech, caucus, speakers, vote, speakersClosed } = state.floor;
  const own = view.delegationId;
  const place = speakers.findIndex((s) => s.delegationId === own) + 1;
  const onFloor = motionOnFloor(state);
  const ownMark = (delegationId: string) =>
    delegationId === own ? (
      <Box component="span" sx={{ fontWeight: 400 }}>
        {' '}
        ({t('room.yourDelegation')})
      </Box>
    ) : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Suspense fallback={null}>
        <RoomAnnouncer state={state} own={own} now={now} />
      </Suspense>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('room.hello', { name: view.firstName })}
        </Typography>
        <Typography color="text.secondary" data-testid="room-delegation">
          {view.delegationName} · {view.commissionName}
        </Typography>
      </Box>
      {reconnecting && (
        <Alert severity="warning" role="status">
          {t('banner.reconnecting')}
        </Alert>
      )}

      <Part id="room-session" title={t('room.session')}>
        <Typography data-testid="room-session-title" sx={{ fontWeight: 700 }}>
          {state.session ? state.session.title : t('banner.idle')}
        </Typography>
      </Part>

      <Part id="room-floor" title={speech?.mode === 'preguntas' ? t('banner.questions') : t('banner.speaker')}>
        {speech ? (
          <FloorTimer
            name={
              <>
                {delegationName(state, speech.delegationId)}
                {ownMark(speech.delegationId)}
              </>
            }
            display={timerAt(state, speech.timer, now)}
            running={speech.timer.startedAt !== null}
          />
        ) : caucus ? (
          <FloorTimer
            name={caucus.topic || t(`banner.modes.${caucus.kind}`)}
            display={timerAt(state, caucus.timer, now)}
            running={caucus.timer.startedAt !== null}
          />
        ) : (
          <Typography color="text.secondary">{t('banner.noSpeaker')}</Typography>
        )}
      </Part>

      <Part id="room-speakers" title={t('room.speakers')}>
        <Typography data-testid="room-place" sx={{ fontWeight: 700, mb: 1 }}>
          {place > 0 ? t('room.yourPlace', { place }) : t('room.notListed')}
        </Typography>
        {speakers.length === 0 ? (
          <Typography color="text.secondary">{t('banner.noSpeakers')}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {speakers.map((s) => (
              <Box
                component="li"
                key={s.id}
                aria-current={s.delegationId === own ? 'true' : undefined}
                sx={s.delegationId === own ? { fontWeight: 700, bgcolor: 'action.selected', borderRadius: 1, px: 0.5 } : { px: 0.5 }}
              >
                {delegationName(state, s.delegationId)}
                {ownMark(s.delegationId)}
              </Box>
            ))}
          </Box>
        )}
        {speakersClosed && <Typography sx={{ mt: 1 }}>{t('banner.speakersClosed')}</Typography>}
      </Part>

      {onFloor && (
        <Part id="room-motion" title={t('banner.motion')}>
          <Typography sx={{ fontWeight: 700 }}>{t(`banner.motionKinds.${onFloor.motion.kind}`)}</Typography>
          <Typography color="text.secondary">
            {t(`banner.majorities.${onFloor.majority}`)}
            {onFloor.others > 0 && ` · ${t('banner.otherMotions', { count: onFloor.others })}`}
          </Typography>
        </Part>
      )}

      {vote && (
        <Part id="room-vote" title={t('banner.voteOpen')}>
          <Typography data-testid="room-vote-title" sx={{ fontWeight: 700 }}>
            {vote.subject.label}
          </Typography>
          <Typography color="text.secondary">
            {t(`banner.voteMethods.${vote.method}`)} · {t(`banner.majorities.${vote.majority}`)}
          </Typography>
          {ballot}
        </Part>
      )}

      {requests && (
        <Part id="room-requests" title={t('room.requests.title')}>
          {requests}
        </Part>
      )}

      <Part id="room-warnings" title={t('room.warnings')}>
        {view.warnings.length === 0 ? (
          <Typography color="text.secondary">{t('room.noWarnings')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {view.warnings.map((w) => (
              <li key={`${w.at}-${w.level}`}>
                <strong>{t(`room.warningLevels.${w.level}`)}</strong>: {w.reason}
              </li>
            ))}
          </Box>
        )}
      </Part>
    </Box>
  );
}

/** Who has the floor (or the caucus) and the time left, large. */
function FloorTimer({ name, display, running }: { name: ReactNode; display: ReturnType<typeof timerAt>; running: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography data-testid="room-speaker" sx={{ fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Box
        role="timer"
        aria-label={t('banner.timer')}
        data-testid="room-timer"
        sx={{
          fontSize: '3rem',
          fontWeight: 800,
          fontVariantNumeric: 'tabular-nums',
          lineHeight: 1.1,
          color: display.overtime ? 'error.main' : display.warning ? 'warning.dark' : 'text.primary',
        }}
      >
        {display.text}
      </Box>
      {!running && <Typography color="text.secondary">{t('banner.paused')}</Typography>}
    </>
  );
}
