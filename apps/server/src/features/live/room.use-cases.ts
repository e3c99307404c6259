import { findCommissionDelegations } from '../../domain/commissions/commission-delegations';
import {
  normalizePersonalCode,
  type OwnRoomDevices,
  type PhoneRollCallAnswered,
  type PhoneRollCallAnswerInput,
  ROOM_DEVICES_PER_DELEGATE,
  type RoomDevices,
  type RoomDevicesEnded,
  type RoomView,
} from '@quorum/shared';
import type { RoomDevice } from '../../auth/guards';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { findDelegateByCode } from '../../domain/delegates/delegates.store';
import { endRoomDevices } from '../../domain/room/room-devices';
import { type Actor, recordAudit } from '../../lib/audit';
import { deviceLabel } from '../../lib/device-label';
import { AppError } from '../../lib/errors';
import { hashToken, newId, newSecretToken } from '../../lib/ids';
import { serializeWriters } from '../../lib/xact-lock';
import { runCommand } from './live.use-cases';
import { warningsByDelegation } from '../../domain/live/session-record';
import type { RoomPresence } from './room.presence';
import {
  endReplacedRoomDevices,
  findActiveDeviceDelegates,
  findActiveRoomDevices,
  findDelegateIdByBadgeCode,
  findDelegateInCommission,
  findRoomNames,
  findSeatedDelegatesWithDevices,
  insertRoomDevice,
} from './room.repository';

/** The longest device label kept. */
const LABEL_MAX = 40;

/** A device's label from its user agent (lib/device-label.ts), or the printable part of an agent not recognised. */
function roomDeviceLabel(userAgent: string | undefined): string {
  const label = deviceLabel(userAgent) ?? (userAgent ?? '').replace(/[^\x20-\x7e]/g, '').trim();
  return (label || 'Navegador').slice(0, LABEL_MAX);
}

/**
 * Opens a room pass with a personal code (decision 035): a new device session of the delegate it names, whose token
 * only the answer's cookie carries. A badge code (public, printed) opens nothing and says so; an unknown code, and a
 * delegate without a commission and a delegation (or withdrawn), each get their own refusal. At most
 * ROOM_DEVICES_PER_DELEGATE sessions stay active: the newest are kept and older ones end, under a lock per delegate,
 * so concurrent passes never leave more.
 */
export async function openRoomPass(
  ctx: AppContext,
  code: string,
  userAgent: string | undefined,
): Promise<{ token: string; view: RoomView }> {
  const delegate = await findDelegateByCode(ctx.db, code);
  if (!delegate) {
    const badge = await findDelegateIdByBadgeCode(ctx.db, normalizePersonalCode(code));
    throw new AppError(badge ? 'ROOM_PASS_BADGE_CODE' : 'ROOM_PASS_UNKNOWN');
  }
  const { commissionId, delegationId } = delegate;
  if (!commissionId || !delegationId || delegate.status === 'retirado') throw new AppError('ROOM_PASS_UNASSIGNED');
  const token = newSecretToken();
  const device = { deviceId: newId(), delegateId: delegate.id, commissionId, delegationId };
  await ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, `room-pass:${delegate.id}`);
    await insertRoomDevice(trx, {
      id: device.deviceId,
      delegateId: delegate.id,
      tokenHash: hashToken(token),
      label: roomDeviceLabel(userAgent),
    });
    const others = (await findActiveRoomDevices(trx, delegate.id)).filter((d) => d.id !== device.deviceId);
    await endReplacedRoomDevices(
      trx,
      others.slice(ROOM_DEVICES_PER_DELEGATE - 1).map((d) => d.id),
    );
  });
  return { token, view: await readRoomView(ctx, device) };
}

/**
 * The room page of a device: the delegate's first name (for «Hola, …»), their delegation and commission, and the
 * warnings given to their delegation (not undone), nothing of any other delegate.
 */
export async function readRoomView(ctx: AppContext, device: RoomDevice): Promise<RoomView> {
  const names = await findRoomNames(ctx.db, device.delegateId, device.delegationId, device.commissionId);
  if (!names) throw new AppError('ROOM_PASS_UNASSIGNED');
  const given = (await warningsByDelegation(ctx.db, device.commissionId)).get(device.delegationId) ?? [];
  const warnings = given.map(({ level, reason, at }) => ({ level, reason, at }));
  return {
    firstName: names.firstNames.trim().split(/\s+/)[0] ?? '',
    delegationId: device.delegationId,
    delegationName: names.delegationName,
    commissionId: device.commissionId,
    commissionName: names.commissionName,
    warnings,
  };
}

