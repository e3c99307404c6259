import {
  applyFloorCommand,
  type CommissionKind,
  closeRollCallRuling,
  emptyFloor,
  floorAtClose,
  type Floor,
  type FloorCommand,
  floorSchema,
  closeSessionRuling,
  type DelegationKind,
  delegationStatusOf,
  effectiveStatus,
  type EventName,
  type LiveCommand,
  type LiveCommandRequest,
  type LiveLogEntry,
  type LiveSession,
  type LiveState,
  markRollCallRuling,
  type MotionCatalogue,
  openRollCallRuling,
  orderMotions,
  openSessionRuling,
  type ProcedureRules,
  procedureRulesOf,
  quorumOf,
  type RollCallMode,
  type RollCallStatus,
  type RoomDelegation,
  resumeSessionRuling,
  type Ruling,
  suspendSessionRuling,
} from '@quorum/shared';
import { readPublicFeatures } from '../../domain/access/access-settings';
import { findLatestRollCall, marksInForce } from '../../domain/attendance/marks-in-force';
import { foundCommission } from '../../domain/commissions/commission-rules';
import { motionCatalogueFrom, readMotionCatalogue } from '../../domain/event/motion-catalogue';
import type { Db, Executor } from '../../db/database';
import { findDelegate } from '../../domain/delegates/delegates.store';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { serializeWriters } from '../../lib/xact-lock';
import { entryHash } from './log-chain';
import {
  appendLogEntry,
  closeRollCall,
  deleteMark,
  findCommissionForLive,
  findLatestLog,
  findLogEntry,
  findMark,
  findOpenRollCall,
  findOpenSession,
  findRollCall,
  findRoom,
  findVersion,
  type RollCallRow,
  insertRollCall,
  insertSession,
  type MarkRow,
  nextSessionNumber,
  reopenRollCall,
  saveMark,
  saveVersion,
  updateSession,
} from './live.repository';
import { ballotsToCount } from './ballots.use-cases';
import { findLiveStateRows } from './live-state.repository';
import { lapsePendingRequests, setRequestsStatus } from './requests.repository';
import { pendingRequestGroup } from './requests.use-cases';
import { presentLogEntry, presentRollCall, presentSession } from './live.presenter';
import { UNDO_REACH, undoTarget } from './live.undo';
import { updateScheduled } from './schedule.repository';
import { pendingScheduled, presentScheduled } from './schedule.use-cases';

/** The commission, or NOT_FOUND. */
async function commissionOf(db: Executor, commissionId: string) {
  return foundCommission(await findCommissionForLive(db, commissionId));
}

/** The rules of procedure of a commission row. */
function rulesOf(commission: { kind: string; rules: string }): ProcedureRules {
  return procedureRulesOf({ kind: commission.kind as CommissionKind, rules: JSON.parse(commission.rules) });
}

/** The room on the marks in force: each delegation with its attendance (all absent before the first roll call). */
async function loadRoom(db: Executor, commissionId: string, rules: ProcedureRules) {
  const [latest, delegations] = await Promise.all([findLatestRollCall(db, commissionId), findRoom(db, commissionId)]);
  const { inForce } = await marksInForce(db, latest);
  return roomOn(delegations, inForce, rules);
}

/** Each delegation with its attendance on the marks in force. */
function roomOn(delegations: Awaited<ReturnType<typeof findRoom>>, inForce: MarkRow[], rules: ProcedureRules): RoomDelegation[] {
  const byDelegation = new Map<string, RollCallStatus[]>();
  for (const m of inForce) byDelegation.set(m.delegationId, [...(byDelegation.get(m.delegationId) ?? []), m.status as RollCallStatus]);
  const room: RoomDelegation[] = delegations.map((d) => ({
    id: d.id,
    name: d.name,
    kind: d.kind as DelegationKind,
    veto: Boolean(d.veto),
    status: effectiveStatus(delegationStatusOf(byDelegation.get(d.id) ?? []), rules.usesPresentAndVoting),
  }));
  return room;
}

