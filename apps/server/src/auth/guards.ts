import {
  type Capability,
  CHAIR_ROLES,
  type ErrorCode,
  isOwnCommission,
  mayChairCommission,
  mayReadCommission,
  mayWriteWorkingPapers,
  type Role,
} from '@quorum/shared';
import type { FastifyRequest } from 'fastify';
import { hasCapability } from '../domain/access/access-settings';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { AppError } from '../lib/errors';
import { keptReadsPer } from '../lib/kept-reads';
import { findRoomDeviceByToken, type RoomDeviceOfToken } from '../domain/room/room-devices';
import { hashToken } from '../lib/ids';
import { isCurrentProjectionCode, projectionCodeOf } from './projection-cookie';
import { roomTokenOf } from './room-cookie';
import { loadStaff, type StaffContext, staffOf } from './staff';

/**
 * The server's access guards, all in one place: thin wrappers over the shared predicates
 * (packages/shared/src/access.ts) that throw UNAUTHENTICATED (401) or FORBIDDEN (403). Hooks (`require*`)
 * run in `onRequest`, before the body is read; `assert*` run inside handlers once the record is known.
 */

/** Throws FORBIDDEN unless the staff user's role is among `roles` (any role if empty). */
export function assertRole(staff: StaffContext, roles: readonly Role[]): void {
  if (roles.length && !roles.includes(staff.actor.role)) throw new AppError('FORBIDDEN');
}

/** Throws FORBIDDEN unless the commission is the one the staff user chairs; returns it. */
export function assertOwnCommission(staff: StaffContext, commissionId: string | null | undefined): string {
  if (!commissionId || !isOwnCommission(staff.actor, commissionId)) throw new AppError('FORBIDDEN');
  return commissionId;
}

/** Throws FORBIDDEN unless the staff user may read the commission's data. */
export function assertCanReadCommission(staff: StaffContext, commissionId: string): void {
  if (!mayReadCommission(staff.actor, commissionId)) throw new AppError('FORBIDDEN');
}

/** Throws FORBIDDEN unless the staff user may act as a chair of the commission. */
export function assertChairOf(staff: StaffContext, commissionId: string): void {
  if (!mayChairCommission(staff.actor, commissionId)) throw new AppError('FORBIDDEN');
}

/** The refusal of a capability Permisos switched off for the role: its own words where it has them, else FORBIDDEN. */
const CAPABILITY_REFUSALS: Partial<Record<Capability, ErrorCode>> = {
  'delegates.editPersonalData': 'PERSONAL_DATA_EDIT_FORBIDDEN',
};

/** Throws the capability's refusal (CAPABILITY_REFUSALS, else FORBIDDEN) unless the staff user's role has it. */
export async function assertCapability(db: Executor, staff: StaffContext, capability: Capability): Promise<void> {
  if (!(await hasCapability(db, staff.actor.role, capability))) throw new AppError(CAPABILITY_REFUSALS[capability] ?? 'FORBIDDEN');
}

/** onRequest hook: 401 without a valid staff session, 403 when the role is not among `roles` (any role if empty). */
export function requireStaff(ctx: AppContext, ...roles: Role[]) {
  return async (request: FastifyRequest) => {
    const staff = await loadStaff(ctx, request);
    if (!staff) throw new AppError('UNAUTHENTICATED');
    assertRole(staff, roles);
    request.staff = staff;
  };
}

/** onRequest hook after requireStaff: 403 without the capability. */
export function requireCapability(db: Executor, capability: Capability) {
  return async (request: FastifyRequest) => {
    if (!request.staff) throw new AppError('UNAUTHENTICATED');
    await assertCapability(db, request.staff, capability);
  };
}

/** The commission of a route's `:id`. */
function routeCommissionId(request: FastifyRequest): string {
  return (request.params as { id: string }).id;
}

/** onRequest hook: a reader of the route's commission (`:id`): any staff but a Presidente of another commission. */
export function requireReaderOfRoute(ctx: AppContext) {
  const staff = requireStaff(ctx);
  return async (request: FastifyRequest) => {
    await staff(request);
    assertCanReadCommission(staffOf(request), routeCommissionId(request));
  };
}

/** onRequest hook: the Gestor or the Presidente of the route's commission (`:id`), with the capability when given. */
export function requireChairOfRoute(ctx: AppContext, capability?: Capability) {
  const chair = requireStaff(ctx, ...CHAIR_ROLES);
  return async (request: FastifyRequest) => {
    await chair(request);
    assertChairOf(staffOf(request), routeCommissionId(request));
    if (capability) await assertCapability(ctx.db, staffOf(request), capability);
  };
}

