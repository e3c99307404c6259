import type { CorrectedMark } from '@quorum/shared';
import type { AppContext } from '../../context';
import { findDelegate } from '../../domain/delegates/delegates.store';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { serializeWriters } from '../../lib/xact-lock';
import { announceStateOutsideLog } from '../../domain/live/state-announcements';
import { findMark, findRollCall, saveMark } from './live.repository';

const PRESENT_MARKS = ['presente', 'presente_y_votando'];

/**
 * The Gestor corrects one delegate's mark on one of the commission's roll calls, open or closed (a mark
 * missed at the door, before issuing certificates): present or absent, audited with the mark before and
 * after. It waits for the commission's live writers, as a mark made from the console does.
 */
export async function correctMark(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  target: { rollCallId: string; delegateId: string; present: boolean },
  actor: Actor,
): Promise<CorrectedMark> {
  const { corrected, liveCommission } = await ctx.db.transaction().execute(async (trx) => {
    const rollCall = await findRollCall(trx, target.rollCallId);
    if (!rollCall) throw new AppError('ROLL_CALL_NOT_FOUND');
    await serializeWriters(trx, `live:${rollCall.commissionId}`);
    const delegate = await findDelegate(trx, target.delegateId);
    if (!delegate || delegate.commissionId !== rollCall.commissionId) throw new AppError('DELEGATE_NOT_IN_COMMISSION');
    if (delegate.status === 'retirado') throw new AppError('ROLL_CALL_DELEGATE_WITHDRAWN');
    if (!delegate.delegationId) throw new AppError('DELEGATE_NOT_SEATED');
    const previous = await findMark(trx, rollCall.id, delegate.id);
    // Already counted as asked (a «presente y votando» stays as it is): nothing changes.
    if (previous && PRESENT_MARKS.includes(previous.status) === target.present)
      return { corrected: { rollCallId: rollCall.id, delegateId: delegate.id, status: previous.status }, liveCommission: null };
    const mark = {
      rollCallId: rollCall.id,
      delegateId: delegate.id,
      delegationId: delegate.delegationId,
      status: target.present ? 'presente' : 'ausente',
      markedAt: nowIso(),
      markedBy: actor.uid,
    };
    await saveMark(trx, mark);
    await recordAudit(trx, actor, {
      action: 'roll_call.mark_corrected',
      entity: 'rollCall',
      entityId: rollCall.id,
      before: { delegateId: delegate.id, status: previous?.status ?? null },
      after: { delegateId: delegate.id, status: mark.status },
    });
    return {
      corrected: { rollCallId: mark.rollCallId, delegateId: mark.delegateId, status: mark.status },
      // An open roll call is part of the live state: its screens must count the mark at once.
      liveCommission: rollCall.closedAt ? null : rollCall.commissionId,
    };
  });
  if (liveCommission) await announceStateOutsideLog(ctx, liveCommission).catch(() => {});
  return corrected;
}
