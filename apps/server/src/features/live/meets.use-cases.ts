import { createHash } from 'node:crypto';
import {
  MEETS_WINDOW_MS,
  type MeetsCheckIn,
  type MeetsCheckInResult,
  type MeetsCodeView,
  type SelfCheckIns,
  type SelfCheckInWay,
} from '@quorum/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { readPublicFeatures } from '../../domain/access/access-settings';
import {
  assignmentOf,
  type DelegateRow,
  findDelegateByCode,
  findDelegateByDocument,
  maskName,
} from '../../domain/delegates/delegates.store';
import { AppError } from '../../lib/errors';
import { findMark, findOpenRollCall, type RollCallRow } from './live.repository';
import { runCommand } from './live.use-cases';
import { codeAge, currentMeetsCode, meetsKeyOf, STALE_WINDOWS } from './meets.code';
import { nowIso } from '../../lib/ids';
import { findSelfCheckIns, findSelfRollCalls, findSelfRollCallsSince, saveSelfCheckIn } from './meets.repository';

/** The statuses that already count a delegate as present. */
const PRESENT = new Set(['presente', 'presente_y_votando']);

/** The check-in codes' key of this server (derived from its secret, kept per process). */
const keys = new Map<string, Buffer>();
function keyOf(ctx: AppContext): Buffer {
  let key = keys.get(ctx.config.secret);
  if (!key) {
    key = meetsKeyOf(ctx.config.secret);
    keys.set(ctx.config.secret, key);
  }
  return key;
}

async function assertSelfCheckInOn(db: Executor): Promise<void> {
  if (!(await readPublicFeatures(db)).selfCheckIn) throw new AppError('MEETS_DISABLED');
}

/** The code a commission's screen shows now, while a self check-in roll call is open (MEETS_NOT_OPEN otherwise). */
export async function readMeetsCode(ctx: AppContext, commissionId: string, nowMs = Date.now()): Promise<MeetsCodeView> {
  await assertSelfCheckInOn(ctx.db);
  const rollCall = await findOpenRollCall(ctx.db, commissionId);
  if (rollCall?.mode !== 'self') throw new AppError('MEETS_NOT_OPEN');
  const current = currentMeetsCode(keyOf(ctx), rollCall.id, nowMs);
  const link = `${ctx.config.publicUrl}/meets?code=${encodeURIComponent(current.code)}`;
  // The QR library loads with the first self check-in, not at the server's start.
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { rollCallId: rollCall.id, ...current, qrSvg, serverTime: nowMs };
}

/**
 * The open self roll call whose code was typed. A code of a roll call closed meanwhile, an earlier window's
 * code, or no roll call's code at all each gets its own refusal.
 */
async function rollCallOfCode(ctx: AppContext, code: string, nowMs: number): Promise<RollCallRow> {
  const since = new Date(nowMs - STALE_WINDOWS * MEETS_WINDOW_MS).toISOString();
  let refusal: 'MEETS_CODE_INVALID' | 'MEETS_CODE_STALE' | 'MEETS_ROLL_CALL_CLOSED' = 'MEETS_CODE_INVALID';
  for (const rollCall of await findSelfRollCallsSince(ctx.db, since)) {
    const age = codeAge(keyOf(ctx), rollCall.id, code, nowMs);
    if (!age) continue;
    if (rollCall.closedAt !== null) refusal = 'MEETS_ROLL_CALL_CLOSED';
    else if (age === 'valid') return rollCall;
    else if (refusal === 'MEETS_CODE_INVALID') refusal = 'MEETS_CODE_STALE';
  }
  throw new AppError(refusal);
}

/** One action id per delegate, roll call and previous mark: concurrent check-ins of one delegate make one entry. */
function checkInActionId(rollCallId: string, delegateId: string, previousMarkAt: string | null): string {
  return `meets-${createHash('sha256')
    .update(`${rollCallId}:${delegateId}:${previousMarkAt ?? ''}`)
    .digest('base64url')
    .slice(0, 40)}`;
}

/** How the delegate proved who they are. */
function wayOf(input: MeetsCheckIn): SelfCheckInWay {
  return input.personalCode === undefined ? 'documento' : 'codigo_personal';
}

/** The delegate the typed document number or personal code names (a badge code is no one's: decision 031). */
function findCheckingIn(ctx: AppContext, input: MeetsCheckIn): Promise<DelegateRow | undefined> {
  if (input.personalCode !== undefined) return findDelegateByCode(ctx.db, input.personalCode);
  return input.document === undefined ? Promise.resolve(undefined) : findDelegateByDocument(ctx.db, input.document);
}

/**
 * The limit that follows the person at /meets: their document number, or their personal code (counted apart, so
 * neither can be spent by typing the other; refused in the words of the personal link's limit).
 */
export function meetsSubject(input: MeetsCheckIn): { subject: string; subjectLimit: 'meetsAttempts' | 'personalLinkLookups' } {
  return input.personalCode === undefined
    ? { subject: input.document ?? '', subjectLimit: 'meetsAttempts' }
    : { subject: `code:${input.personalCode}`, subjectLimit: 'personalLinkLookups' };
}

