import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LiveState, POINT_KINDS, type RoomRequest, type RoomRequestInput } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newActionId } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/errors';
import { requestLabel } from '../../../lib/request-label';
import { roomRequestsQuery, useMakeRequest, useWithdrawRequest } from '../api';

/** A request as the page asks it, before its action id. */
type Asked = RoomRequestInput extends infer R ? (R extends unknown ? Omit<R, 'actionId'> : never) : never;

/** The motion's form loads when the delegate opens it: the page paints without it (its budget, decision 035). */
const RoomMotionForm = lazy(() => import('./room-motion-form').then((m) => ({ default: m.RoomMotionForm })));

/** One of the delegation's requests: what it asks, where it stands, the chair's reason, and «Retirar» while waiting. */
function OwnRequest({ request }: { request: RoomRequest }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawRequest();
  const label = requestLabel(t, request);
  return (
    <Box component="li" sx={{ py: 0.5 }} data-testid="room-request">
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      {' · '}
      <Typography component="span" data-testid="room-request-status">
        {t(`room.requests.status.${request.status}`)}
      </Typography>
      {request.reason && <Typography variant="body2">{t('room.requests.reason', { reason: request.reason })}</Typography>}
      {request.supporters > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('room.requests.supporters', { count: request.supporters })}
        </Typography>
      )}
      {request.status === 'pending' && (
        <Button
          size="small"
          aria-label={t('room.requests.withdrawOf', { request: label })}
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(request.id)}
        >
          {t('room.requests.withdraw')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The digital placard on the delegate's phone (PRODUCT §9, decision 037): ask for the floor, raise a point or a
 * right of reply, move a motion from the catalogue; then the delegation's requests with where each stands. A request
 * goes with an action id, sent again with the same one while the network fails. Its requests are read again when the
 * state moves only while one of them waits for the chair, so a room of phones does not read at every command.
 */
export function RoomRequests({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('any');
  const [choosing, setChoosing] = useState<'point' | 'motion' | null>(null);
  const make = useMakeRequest();
  // The version the requests were last read at: it follows the state's only while one of them waits.
  const [readAt, setReadAt] = useState(0);
  const requests = useQuery(roomRequestsQuery(`${state.session?.id ?? ''}:${readAt}`));
  const own = requests.data?.requests ?? [];
  const waiting = own.some((r) => r.status === 'pending');
  useEffect(() => {
    if (waiting) setReadAt(state.version);
  }, [waiting, state.version]);

  const list = own.length > 0 && (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {t(state.session ? 'room.requests.yours' : 'room.requests.yoursLast')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {own.map((request) => (
          <OwnRequest key={request.id} request={request} />
        ))}
      </Box>
    </Box>
  );
  // Suspended or closed: no new request; what the delegation asked stays in view (lapsed once the session closed).
  if (state.session?.status !== 'en_curso')
    return (
      <Stack spacing={1.5}>
        <Typography color="text.secondary">{t('room.requests.closed')}</Typography>
        {list}
      </Stack>
    );
  const send = (input: Asked) => make.mutate({ ...input, actionId: newActionId() }, { onSuccess: () => setChoosing(null) });
  return (
    <Stack spacing={1.5}>
      {choosing === null && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <Button variant="contained" disabled={make.isPending} onClick={() => send({ kind: 'floor' })}>
            {t('room.requests.floor')}
          </Button>
          <Button variant="outlined" onClick={() => setChoosing('point')}>
            {t('room.requests.point')}
          </Button>
          <Button variant="outlined" disabled={make.isPending} onClick={() => send({ kind: 'reply' })}>
            {t('room.requests.reply')}
          </Button>
          <Button variant="outlined" onClick={() => setChoosing('motion')}>
            {t('room.requests.motion')}
          </Button>
        </Box>
      )}
      {choosing === 'point' && (
        <Stack spacing={1} role="group" aria-label={t('room.requests.choosePoint')}>
          {POINT_KINDS.map((point) => (
            <Button key={point} variant="outlined" disabled={make.isPending} onClick={() => send({ kind: 'point', point })}>
              {t(`room.requests.points.${point}`)}
            </Button>
          ))}
          <Button onClick={() => setChoosing(null)}>{t('room.requests.cancel')}</Button>
        </Stack>
      )}
      {choosing === 'motion' && (
        <Suspense fallback={null}>
          <RoomMotionForm
            catalogue={state.catalogue}
            busy={make.isPending}
            onSubmit={(motion) => send({ kind: 'motion', motion })}
            onCancel={() => setChoosing(null)}
          />
        </Suspense>
      )}
      <Typography role="status" aria-live="polite" variant="body2">
        {make.isPending ? t('room.requests.sending') : ''}
      </Typography>
      {make.isError && <Alert severity="error">{errorMessage(make.error)}</Alert>}
      {list}
    </Stack>
  );
}