/**
 * The stored floor, or an empty one with the commission's speaking time, its pending motions in the order of the
 * catalogue in force: motions entered before the Gestor changed it stand in its order for every reader and every
 * command (which one lapses first, what an undo restores), not only once the next motion is entered.
 */
function floorOf(stored: string | null, rules: ProcedureRules, catalogue: MotionCatalogue): Floor {
  const floor = stored === null ? emptyFloor(rules) : floorSchema.parse(JSON.parse(stored));
  return { ...floor, motions: orderMotions(floor.motions, catalogue) };
}

/**
 * The commission's live state: open session, open roll call, attendance and quorum on the latest roll call, the
 * floor, the event's motion catalogue. Read in one statement (`findLiveStateRows`).
 */
export async function readLiveState(db: Executor, commissionId: string): Promise<LiveState> {
  return (await readLiveStateSince(db, commissionId, null)).state;
}

/**
 * The live state and the heads of the log entries in (after, state.lastSequence], read at one point in time (null
 * when the log cannot say them all: a snapshot says the same).
 */
export async function readLiveStateSince(db: Executor, commissionId: string, after: number | null) {
  const rows = foundCommission(await findLiveStateRows(db, commissionId, after));
  const rules = rulesOf(rows.commission);
  const catalogue = motionCatalogueFrom(rows.catalogue);
  const room = roomOn(rows.room, rows.inForce, rules);
  const state: LiveState = {
    commissionId,
    version: rows.version,
    lastSequence: rows.lastSequence,
    session: rows.session ? presentSession(rows.session) : null,
    nextSession: rows.next ? presentScheduled(rows.next) : null,
    rollCall: rows.latest && rows.latest.closedAt === null ? presentRollCall(rows.latest, rows.marks) : null,
    attendance: room.map((d) => ({ delegationId: d.id, name: d.name, kind: d.kind, veto: d.veto, status: d.status })),
    quorum: quorumOf(room, rules.debateQuorum),
    rules,
    catalogue,
    floor: floorOf(rows.floor, rules, catalogue),
  };
  return { state, entries: rows.entries };
}

/**
 * How a log entry is undone: the floor before it, the delegate's mark before it (null: no mark), or the session its
 * close closed (open again as it stood, with the roll call the close closed and the requests that lapsed with it).
 */
type Undo =
  | { kind: 'floor'; floor: Floor /** Requests from phones the undone ruling decided: waiting again. */; requests?: string[] }
  | { kind: 'mark'; rollCallId: string; delegateId: string; previous: MarkRow | null }
  | {
      kind: 'session';
      sessionId: string;
      status: LiveSession['status'];
      rollCallId: string | null;
      requests: string[];
      /** The floor before the close, when motions lapsed with it: pending again. */
      floor?: Floor;
    };

/** What a command did: its event, the record it touched, and what the log and the audit keep of it. */
interface Applied {
  event: EventName;
  entity: 'liveSession' | 'rollCall' | 'liveFloor';
  entityId: string;
  before: unknown;
  after: unknown;
  /** How to undo it, when it can be undone. */
  undo?: Undo;
}

/** The value of an accepted ruling, or the refusal as an AppError (nothing written: the transaction rolls back). */
function granted<T>(ruling: Ruling<T>): T {
  if (!ruling.ok) throw new AppError(ruling.code, ruling.message, ruling.fields);
  return ruling.value;
}

/** What every command reads and writes with: the open transaction, the commission, who acts and when. */
interface CommandContext {
  trx: Executor;
  commissionId: string;
  actor: Actor;
  now: string;
  rules: ProcedureRules;
  /** The event's motion catalogue as it stands when the command runs. */
  catalogue: MotionCatalogue;
  /** The floor as stored before the command; a command that changes it sets `floor`. */
  floor: Floor;
}

/**
 * Opens a numbered session in progress with its chair-marked roll call; a scheduled session of the commission,
 * still `programada`, becomes that session.
 */
