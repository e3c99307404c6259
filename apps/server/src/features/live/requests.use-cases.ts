import {
  type MotionInput,
  motionWithinCatalogue,
  orderRequests,
  PENDING_REQUESTS_PER_DELEGATION,
  type PointKind,
  parseMotion,
  type QueueItem,
  type RequestKind,
  type RequestQueue,
  type RequestStatus,
  type RoomRequest,
  type RoomRequestAnswer,
  type RoomRequestInput,
  type RoomRequests,
  type Ruling,
  requestMergeKey,
} from '@quorum/shared';
import type { RoomDevice } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { foundCommission } from '../../domain/commissions/commission-rules';
import { readMotionCatalogue } from '../../domain/event/motion-catalogue';
import { requestsTopic } from '../../lib/bus';
import { AppError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { serializeWriters } from '../../lib/xact-lock';
import { findCommissionForLive, findLatestSession, findOpenSession, findRoom } from './live.repository';
import {
  findDelegationRequests,
  findPendingRequests,
  findRequest,
  findRequestByAction,
  insertRequest,
  type RequestRow,
  setRequestsStatus,
} from './requests.repository';

/**
 * The digital placard (PRODUCT §9, decision 037). A request from a phone is not a live command: like a ballot it moves
 * neither the state's version nor the log, so a room raising placards does not answer the chair's commands with
 * `STATE_CHANGED`. Each is one transaction under the commission's writer lock; the chair's rulings on them are live
 * commands (`request.accept`, `request.rule_out`, in `live.use-cases.ts`).
 */

function motionOf(row: Pick<RequestRow, 'motion'>): MotionInput | null {
  return row.motion === null ? null : (JSON.parse(row.motion) as MotionInput);
}

/** The value of an accepted ruling, or the refusal as an AppError naming its fields. */
function allowed<T>(ruling: Ruling<T>): T {
  if (!ruling.ok) throw new AppError(ruling.code, ruling.message, ruling.fields);
  return ruling.value;
}

/** Pending identical motions of other delegations, by merge key (what a phone shows as «apoyan N»). */
function supportersByKey(pending: readonly RequestRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of pending) if (row.kind === 'motion') counts.set(row.mergeKey, (counts.get(row.mergeKey) ?? 0) + 1);
  return counts;
}

function presentRequest(row: RequestRow, supporters: ReadonlyMap<string, number>): RoomRequest {
  return {
    id: row.id,
    kind: row.kind as RequestKind,
    point: row.point as PointKind | null,
    motion: motionOf(row),
    status: row.status as RequestStatus,
    reason: row.reason,
    createdAt: row.createdAt,
    supporters: row.status === 'pending' ? Math.max(0, (supporters.get(row.mergeKey) ?? 1) - 1) : 0,
  };
}

async function presentOne(db: Executor, row: RequestRow): Promise<RoomRequest> {
  return presentRequest(row, supportersByKey(row.status === 'pending' ? await findPendingRequests(db, row.sessionId) : []));
}

/** The session requests are made in: the commission's, in progress (not suspended, not closed). */
async function sessionTakingRequests(db: Executor, commissionId: string): Promise<string> {
  const commission = foundCommission(await findCommissionForLive(db, commissionId));
  if (commission.archived) throw new AppError('COMMISSION_ARCHIVED');
  const session = await findOpenSession(db, commissionId);
  if (session?.status !== 'en_curso') throw new AppError('ROOM_REQUEST_NO_SESSION');
  return session.id;
}

/**
 * A request from the delegation's phone. A repeated action id answers its first answer; the same request still
 * waiting from the delegation (the same point, the same motion) is answered as it stands and not made twice; a
 * motion's parameters are checked by the floor's rules and the catalogue in force (a wrong one refused naming its
 * field); at most PENDING_REQUESTS_PER_DELEGATION wait at once. Announced on the bus after the commit.
 */
export async function makeRequest(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  device: RoomDevice,
  input: RoomRequestInput,
): Promise<RoomRequestAnswer> {
  const { commissionId, delegationId } = device;
  const answer = await ctx.db.transaction().execute(async (trx): Promise<RoomRequestAnswer> => {
    await serializeWriters(trx, `live:${commissionId}`);
    const earlier = await findRequestByAction(trx, commissionId, input.actionId);
    if (earlier && earlier.delegationId === delegationId) return { request: await presentOne(trx, earlier), replayed: true };
    if (earlier) throw new AppError('CONFLICT', 'Esta acción ya se usó. Vuelve a intentarlo.');
    const sessionId = await sessionTakingRequests(trx, commissionId);
    const motion =
      input.kind === 'motion'
        ? allowed(motionWithinCatalogue(allowed(parseMotion(input.motion)), (await readMotionCatalogue(trx)).catalogue))
        : null;
    const point = input.kind === 'point' ? input.point : null;
    const mergeKey = requestMergeKey({ kind: input.kind, point, motion });
    const waiting = (await findDelegationRequests(trx, sessionId, delegationId)).filter((r) => r.status === 'pending');
    const same = waiting.find((r) => r.mergeKey === mergeKey);
    if (same) return { request: await presentOne(trx, same), replayed: false };
    if (waiting.length >= PENDING_REQUESTS_PER_DELEGATION) throw new AppError('ROOM_REQUEST_TOO_MANY');
    const row: RequestRow = {
      id: newId(),
      commissionId,
      sessionId,
      delegationId,
      delegateId: device.delegateId,
      actionId: input.actionId,
      kind: input.kind,
      point,
      motion: motion && JSON.stringify(motion),
      mergeKey,
      status: 'pending',
      reason: null,
      createdAt: nowIso(),
      decidedAt: null,
    };
    await insertRequest(trx, row);
    return { request: await presentOne(trx, row), replayed: false };
  });
  if (!answer.replayed) ctx.bus.publish(requestsTopic(commissionId), delegationId).catch(() => {});
  return answer;
}