/**
 * A delegate marks themself present on their commission's open self check-in roll call with the code on the
 * room's screen and their document number or their personal code (the stronger way in: a classmate may know a
 * document number, only the delegate has their link). The route limits it per document number or personal code
 * and per address (lib/public-lookups.ts); the code is checked first, so a wrong code says nothing about the
 * document, and anyone who is not a delegate of the code's room gets one answer whatever the reason
 * (MEETS_NOT_IN_ROOM, by either way in; a miss for the guess limit). The
 * address it came from, its time and the way in are kept with the mark for the chair (`readSelfCheckIns`).
 * Answers the masked name, and the commission and log sequence to publish.
 */
export async function checkIn(
  ctx: AppContext,
  input: MeetsCheckIn,
  ip: string,
  nowMs = Date.now(),
): Promise<{ result: MeetsCheckInResult; commissionId: string; sequence: number }> {
  await assertSelfCheckInOn(ctx.db);
  const rollCall = await rollCallOfCode(ctx, input.code, nowMs);
  const way = wayOf(input);
  const delegate = await findCheckingIn(ctx, input);
  // One answer for everyone who is not a seated delegate of this room (unknown, withdrawn, unassigned, another
  // commission's): a valid code must not tell whether a document number or a code is registered.
  if (!delegate || delegate.status === 'retirado' || !delegate.delegationId || delegate.commissionId !== rollCall.commissionId)
    throw new AppError('MEETS_NOT_IN_ROOM');
  const previous = await findMark(ctx.db, rollCall.id, delegate.id);
  if (previous && PRESENT.has(previous.status)) throw new AppError('MEETS_ALREADY_PRESENT');
  const outcome = await runCommand(
    ctx.db,
    rollCall.commissionId,
    {
      version: 0,
      actionId: checkInActionId(rollCall.id, delegate.id, previous?.markedAt ?? null),
      command: { type: 'rollCall.mark', rollCallId: rollCall.id, delegateId: delegate.id, status: 'presente' },
    },
    { uid: null, ip },
    {
      onCurrentVersion: true,
      alongside: (trx) =>
        saveSelfCheckIn(trx, { rollCallId: rollCall.id, delegateId: delegate.id, address: ip, way, checkedInAt: nowIso() }),
    },
  ).catch((error: unknown) => {
    // The chair closed the roll call after the code was checked: the delegate's words for it.
    throw error instanceof AppError && error.code === 'ROLL_CALL_CLOSED' ? new AppError('MEETS_ROLL_CALL_CLOSED') : error;
  });
  // A concurrent check-in of the same delegate wrote the entry first.
  if (outcome.kind !== 'applied' || outcome.replayed) throw new AppError('MEETS_ALREADY_PRESENT');
  const place = await assignmentOf(ctx.db, delegate);
  return {
    result: {
      delegate: maskName(delegate.firstNames, delegate.lastNames),
      commissionName: place.commissionName ?? '',
      delegationName: place.delegationName ?? '',
    },
    commissionId: rollCall.commissionId,
    sequence: outcome.entry.sequence,
  };
}

/**
 * The self check-ins of the commission's latest self roll call, for its chair and the Gestor only (never the room's
 * screen): who, when, from which address and how, so a chair notices ten check-ins from one outside address;
 * with `viewerAddress`, the address the reader's own request came from (the console at the venue: its network).
 * Of the roll call `rollCallId` when given (one of the commission's self roll calls, listed in `rollCalls`).
 */
export async function readSelfCheckIns(
  ctx: AppContext,
  commissionId: string,
  viewerAddress: string,
  rollCallId?: string,
): Promise<SelfCheckIns> {
  const rollCalls = (await findSelfRollCalls(ctx.db, commissionId)).map((r) => ({
    id: r.id,
    openedAt: r.openedAt,
    closedAt: r.closedAt,
    count: Number(r.count),
  }));
  const rollCall = rollCallId === undefined ? rollCalls[0] : rollCalls.find((r) => r.id === rollCallId);
  if (rollCallId !== undefined && !rollCall) throw new AppError('NOT_FOUND', 'No existe ese llamado a lista con autorregistro.');
  if (!rollCall) return { rollCallId: null, open: false, checkIns: [], viewerAddress, rollCalls };
  const rows = await findSelfCheckIns(ctx.db, rollCall.id);
  return {
    rollCallId: rollCall.id,
    rollCalls,
    open: rollCall.closedAt === null,
    viewerAddress,
    checkIns: rows.map((r) => ({
      delegateId: r.delegateId,
      name: `${r.firstNames} ${r.lastNames}`,
      delegationName: r.delegationName ?? '',
      address: r.address,
      way: r.way === 'codigo_personal' ? 'codigo_personal' : 'documento',
      checkedInAt: r.checkedInAt,
    })),
  };
}
