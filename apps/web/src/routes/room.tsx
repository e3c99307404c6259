import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ROOM_EVENTS_PATH, routePath } from '@quorum/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PublicPage } from '../components/public-page';
import { useLive, useServerNow } from '../features/live/use-live';
import { isWithoutPass, roomQuery, useOpenRoomPass } from '../features/room/api';
import { RoomBallot } from '../features/room/components/room-ballot';
import { RoomDevices } from '../features/room/components/room-devices';
import { RoomRollCall } from '../features/room/components/room-roll-call';
import { RoomLeave } from '../features/room/components/room-leave';
import { RoomPassForm } from '../features/room/components/room-pass-form';
import { RoomScreen } from '../features/room/components/room-screen';
import { isApiError } from '../lib/api';
import { useErrorMessage } from '../lib/errors';

/** The digital placard loads after the page paints: the room is read before anything is asked (its budget, decision 035). */
const RoomRequests = lazy(() => import('../features/room/components/room-requests').then((m) => ({ default: m.RoomRequests })));

/** A line that says what the page is waiting for, read out by screen readers. */
function Waiting({ children }: { children: string }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}

/**
 * /sala: a delegate's room on their phone (PRODUCT §9, decision 035). `?code=` (from the personal link's page)
 * exchanges the personal code for a device session, kept in a cookie the page never reads, and the code leaves the
 * address at once; then the page follows the commission live with the same client as the room's screen. Without a
 * device session it asks for the personal link.
 */
export default function RoomPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const exchange = useOpenRoomPass();
  // The code of the address, kept only here: the address drops it before the exchange is sent.
  const [fromUrl] = useState(() => params.get('code')?.trim() ?? '');
  const exchanged = useRef(false);
  useEffect(() => {
    if (!fromUrl || exchanged.current) return;
    exchanged.current = true;
    navigate('/sala', { replace: true });
    exchange.mutate(fromUrl);
  }, [fromUrl, navigate, exchange]);
  const exchanging = fromUrl !== '' && (exchange.isIdle || exchange.isPending);

  const [warnings, setWarnings] = useState(0);
  const room = useQuery(roomQuery(warnings, !exchanging));
  const view = room.isError && isWithoutPass(room.error) ? undefined : room.data;
  // Per delegation: a delegate moved to another one follows the new room on a new stream.
  const feed = useLive(view ? `${ROOM_EVENTS_PATH}?delegation=${encodeURIComponent(view.delegationId)}` : null);
  const now = useServerNow(feed.clock, 200);
  const counted = view ? (feed.state?.floor.warnings[view.delegationId] ?? 0) : 0;
  useEffect(() => setWarnings(counted), [counted]);
  // The server ended the stream (the device ended, the delegate moved) or refused it (ended meanwhile): ask again what
  // this phone may read, so an ended session says so instead of reconnecting for ever.
  useEffect(() => {
    if (feed.error) void client.invalidateQueries({ queryKey: ['room'] });
  }, [feed.error, client]);

  // The page's frame, its title and what it is for: painted from the HTML while the phone's pass is read, and kept for
  // the personal link's form, so the largest paint does not wait for the scripts and the answer (bench/RESULTS.md).
  const frame = (children: ReactNode) => (
    <PublicPage title={t('routes.room')} intro={t('room.about')} maxWidth={560} card={false}>
      {children}
    </PublicPage>
  );
  if (exchanging) return frame(<Waiting>{t('room.opening')}</Waiting>);
  if (room.isError && isWithoutPass(room.error)) {
    const refusedCode = exchange.isError ? fromUrl : '';
    // Ended or unseated says why; a phone that never had the room only gets the form.
    const ended = !isApiError(room.error, 'ROOM_DEVICE_MISSING');
    return frame(
      <>
        {ended && (
          <Typography role="alert" sx={{ mb: 2, fontWeight: 700 }}>
            {errorMessage(room.error)}
          </Typography>
        )}
        <Typography sx={{ mb: 2 }}>{t('room.intro')}</Typography>
        <RoomPassForm initial={refusedCode} initialError={exchange.isError ? exchange.error : undefined} />
      </>,
    );
  }
  if (room.isError)
    return (
      <PublicPage title={t('routes.room')} maxWidth={560} card={false}>
        <Typography role="alert">{errorMessage(room.error)}</Typography>
        <Button onClick={() => void room.refetch()} sx={{ mt: 2 }}>
          {t('common.retry')}
        </Button>
      </PublicPage>
    );
  if (!view || !feed.state) return frame(<Waiting>{t('room.connecting')}</Waiting>);
  // A vote from phones: its ballots id, new at every opening (an undone vote's ballots never carry over).
  const phoneVote = feed.state.floor.vote?.phones?.voteId;
  // A roll-call vote: the called delegation answers from its phone, the others see who is called.
  const rollCallVote = feed.state.floor.vote?.rollCall ? feed.state.floor.vote : null;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 2 }}>
      <RoomScreen
        view={view}
        state={feed.state}
        now={now}
        reconnecting={feed.connection === 'reconnecting'}
        requests={
          <Suspense fallback={null}>
            <RoomRequests state={feed.state} />
          </Suspense>
        }
        ballot={
          phoneVote ? (
            <RoomBallot key={phoneVote} voteId={phoneVote} heard={feed.ownBallotHeard} />
          ) : rollCallVote ? (
            <RoomRollCall key={rollCallVote.id} vote={rollCallVote} delegationId={view.delegationId} />
          ) : undefined
        }
      />
      <Box sx={{ textAlign: 'center', mt: 3 }}>
        <Button component={RouterLink} to={routePath('roomPapers')} variant="outlined">
          {t('routes.roomPapers')}
        </Button>
      </Box>
      <RoomDevices />
      <RoomLeave />
    </Box>
  );
}