async function openSession(
  c: CommandContext,
  open: LiveSession | null,
  command: Extract<LiveCommand, { type: 'session.open' }>,
): Promise<Applied> {
  const status = granted(openSessionRuling(open));
  granted(openRollCallRuling(await findOpenRollCall(c.trx, c.commissionId)));
  const scheduled = command.scheduledId ? await pendingScheduled(c.trx, c.commissionId, command.scheduledId) : null;
  const number = await nextSessionNumber(c.trx, c.commissionId);
  const values = { commissionId: c.commissionId, number, title: command.title, topic: command.topic, status, openedAt: c.now };
  const session = await insertSession(c.trx, values, c.now);
  if (scheduled) await updateScheduled(c.trx, scheduled.id, { sessionId: session.id }, c.now);
  const rollCall = await insertRollCall(
    c.trx,
    { commissionId: c.commissionId, sessionId: session.id, mode: 'chair', openedBy: c.actor.uid },
    c.now,
  );
  const after = { ...presentSession(session), rollCallId: rollCall.id, scheduledId: scheduled?.id };
  // A new session starts on an empty floor; warnings, speeches and time spoken count over the whole event.
  c.floor = { ...emptyFloor(c.rules), warnings: c.floor.warnings, stats: c.floor.stats };
  return { event: 'session.opened', entity: 'liveSession', entityId: session.id, before: null, after };
}

const SESSION_CHANGES = {
  'session.suspend': { ruling: suspendSessionRuling, event: 'session.suspended' },
  'session.resume': { ruling: resumeSessionRuling, event: 'session.resumed' },
  'session.close': { ruling: closeSessionRuling, event: 'session.closed' },
} as const;

/**
 * Suspends, resumes or closes the open session. Closing it closes its roll call too, ends the phones' requests
 * still waiting (`lapsed`, decision 037) and the motions still pending (they lapse unheard, named in the entry's
 * `lapsed`); the close can be undone (a passed motion's close cannot: `floorCommand`).
 */
async function changeSession(c: CommandContext, open: LiveSession | null, type: keyof typeof SESSION_CHANGES): Promise<Applied> {
  const { ruling, event } = SESSION_CHANGES[type];
  const status = granted(ruling(open));
  // A closed session never keeps an open vote: the chair closes or cancels it first.
  if (status === 'cerrada' && c.floor.vote) throw new AppError('SESSION_VOTE_OPEN');
  const session = open as LiveSession;
  const before = { status: session.status };
  if (status !== 'cerrada') {
    await updateSession(c.trx, session.id, { status, closedAt: null }, c.now);
    return { event, entity: 'liveSession', entityId: session.id, before, after: { status } };
  }
  await updateSession(c.trx, session.id, { status, closedAt: c.now }, c.now);
  const rollCall = await findOpenRollCall(c.trx, c.commissionId);
  const closedRollCallId = rollCall?.sessionId === session.id ? rollCall.id : null;
  if (closedRollCallId) await closeRollCall(c.trx, closedRollCallId, c.now);
  const requests = await lapsePendingRequests(c.trx, session.id, c.now);
  const floorBefore = c.floor;
  const { floor, lapsed } = floorAtClose(floorBefore);
  c.floor = floor;
  const after = {
    status,
    closedAt: c.now,
    closedRollCallId: closedRollCallId ?? undefined,
    lapsedRequests: requests.length || undefined,
    lapsed: lapsed.length ? lapsed : undefined,
  };
  const undo: Undo = {
    kind: 'session',
    sessionId: session.id,
    status: session.status,
    rollCallId: closedRollCallId,
    requests,
    floor: lapsed.length ? floorBefore : undefined,
  };
  return { event, entity: 'liveSession', entityId: session.id, before, after, undo };
}

