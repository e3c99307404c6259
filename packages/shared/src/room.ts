import { z } from 'zod';
import { meetsPersonalCodeSchema } from './meets';
import { WARNING_LEVELS } from './procedure/floor-schema';

/**
 * The delegate's room pass (PRODUCT §9, decision 035): the personal link opens the delegate's room page on a phone,
 * which keeps a device session (an HttpOnly cookie sent only to `/api/room`). A badge code never opens it.
 */

/** Active devices of one delegate: opening one more ends the oldest. */
export const ROOM_DEVICES_PER_DELEGATE = 3;

/** POST /api/room/pass: the personal code, or the whole personal link pasted. */
export const roomPassSchema = z.object({ code: meetsPersonalCodeSchema });
export type RoomPassInput = z.infer<typeof roomPassSchema>;

/** A warning the chair gave the delegate's delegation, not undone. */
export const roomWarningSchema = z.object({ level: z.enum(WARNING_LEVELS), reason: z.string(), at: z.string() });

/**
 * GET /api/room: who the phone belongs to, as much as its page needs — the first name to greet, the delegation and
 * the commission it follows (the device follows the delegate's current assignment), and the delegation's own
 * warnings. Never another delegate's data; the live state comes from the commission's stream.
 */
export const roomViewSchema = z.object({
  firstName: z.string(),
  delegationId: z.string(),
  delegationName: z.string(),
  commissionId: z.string(),
  commissionName: z.string(),
  warnings: z.array(roomWarningSchema),
});
export type RoomView = z.infer<typeof roomViewSchema>;

/** One delegate of a delegation, for the chair: their open device sessions and whether one follows the room now. */
export const roomDelegateDevicesSchema = z.object({
  delegateId: z.string(),
  name: z.string(),
  activeDevices: z.number(),
  connected: z.boolean(),
});

/** GET /api/commissions/:id/room/devices: per delegation of the commission, its delegates' phones. */
export const roomDevicesSchema = z.object({
  delegations: z.array(
    z.object({
      delegationId: z.string(),
      name: z.string(),
      connected: z.boolean(),
      delegates: z.array(roomDelegateDevicesSchema),
    }),
  ),
});
export type RoomDevices = z.infer<typeof roomDevicesSchema>;

/**
 * GET /api/room/devices: the delegate's own phones with the room open, newest first — a label from the browser
 * («Chrome · Android») and since when; `current` is the phone asking. Nothing of any other delegate.
 */
export const ownRoomDevicesSchema = z.object({
  devices: z.array(z.object({ id: z.string(), label: z.string(), createdAt: z.string(), current: z.boolean() })),
});
export type OwnRoomDevices = z.infer<typeof ownRoomDevicesSchema>;

/** DELETE …/room/devices: how many device sessions were ended. */
export const roomDevicesEndedSchema = z.object({ ended: z.number() });
export type RoomDevicesEnded = z.infer<typeof roomDevicesEndedSchema>;
