import {
  ballotAnswerSchema,
  delegationBallotSchema,
  ownRoomDevicesSchema,
  phoneBallotSchema,
  phoneRollCallAnsweredSchema,
  phoneRollCallAnswerSchema,
  ROOM_EVENTS_PATH,
  roomDevicesEndedSchema,
  roomDevicesSchema,
  roomPassSchema,
  roomViewSchema,
} from '@quorum/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireChairOfRoute, requireRoomDevice, roomDeviceOf } from '../../auth/guards';
import { perDeviceLimit, roomCookie } from '../../auth/room-cookie';
import { actorOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { limitedLookup, publicLookupRouteLimit } from '../../lib/public-lookups';
import { idParams, idParamsWith } from '../../lib/route-params';
import { castBallot, readDelegationBallot } from './ballots.use-cases';
import { liveStreamRegistry, replyWithLiveStream } from './live.stream.http';
import { roomPresence, roomStreamKey } from './room.presence';
import {
  answerRollCallFromPhone,
  endDelegateRoomDevices,
  endOwnRoomDevice,
  listOwnRoomDevices,
  listRoomDevices,
  openRoomPass,
  readRoomView,
} from './room.use-cases';

const tags = ['room'];

/** Open streams per device: a page and a reload overlapping, not a phone's worth of tabs. */
const STREAMS_PER_DEVICE = 2;

/** Ballots and roll-call answers per device and minute: a delegation changing its mind and a phone retrying, not a script. */
const BALLOTS_PER_DEVICE_PER_MINUTE = 30;

/**
 * The delegate's room pass (`/sala`, PRODUCT §9, decision 035): the personal link opens a device session kept in an
 * HttpOnly cookie sent only to `/api/room`; the phone reads its room page and follows its commission's live stream.
 * The chair and the Gestor see which delegations have a phone following the room, and end a delegate's sessions.
 */
export function roomRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const roomDevice = requireRoomDevice(ctx);
  const chairOfCommission = requireChairOfRoute(ctx);
  const limit = publicLookupRouteLimit(ctx);
  const secure = ctx.config.publicUrl.startsWith('https:');

  return async (app) => {
    const streams = liveStreamRegistry(ctx, app.log, STREAMS_PER_DEVICE);
    app.addHook('preClose', () => streams.closeAll());
    const presence = roomPresence(ctx, streams);

    // A personal-code look-up: limited per code and per address like the personal link (lib/public-lookups.ts).
    app.post(
      '/api/room/pass',
      { config: limit, schema: { tags, body: roomPassSchema, response: { 200: roomViewSchema } } },
      async (request, reply) => {
        const { token, view } = await limitedLookup(ctx, { page: 'room', ip: request.ip, subject: `code:${request.body.code}` }, () =>
          openRoomPass(ctx, request.body.code, request.headers['user-agent']),
        );
        reply.header('set-cookie', roomCookie(token, secure));
        return view;
      },
    );

    app.get('/api/room', { onRequest: roomDevice, schema: { tags, response: { 200: roomViewSchema } } }, async (request) =>
      readRoomView(ctx, roomDeviceOf(request)),
    );

    // The delegate leaves the room on this phone (a borrowed phone, the end of the day): its session ends and the cookie
    // goes; its open stream ends at the next heartbeat.
    app.post(
      '/api/room/leave',
      { onRequest: roomDevice, schema: { tags, response: { 200: roomDevicesEndedSchema } } },
      async (request, reply) => {
        const device = roomDeviceOf(request);
        const answer = await endOwnRoomDevice(ctx.db, device, device.deviceId);
        reply.header('set-cookie', roomCookie('', secure, 0));
        return answer;
      },
    );

    // The delegate's own phones with the room open (this one among them), and ending one of the others (a phone lost or
    // left behind): never another delegate's.
    app.get('/api/room/devices', { onRequest: roomDevice, schema: { tags, response: { 200: ownRoomDevicesSchema } } }, async (request) =>
      listOwnRoomDevices(ctx.db, roomDeviceOf(request)),
    );

    app.post(
      '/api/room/devices/:id/end',
      { onRequest: roomDevice, schema: { tags, params: idParams, response: { 200: roomDevicesEndedSchema } } },
      async (request) => endOwnRoomDevice(ctx.db, roomDeviceOf(request), request.params.id),
    );

    // The delegation's ballot in the open vote from phones (decision 036): its choice in a recorded vote, never in a secret one.
    app.get('/api/room/ballot', { onRequest: roomDevice, schema: { tags, response: { 200: delegationBallotSchema } } }, async (request) => {
      const { commissionId, delegationId } = roomDeviceOf(request);
      return readDelegationBallot(ctx.db, commissionId, delegationId);
    });

    // The delegation's ballot from its phone: the same use case as the chair's, for the device's own delegation.
    app.post(
      '/api/room/ballots',
      {
        config: perDeviceLimit(BALLOTS_PER_DEVICE_PER_MINUTE),
        onRequest: roomDevice,
        schema: { tags, body: phoneBallotSchema, response: { 200: ballotAnswerSchema } },
      },
      async (request) => {
        const device = roomDeviceOf(request);
        const input = { ...request.body, commissionId: device.commissionId, delegationId: device.delegationId };
        return castBallot(ctx, input, { kind: 'phone', ...device });
      },
    );

    // The called delegation's answer in a roll-call vote, from its phone: the chair's `vote.answer` for the device's
    // own delegation, on the open roll-call vote named only. Limited like the ballots, per device.
    app.post(
      '/api/room/roll-call-answer',
      {
        config: perDeviceLimit(BALLOTS_PER_DEVICE_PER_MINUTE),
        onRequest: roomDevice,
        schema: { tags, body: phoneRollCallAnswerSchema, response: { 200: phoneRollCallAnsweredSchema } },
      },
      async (request) => {
        const device = roomDeviceOf(request);
        const { answered, sequence } = await answerRollCallFromPhone(ctx, device, request.body, request.ip);
        // After the commit: every stream of the commission, the console's and the phones', reads the new entry.
        if (sequence !== null)
          ctx.bus
            .publish(device.commissionId, String(sequence))
            .catch((error: Error) => request.log.warn({ error }, 'live publish failed'));
        return answered;
      },
    );

    // The commission's live stream, counted per device; its right is the device session, for the room it opened in:
    // an ended device, or a delegate moved elsewhere, gets `revoked` at the next heartbeat.
    app.get(ROOM_EVENTS_PATH, { onRequest: roomDevice, schema: { tags, produces: ['text/event-stream'] } }, async (request, reply) => {
      const { deviceId, commissionId, delegationId } = roomDeviceOf(request);
      const right = async (again: FastifyRequest) => {
        await roomDevice(again);
        const now = roomDeviceOf(again);
        if (now.commissionId !== commissionId || now.delegationId !== delegationId) throw new AppError('ROOM_DEVICE_MOVED');
      };
      return replyWithLiveStream(ctx, streams, roomStreamKey(commissionId, delegationId, deviceId), commissionId, request, reply, right, [
        { ownBallots: delegationId },
        'papers',
      ]);
    });

    app.get(
      '/api/commissions/:id/room/devices',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, response: { 200: roomDevicesSchema } } },
      async (request) => listRoomDevices(ctx, request.params.id, presence),
    );

    app.delete(
      '/api/commissions/:id/delegates/:delegateId/room/devices',
      { onRequest: chairOfCommission, schema: { tags, params: idParamsWith('delegateId'), response: { 200: roomDevicesEndedSchema } } },
      async (request) => endDelegateRoomDevices(ctx, request.params.id, request.params.delegateId, actorOf(request)),
    );
  };
}