/**
 * The delegation withdraws one of its requests still waiting (from any of its phones). Withdrawn already: answered
 * as it stands; ruled on by the chair: ROOM_REQUEST_DECIDED; another delegation's: NOT_FOUND.
 */
export async function withdrawRequest(ctx: Pick<AppContext, 'db' | 'bus'>, device: RoomDevice, requestId: string): Promise<RoomRequest> {
  const { commissionId, delegationId } = device;
  const { request, changed } = await ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, `live:${commissionId}`);
    const row = await findRequest(trx, requestId);
    if (!row || row.commissionId !== commissionId || row.delegationId !== delegationId)
      throw new AppError('NOT_FOUND', 'Esa solicitud no es de tu delegación.');
    if (row.status === 'withdrawn') return { request: await presentOne(trx, row), changed: false };
    if (row.status !== 'pending') throw new AppError('ROOM_REQUEST_DECIDED');
    const withdrawn = { ...row, status: 'withdrawn', decidedAt: nowIso() };
    await setRequestsStatus(trx, [row.id], { status: withdrawn.status, reason: null, decidedAt: withdrawn.decidedAt });
    return { request: await presentOne(trx, withdrawn), changed: true };
  });
  if (changed) ctx.bus.publish(requestsTopic(commissionId), delegationId).catch(() => {});
  return request;
}

/**
 * The delegation's requests in the open session, newest first, for its phones; between sessions, those of the latest
 * session (how each ended: a request still waiting at the close lapsed with it); none before the first session.
 */
export async function readDelegationRequests(db: Executor, device: RoomDevice): Promise<RoomRequests> {
  const session = (await findOpenSession(db, device.commissionId)) ?? (await findLatestSession(db, device.commissionId));
  if (!session) return { open: false, requests: [] };
  const [own, pending] = await Promise.all([
    findDelegationRequests(db, session.id, device.delegationId),
    findPendingRequests(db, session.id),
  ]);
  const supporters = supportersByKey(pending);
  return { open: session.status === 'en_curso', requests: own.map((row) => presentRequest(row, supporters)) };
}

/** The waiting requests as the queue's items: identical motions one item (the first to move it, then its supporters). */
function queueItems(pending: readonly RequestRow[], names: ReadonlyMap<string, string>): QueueItem[] {
  const ref = (row: RequestRow) => ({ delegationId: row.delegationId, name: names.get(row.delegationId) ?? '' });
  const groups = new Map<string, RequestRow[]>();
  for (const row of pending) {
    const key = row.kind === 'motion' ? row.mergeKey : row.id;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map(([lead, ...others]) => {
    const first = lead as RequestRow;
    return {
      requestId: first.id,
      kind: first.kind as RequestKind,
      point: first.point as PointKind | null,
      motion: motionOf(first),
      by: ref(first),
      supporters: others.map(ref),
      createdAt: first.createdAt,
    };
  });
}

/** The chair's queue of the open session, in the order of precedence (`orderRequests`) with the catalogue in force. */
export async function readRequestQueue(db: Executor, commissionId: string): Promise<RequestQueue> {
  foundCommission(await findCommissionForLive(db, commissionId));
  const session = await findOpenSession(db, commissionId);
  if (!session) return { items: [] };
  const [pending, room, { catalogue }] = await Promise.all([
    findPendingRequests(db, session.id),
    findRoom(db, commissionId),
    readMotionCatalogue(db),
  ]);
  const items = queueItems(pending, new Map(room.map((d) => [d.id, d.name])));
  const ordered = orderRequests(
    items.map((item) => ({ ...item, id: item.requestId, createdAt: Date.parse(item.createdAt), item })),
    catalogue,
  );
  return { items: ordered.map((o) => o.item) };
}

/** A request the chair rules on, with the identical motions merged with it: every row the ruling decides. */
export interface RequestGroup {
  lead: RequestRow;
  motion: MotionInput | null;
  rows: RequestRow[];
}

/**
 * The waiting request `requestId` of the session and, for a motion, every identical one waiting with it (the first
 * made leads). NOT_FOUND for another commission's; ROOM_REQUEST_DECIDED once ruled on, withdrawn, or of a past session.
 */
export async function pendingRequestGroup(db: Executor, commissionId: string, sessionId: string, requestId: string): Promise<RequestGroup> {
  const row = await findRequest(db, requestId);
  if (!row || row.commissionId !== commissionId) throw new AppError('NOT_FOUND', 'La solicitud no es de esta comisión.');
  if (row.status !== 'pending' || row.sessionId !== sessionId) throw new AppError('ROOM_REQUEST_DECIDED');
  const rows =
    row.kind === 'motion'
      ? (await findPendingRequests(db, sessionId)).filter((r) => r.kind === 'motion' && r.mergeKey === row.mergeKey)
      : [row];
  const lead = rows[0] ?? row;
  return { lead, motion: motionOf(lead), rows };
}