/** For the chair: per delegation of the commission, its seated delegates' active device sessions and who follows the room now. */
export async function listRoomDevices(ctx: AppContext, commissionId: string, presence: RoomPresence): Promise<RoomDevices> {
  const [delegations, delegates, connected] = await Promise.all([
    findCommissionDelegations(ctx.db, commissionId),
    findSeatedDelegatesWithDevices(ctx.db, commissionId),
    presence.connectedDevices(commissionId),
  ]);
  const connectedDelegates = new Set(await findActiveDeviceDelegates(ctx.db, [...connected]));
  return {
    delegations: delegations.map((delegation) => {
      const own = delegates
        .filter((d) => d.delegationId === delegation.id)
        .map((d) => ({
          delegateId: d.id,
          name: `${d.firstNames} ${d.lastNames}`,
          activeDevices: Number(d.activeDevices),
          connected: connectedDelegates.has(d.id),
        }));
      return { delegationId: delegation.id, name: delegation.name, connected: own.some((d) => d.connected), delegates: own };
    }),
  };
}

/**
 * The chair or the Gestor ends a delegate's device sessions (a lost phone, a pass shared): audited; the phones' open
 * streams end at their next heartbeat. NOT_FOUND for a delegate not seated in the commission.
 */
export async function endDelegateRoomDevices(
  ctx: AppContext,
  commissionId: string,
  delegateId: string,
  actor: Actor,
): Promise<RoomDevicesEnded> {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await findDelegateInCommission(trx, delegateId, commissionId)))
      throw new AppError('NOT_FOUND', 'El delegado no está en esta comisión.');
    const ended = await endRoomDevices(trx, { delegateId }, actor.uid, 'staff');
    await recordAudit(trx, actor, { action: 'delegate.room_devices_ended', entity: 'delegate', entityId: delegateId, after: { ended } });
    return { ended };
  });
}

/** The delegate's phones with the room open (this one among them, `current`), newest first: a label and since when. */
export async function listOwnRoomDevices(db: Executor, device: RoomDevice): Promise<OwnRoomDevices> {
  const rows = await findActiveRoomDevices(db, device.delegateId);
  return { devices: rows.map((row) => ({ id: row.id, label: row.label, createdAt: row.createdAt, current: row.id === device.deviceId })) };
}

/**
 * The delegate ends the room on one of their phones: this one (leaving, `left`) or another (a phone lost or left
 * behind, `other_phone`). Not audited (the delegate's own, no staff actor). A device that is not theirs, or ended
 * already, ends nothing (`ended: 0`).
 */
export async function endOwnRoomDevice(db: Executor, device: RoomDevice, deviceId: string): Promise<RoomDevicesEnded> {
  const reason = deviceId === device.deviceId ? 'left' : 'other_phone';
  return { ended: await endRoomDevices(db, { delegateId: device.delegateId, deviceId }, null, reason) };
}

/**
 * The called delegation answers a roll-call vote from its phone (PRODUCT §9): the chair's own command (`vote.answer`)
 * for the device's delegation, applied on the current version but only while the open vote is the roll-call vote the
 * phone answered, named by its key (`floor.vote.key`, never reused: `VOTE_CLOSED` otherwise, so a late or stale answer
 * never lands on another vote, not even on one reopened after an undo with the same floor id). The procedure refuses
 * a delegation not being called (`VOTE_NOT_CALLED`); the same action id twice answers once. The log entry says
 * `by: 'phone'`. Answers the sequence to publish (null for a replay).
 */
export async function answerRollCallFromPhone(
  ctx: AppContext,
  device: RoomDevice,
  input: PhoneRollCallAnswerInput,
  ip: string,
): Promise<{ answered: PhoneRollCallAnswered; sequence: number | null }> {
  const outcome = await runCommand(
    ctx.db,
    device.commissionId,
    { version: 0, actionId: input.actionId, command: { type: 'vote.answer', delegationId: device.delegationId, answer: input.answer } },
    { uid: null, ip },
    {
      onCurrentVersion: true,
      by: 'phone',
      expect: (floor) => {
        if (!floor.vote?.key || floor.vote.key !== input.voteId || !floor.vote.rollCall) throw new AppError('VOTE_CLOSED');
      },
    },
  );
  if (outcome.kind !== 'applied') throw new AppError('VOTE_CLOSED');
  const answered = { voteId: input.voteId, answer: input.answer, replayed: outcome.replayed };
  return { answered, sequence: outcome.replayed ? null : outcome.entry.sequence };
}