/** onRequest hook: the Presidente of the route's commission (`:id`), who writes its working papers; the Gestor only reads them. */
export function requireWriterOfPapersOfRoute(ctx: AppContext) {
  const staff = requireStaff(ctx);
  return async (request: FastifyRequest) => {
    await staff(request);
    if (!mayWriteWorkingPapers(staffOf(request).actor, routeCommissionId(request))) throw new AppError('FORBIDDEN');
  };
}

/** The projection code of each commission read recently, kept while no commit has moved the conference's tables. */
const keptProjectionCodes = keptReadsPer<string | null>(1000);

/**
 * A commission's current projection code (null: no such commission). Read at most once per generation of the
 * conference's tables (a check-in or a live command leaves it kept): the
 * open streams of a room's screens ask again before every heartbeat (decision 011), and all of them share the read.
 */
async function currentProjectionCode(ctx: AppContext, commissionId: string): Promise<string | null> {
  const kept = keptProjectionCodes(ctx);
  const generation = ctx.generationOf(['conference'])();
  const found = kept.get(commissionId, generation);
  if (found !== undefined) return found;
  const row = await ctx.db.selectFrom('commission').select('projectionCode').where('id', '=', commissionId).executeTakeFirst();
  const code = row?.projectionCode ?? null;
  kept.set(commissionId, generation, code);
  return code;
}

/**
 * onRequest hook of a banner (`/api/banner/:id/…`): the projection cookie holding the commission's current
 * projection code, or a signed-in Gestor or Presidente of the commission; else 403 PROJECTION_CODE_INVALID.
 * A regenerated code makes the cookies of the old one fail on their next request, and ends their open streams.
 */
export function requireProjectionOrChairOfRoute(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const commissionId = routeCommissionId(request);
    const carried = projectionCodeOf(request);
    if (carried !== null && isCurrentProjectionCode(carried, await currentProjectionCode(ctx, commissionId))) return;
    const staff = await loadStaff(ctx, request);
    if (staff && mayChairCommission(staff.actor, commissionId)) {
      request.staff = staff;
      return;
    }
    throw new AppError('PROJECTION_CODE_INVALID');
  };
}

/** The phone a room request comes from (decision 035): its device session, its delegate and where they are seated now. */
export interface RoomDevice {
  deviceId: string;
  delegateId: string;
  delegationId: string;
  commissionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    roomDevice?: RoomDevice;
  }
}

/** The device session of each token read recently (null: none), kept while no commit has moved the delegates' tables. */
const keptRoomDevices = keptReadsPer<RoomDeviceOfToken | null>(5000);

/**
 * A device session by its token's hash, read at most once per generation of the delegates' tables (db/table-groups.ts):
 * a room's phones ask again before every heartbeat of their streams; ending a device, renewing a code or moving a
 * delegate write those tables, a ballot or a live command does not, nor another phone's new pass (its row is born
 * with a token nobody has asked with: `INSERTS_MOVE_NOTHING`).
 */
async function roomDeviceOfToken(ctx: AppContext, tokenHash: string): Promise<RoomDeviceOfToken | null> {
  const kept = keptRoomDevices(ctx);
  const generation = ctx.generationOf(['delegates'])();
  const found = kept.get(tokenHash, generation);
  if (found !== undefined) return found;
  const row = (await findRoomDeviceByToken(ctx.db, tokenHash)) ?? null;
  kept.set(tokenHash, generation, row);
  return row;
}

/**
 * onRequest hook of the room's API (`/api/room…`): the room cookie of an active device session whose delegate is
 * seated (a commission and a delegation, not withdrawn) → `request.roomDevice`. Refusals: ROOM_DEVICE_MISSING (no
 * cookie, or a token no session has), ROOM_DEVICE_ENDED, ROOM_PASS_UNASSIGNED. The device follows the delegate's
 * current assignment: a delegate moved to another delegation or commission reads the new one's room.
 */
export function requireRoomDevice(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const token = roomTokenOf(request);
    const row = token ? await roomDeviceOfToken(ctx, hashToken(token)) : null;
    if (!row) throw new AppError('ROOM_DEVICE_MISSING');
    if (row.endedAt !== null) throw new AppError('ROOM_DEVICE_ENDED');
    if (!row.commissionId || !row.delegationId || row.status === 'retirado') throw new AppError('ROOM_PASS_UNASSIGNED');
    request.roomDevice = {
      deviceId: row.deviceId,
      delegateId: row.delegateId,
      delegationId: row.delegationId,
      commissionId: row.commissionId,
    };
  };
}

/** The phone's device session of a request that passed requireRoomDevice. */
export function roomDeviceOf(request: FastifyRequest): RoomDevice {
  if (!request.roomDevice) throw new AppError('ROOM_DEVICE_MISSING');
  return request.roomDevice;
}
