import { z } from 'zod';
import { actionIdSchema } from './live';
import { motionInputSchema } from './procedure/motion-schema';
import { POINT_KINDS, REQUEST_KINDS, REQUEST_STATUSES } from './procedure/requests';

/**
 * The digital placard (PRODUCT §9, decision 037): from the phone a delegation asks for the floor, raises a point or a
 * right of reply, or moves a motion from the conference's catalogue; the chair's console shows one queue.
 */

const point = z.enum(POINT_KINDS, 'El punto es de privilegio personal, de orden o de información parlamentaria');

/**
 * POST /api/room/requests: what the phone asks for, with an action id (a retry answers the first answer). A motion's
 * parameters are read by the floor's own rules, so a wrong one is refused naming its field.
 */
export const roomRequestInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('floor'), actionId: actionIdSchema }),
    z.strictObject({ kind: z.literal('reply'), actionId: actionIdSchema }),
    z.strictObject({ kind: z.literal('point'), point, actionId: actionIdSchema }),
    z.strictObject({ kind: z.literal('motion'), motion: z.record(z.string(), z.unknown()), actionId: actionIdSchema }),
  ],
  'La solicitud es de palabra, punto, derecho de réplica o moción',
);
export type RoomRequestInput = z.infer<typeof roomRequestInputSchema>;

/** One request of the delegation, as its phone shows it: where it stands, and the chair's reason when out of order. */
export const roomRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(REQUEST_KINDS),
  point: point.nullable(),
  motion: motionInputSchema.nullable(),
  status: z.enum(REQUEST_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  /** Other delegations that moved the same motion and wait with it. */
  supporters: z.number(),
});
export type RoomRequest = z.infer<typeof roomRequestSchema>;

/** GET /api/room/requests: the delegation's requests in the open session, or the latest session's between sessions (`open` false). */
export const roomRequestsSchema = z.object({ open: z.boolean(), requests: z.array(roomRequestSchema) });
export type RoomRequests = z.infer<typeof roomRequestsSchema>;

/** A request sent: as it stands now, and `replayed` for an action id already answered. */
export const roomRequestAnswerSchema = z.object({ request: roomRequestSchema, replayed: z.boolean() });
export type RoomRequestAnswer = z.infer<typeof roomRequestAnswerSchema>;

/** A delegation, named. */
const delegationRef = z.object({ delegationId: z.string(), name: z.string() });

/**
 * GET /api/commissions/:id/live/requests: the chair's queue, in order. Identical motions are one item: the delegation
 * that moved it first, and the others as supporters. `requestId` is what the chair's ruling names.
 */
export const requestQueueSchema = z.object({
  items: z.array(
    z.object({
      requestId: z.string(),
      kind: z.enum(REQUEST_KINDS),
      point: point.nullable(),
      motion: motionInputSchema.nullable(),
      by: delegationRef,
      supporters: z.array(delegationRef),
      createdAt: z.string(),
    }),
  ),
});
export type RequestQueue = z.infer<typeof requestQueueSchema>;
export type QueueItem = RequestQueue['items'][number];

/** The live stream's `requests` event: the queue changed outside the log (a request made or withdrawn). */
export interface LiveRequests {
  delegationId: string;
}