/** Opens a roll call, of the open session if there is one. */
async function openRollCall(c: CommandContext, open: LiveSession | null, mode: RollCallMode): Promise<Applied> {
  granted(openRollCallRuling(await findOpenRollCall(c.trx, c.commissionId)));
  // Delegates mark a self roll call at /meets, which answers only while the Gestor keeps self check-in on.
  if (mode === 'self' && !(await readPublicFeatures(c.trx)).selfCheckIn) throw new AppError('ROLL_CALL_SELF_DISABLED');
  const rollCall = await insertRollCall(
    c.trx,
    { commissionId: c.commissionId, sessionId: open?.id ?? null, mode, openedBy: c.actor.uid },
    c.now,
  );
  return {
    event: 'rollcall.opened',
    entity: 'rollCall',
    entityId: rollCall.id,
    before: null,
    after: { sessionId: rollCall.sessionId, mode },
  };
}

/** Closes the open roll call. */
async function closeOpenRollCall(c: CommandContext): Promise<Applied> {
  const rollCall = await findOpenRollCall(c.trx, c.commissionId);
  granted(closeRollCallRuling(rollCall));
  const id = (rollCall as RollCallRow).id;
  await closeRollCall(c.trx, id, c.now);
  return { event: 'rollcall.closed', entity: 'rollCall', entityId: id, before: null, after: { closedAt: c.now } };
}

/** Marks a seated delegate of the commission on an open roll call of the commission; the last mark counts. */
async function markDelegate(c: CommandContext, command: Extract<LiveCommand, { type: 'rollCall.mark' }>): Promise<Applied> {
  const rollCall = await findRollCall(c.trx, command.rollCallId);
  granted(markRollCallRuling(rollCall?.commissionId === c.commissionId ? rollCall : null));
  const delegate = await findDelegate(c.trx, command.delegateId);
  if (!delegate || delegate.commissionId !== c.commissionId) throw new AppError('DELEGATE_NOT_IN_COMMISSION');
  if (!delegate.delegationId) throw new AppError('DELEGATE_NOT_SEATED');
  const mark = {
    rollCallId: command.rollCallId,
    delegateId: delegate.id,
    delegationId: delegate.delegationId,
    status: command.status,
    markedAt: c.now,
    markedBy: c.actor.uid,
  };
  const previous = (await findMark(c.trx, mark.rollCallId, mark.delegateId)) ?? null;
  await saveMark(c.trx, mark);
  const after = { delegateId: mark.delegateId, delegationId: mark.delegationId, status: mark.status };
  const undo: Undo = { kind: 'mark', rollCallId: mark.rollCallId, delegateId: mark.delegateId, previous };
  return {
    event: 'rollcall.answered',
    entity: 'rollCall',
    entityId: command.rollCallId,
    before: previous && { status: previous.status },
    after,
    undo,
  };
}

/**
 * A command of the floor, by the rules (`applyFloorCommand`), on the room of the latest roll call; only in a
 * session in progress. A passed motion to suspend or close the session changes the session too (and then
 * cannot be undone: the session is reopened by its own command).
 */
async function floorCommand(c: CommandContext, open: LiveSession | null, command: FloorCommand): Promise<Applied> {
  if (open?.status !== 'en_curso') throw new AppError('FLOOR_NEEDS_SESSION');
  const room = await loadRoom(c.trx, c.commissionId, c.rules);
  const before = c.floor;
  // Closing a vote from phones counts its ballots, read here under the writer lock: a ballot is either committed
  // before this read (and counted) or waits for the lock and finds the vote closed.
  const phones = command.type === 'vote.close' ? before.vote?.phones : null;
  const ballots = phones ? await ballotsToCount(c.trx, phones) : undefined;
  const changed = granted(
    applyFloorCommand(before, command, {
      room,
      rules: c.rules,
      catalogue: c.catalogue,
      now: Date.parse(c.now),
      lot: Math.random(),
      uniqueId: newId(),
      ballots,
    }),
  );
  c.floor = changed.floor;
  if (changed.effect) await changeSession(c, open, changed.effect);
  const undo: Undo | undefined = changed.effect ? undefined : { kind: 'floor', floor: before };
  return { event: changed.event, entity: 'liveFloor', entityId: c.commissionId, before: null, after: changed.after, undo };
}

