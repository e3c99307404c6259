import { type AutoAssignmentResult, type AutoUnassignedReason, MAX_PREFERENCES } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { type Actor, recordAudit } from '../../lib/audit';
import { nowIso } from '../../lib/ids';
import { findActiveCommissions, findAutoCandidates, findFreeDelegations, parseList, seatDelegate } from './assignment.repository';

/**
 * Automatic assignment from preferences (run inside one transaction, under the job lock).
 *
 * Considered: delegates without a commission, not marked manual, with status preinscrito or verificado.
 * Never touched: manual choices, anyone already in a commission, withdrawn or accredited delegates.
 * Seats: each free delegation (no delegate yet) of an active commission takes one delegate. Rounds go by
 * preference rank (every first preference is served before any second one); within a round the oldest
 * registration goes first. Running it again assigns nothing new unless seats or delegates were added.
 */
export async function autoAssign(trx: Executor, actor: Actor): Promise<AutoAssignmentResult> {
  const commissions = await findActiveCommissions(trx);
  const free = new Map<string, string[]>(commissions.map((c) => [c.id, []]));
  for (const d of await findFreeDelegations(trx)) free.get(d.commissionId)?.push(d.id);

  const skipped = { manual: 0, alreadyAssigned: 0, otherStatus: 0 };
  const pending: { id: string; preferences: string[] }[] = [];
  for (const d of await findAutoCandidates(trx)) {
    if (d.assignmentManual) skipped.manual++;
    else if (d.commissionId !== null || d.delegationId !== null) skipped.alreadyAssigned++;
    else if (d.status !== 'preinscrito' && d.status !== 'verificado') skipped.otherStatus++;
    else pending.push({ id: d.id, preferences: [...new Set(parseList(d.preferences))].slice(0, MAX_PREFERENCES) });
  }

  const seats: { delegateId: string; commissionId: string; delegationId: string }[] = [];
  const done = new Set<string>();
  for (let rank = 0; rank < MAX_PREFERENCES; rank++) {
    for (const d of pending) {
      if (done.has(d.id)) continue;
      const commissionId = d.preferences[rank];
      const delegationId = commissionId ? free.get(commissionId)?.shift() : undefined;
      if (!commissionId || !delegationId) continue;
      seats.push({ delegateId: d.id, commissionId, delegationId });
      done.add(d.id);
    }
  }

  const now = nowIso();
  const applied: typeof seats = [];
  for (const seat of seats) if (await seatDelegate(trx, seat.delegateId, seat.commissionId, seat.delegationId, now)) applied.push(seat);

  const left = new Map<AutoUnassignedReason, number>();
  for (const d of pending) {
    if (done.has(d.id)) continue;
    const reason: AutoUnassignedReason = d.preferences.length === 0 ? 'sin_preferencias' : 'comisiones_llenas';
    left.set(reason, (left.get(reason) ?? 0) + 1);
  }
  const result: AutoAssignmentResult = {
    assigned: applied.length,
    perCommission: commissions.map((c) => ({
      commissionId: c.id,
      name: c.name,
      assigned: applied.filter((s) => s.commissionId === c.id).length,
      freeLeft: free.get(c.id)?.length ?? 0,
    })),
    leftUnassigned: [...left].map(([reason, count]) => ({ reason, count })),
    skipped,
  };
  await recordAudit(trx, actor, {
    action: 'assignment.auto_ran',
    entity: 'assignment',
    entityId: null,
    after: { ...result, seats: applied },
  });
  return result;
}