/**
 * The chair's ruling on a request from a phone (decision 037), with the identical motions merged with it: to the floor
 * (a motion is entered as the first delegation's, a request for the floor joins the speakers list, both by the floor's
 * own rules; a point or a right of reply is granted) or out of order with its reason. Every request of the group is
 * decided in the same transaction; an undo puts the floor back and the requests waiting again.
 */
async function ruleOnRequest(
  c: CommandContext,
  open: LiveSession | null,
  command: Extract<LiveCommand, { type: 'request.accept' | 'request.rule_out' }>,
): Promise<Applied> {
  if (open?.status !== 'en_curso') throw new AppError('FLOOR_NEEDS_SESSION');
  const { lead, motion, rows } = await pendingRequestGroup(c.trx, c.commissionId, open.id, command.requestId);
  const before = c.floor;
  const request = {
    id: lead.id,
    kind: lead.kind,
    point: lead.point,
    delegationId: lead.delegationId,
    supporters: rows.slice(1).map((r) => r.delegationId),
    // What a motion ruled out of order asked for: the acta's summary lists it with its label.
    motion: motion ?? undefined,
  };
  const granted = { event: 'request.granted', entity: 'liveFloor', entityId: c.commissionId, before: null } as const;
  let applied: Applied;
  if (command.type === 'request.rule_out') applied = { ...granted, event: 'request.ruled_out', after: { request, reason: command.reason } };
  else if (lead.kind === 'motion') applied = await floorCommand(c, open, { type: 'motion.enter', motion, delegationId: lead.delegationId });
  else if (lead.kind === 'floor') applied = await floorCommand(c, open, { type: 'speakers.add', delegationId: lead.delegationId });
  else applied = { ...granted, after: { request } };
  const ruling =
    command.type === 'request.rule_out' ? { status: 'out_of_order', reason: command.reason } : { status: 'accepted', reason: null };
  const ids = rows.map((r) => r.id);
  await setRequestsStatus(c.trx, ids, { ...ruling, decidedAt: c.now });
  const after = { ...(applied.after as Record<string, unknown> | null), request };
  return { ...applied, after, undo: { kind: 'floor', floor: before, requests: ids } };
}

/** Undoes the latest action with a new entry: the floor or the mark goes back to what it was before it. */
async function undoLast(c: CommandContext): Promise<Applied> {
  const target = undoTarget(await findLatestLog(c.trx, c.commissionId, UNDO_REACH));
  if (!target) throw new AppError('UNDO_NOTHING');
  const { undo } = JSON.parse(target.payload) as { undo?: Undo };
  if (!undo) throw new AppError('UNDO_NOT_AVAILABLE');
  if (undo.kind === 'floor') {
    c.floor = floorSchema.parse(undo.floor);
    await setRequestsStatus(c.trx, undo.requests ?? [], { status: 'pending', reason: null, decidedAt: null });
  } else if (undo.kind === 'session') {
    await updateSession(c.trx, undo.sessionId, { status: undo.status, closedAt: null }, c.now);
    if (undo.rollCallId) await reopenRollCall(c.trx, undo.rollCallId, c.now);
    await setRequestsStatus(c.trx, undo.requests, { status: 'pending', reason: null, decidedAt: null });
    if (undo.floor) c.floor = floorSchema.parse(undo.floor);
  } else if (undo.previous) await saveMark(c.trx, undo.previous);
  else await deleteMark(c.trx, undo.rollCallId, undo.delegateId);
  const after = { undoes: Number(target.sequence), event: target.event };
  return { event: 'action.undone', entity: 'liveFloor', entityId: c.commissionId, before: null, after };
}

/** Applies one command inside the caller's transaction, when the rules allow it. */
async function apply(c: CommandContext, command: LiveCommand): Promise<Applied> {
  const openRow = await findOpenSession(c.trx, c.commissionId);
  const open = openRow ? presentSession(openRow) : null;
  switch (command.type) {
    case 'session.open':
      return openSession(c, open, command);
    case 'session.suspend':
    case 'session.resume':
    case 'session.close':
      return changeSession(c, open, command.type);
    case 'rollCall.open':
      return openRollCall(c, open, command.mode);
    case 'rollCall.close':
      return closeOpenRollCall(c);
    case 'rollCall.mark':
      return markDelegate(c, command);
    case 'action.undo':
      return undoLast(c);
    case 'request.accept':
    case 'request.rule_out':
      return ruleOnRequest(c, open, command);
    default:
      return floorCommand(c, open, command);
  }
}

/** A command's outcome: applied (or found applied before, for a repeated action id), or refused as stale. */
export type CommandOutcome =
  | { kind: 'applied'; entry: LiveLogEntry; replayed: boolean; state: LiveState }
  | { kind: 'stale'; state: LiveState };

/**
 * Runs one command of a commission's live session in one transaction: the writers of the commission wait
 * for each other; a known action id answers its first entry again; a stale version changes nothing; the
 * rules decide; the change, its log entry, its audit entry and the version bump are written together.
 * `onCurrentVersion` applies it on whatever version is current (a delegate's self check-in is not made on a
 * version a client saw); `alongside` writes what goes with the command in its transaction, once it is applied
 * (where a self check-in came from); `expect` checks the current floor under the writer lock before the command
 * applies (a phone's roll-call answer lands only on the vote it was made for); `by` says in the log entry's payload
 * where the command came from when not from the chair's console (`'phone'`).
 */
export async function runCommand(
  db: Db,
  commissionId: string,
  request: LiveCommandRequest & { command: LiveCommand },
  actor: Actor,
  options: {
    onCurrentVersion?: boolean;
    alongside?: (trx: Executor) => Promise<void>;
    expect?: (floor: Floor) => void;
    by?: 'phone';
  } = {},
): Promise<CommandOutcome> {
  return db.transaction().execute(async (trx) => {
    await serializeWriters(trx, `live:${commissionId}`);
    const commission = await commissionOf(trx, commissionId);
    const earlier = await findLogEntry(trx, commissionId, request.actionId);
    if (earlier) return { kind: 'applied', entry: presentLogEntry(earlier), replayed: true, state: await readLiveState(trx, commissionId) };
    const { version, lastSequence, floor, lastHash } = await findVersion(trx, commissionId);
    if (!options.onCurrentVersion && request.version !== version) return { kind: 'stale', state: await readLiveState(trx, commissionId) };
    if (commission.archived) throw new AppError('COMMISSION_ARCHIVED');
    const rules = rulesOf(commission);
    const { catalogue } = await readMotionCatalogue(trx);
    const c: CommandContext = { trx, commissionId, actor, now: nowIso(), rules, catalogue, floor: floorOf(floor, rules, catalogue) };
    options.expect?.(c.floor);
    const applied = await apply(c, request.command);
    const now = c.now;
    const columns = {
      commissionId,
      sequence: lastSequence + 1,
      actionId: request.actionId,
      event: applied.event,
      version: version + 1,
      payload: JSON.stringify({
        command: request.command,
        by: options.by,
        entity: applied.entity,
        entityId: applied.entityId,
        after: applied.after,
        undoes: applied.event === 'action.undone' ? (applied.after as { undoes: number }).undoes : undefined,
        undo: applied.undo,
      }),
      actorId: actor.uid,
      createdAt: now,
    };
    const row = { ...columns, hash: entryHash(lastHash, columns) };
    await appendLogEntry(trx, row);
    await saveVersion(
      trx,
      commissionId,
      { version: row.version, lastSequence: row.sequence, floor: JSON.stringify(c.floor), lastHash: row.hash },
      now,
    );
    await recordAudit(trx, actor, {
      action: applied.event,
      entity: applied.entity,
      entityId: applied.entityId,
      before: applied.before,
      after: applied.after,
    });
    await options.alongside?.(trx);
    return { kind: 'applied', entry: presentLogEntry(row), replayed: false, state: await readLiveState(trx, commissionId) };
  });
}
