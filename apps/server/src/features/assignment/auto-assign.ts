import {
  type AutoAssignmentResult,
  type AutoUnassignedReason,
  MAX_PREFERENCES,
  NOT_PLACED_MESSAGES_ES,
  type NotPlacedReason,
} from '@quorum/shared';
import type { Executor } from '../../db/database';
import { type Actor, recordAudit } from '../../lib/audit';
import { nowIso } from '../../lib/ids';
import {
  findActiveCommissions,
  findAutoCandidates,
  findDelegationsOf,
  findFreeDelegations,
  parseList,
  seatDelegate,
} from './assignment.repository';

/**
 * Automatic assignment from preferences (run inside one transaction, under the job lock).
 *
 * Considered: delegates without a commission, not marked manual, with status preinscrito or verificado.
 * Never touched: manual choices, anyone already in a commission, withdrawn or accredited delegates.
 * Seats: each free delegation (no delegate yet) of an active commission takes one delegate. Rounds go by
 * preference rank (every first preference is served before any second one); within a round the oldest
 * registration goes first. Running it again assigns nothing new unless seats or delegates were added.
 * `fillWithoutPreferences` then seats people without preferences in any free delegation (commissions in
 * Spanish order). A `dryRun` writes nothing and answers the same result, with why each person left is.
 */
export async function autoAssign(
  trx: Executor,
  actor: Actor,
  opts: { dryRun: boolean; fillWithoutPreferences: boolean } = { dryRun: false, fillWithoutPreferences: false },
): Promise<AutoAssignmentResult> {
  const commissions = await findActiveCommissions(trx);
  const free = new Map<string, string[]>(commissions.map((c) => [c.id, []]));
  for (const d of await findFreeDelegations(trx)) free.get(d.commissionId)?.push(d.id);

  const skipped = { manual: 0, alreadyAssigned: 0, otherStatus: 0 };
  const pending: { id: string; firstNames: string; lastNames: string; preferences: string[] }[] = [];
  for (const d of await findAutoCandidates(trx)) {
    if (d.assignmentManual) skipped.manual++;
    else if (d.commissionId !== null || d.delegationId !== null) skipped.alreadyAssigned++;
    else if (d.status !== 'preinscrito' && d.status !== 'verificado') skipped.otherStatus++;
    else
      pending.push({
        id: d.id,
        firstNames: d.firstNames,
        lastNames: d.lastNames,
        preferences: [...new Set(parseList(d.preferences))].slice(0, MAX_PREFERENCES),
      });
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

  if (opts.fillWithoutPreferences) {
    for (const d of pending) {
      if (done.has(d.id) || d.preferences.length > 0) continue;
      const commission = commissions.find((c) => (free.get(c.id)?.length ?? 0) > 0);
      const delegationId = commission ? free.get(commission.id)?.shift() : undefined;
      if (!commission || !delegationId) break;
      seats.push({ delegateId: d.id, commissionId: commission.id, delegationId });
      done.add(d.id);
    }
  }

  const now = nowIso();
  const applied: typeof seats = [];
  if (opts.dryRun) applied.push(...seats);
  else
    for (const seat of seats) if (await seatDelegate(trx, seat.delegateId, seat.commissionId, seat.delegationId, now)) applied.push(seat);

  const active = new Set(commissions.map((c) => c.id));
  const withSeats = new Set((await findDelegationsOf(trx, [...active])).map((d) => d.commissionId));
  const whyNot = (preferences: string[]): NotPlacedReason => {
    if (preferences.length === 0) return opts.fillWithoutPreferences ? 'sin_plazas_libres' : 'sin_preferencias';
    const open = preferences.filter((id) => active.has(id));
    if (open.length === 0) return 'comisiones_no_disponibles';
    return open.some((id) => withSeats.has(id)) ? 'comisiones_llenas' : 'comisiones_sin_delegaciones';
  };
  const notPlaced = pending
    .filter((d) => !done.has(d.id))
    .map((d) => {
      const reason = whyNot(d.preferences);
      return { delegateId: d.id, firstNames: d.firstNames, lastNames: d.lastNames, reason, message: NOT_PLACED_MESSAGES_ES[reason] };
    });
  const left = new Map<AutoUnassignedReason, number>();
  for (const d of pending) {
    if (done.has(d.id)) continue;
    const reason: AutoUnassignedReason = d.preferences.length === 0 ? 'sin_preferencias' : 'comisiones_llenas';
    left.set(reason, (left.get(reason) ?? 0) + 1);
  }
  const result: AutoAssignmentResult = {
    dryRun: opts.dryRun,
    assigned: applied.length,
    perCommission: commissions.map((c) => ({
      commissionId: c.id,
      name: c.name,
      assigned: applied.filter((s) => s.commissionId === c.id).length,
      freeLeft: free.get(c.id)?.length ?? 0,
    })),
    leftUnassigned: [...left].map(([reason, count]) => ({ reason, count })),
    skipped,
    notPlaced,
  };
  if (opts.dryRun) return result;
  await recordAudit(trx, actor, {
    action: 'assignment.auto_ran',
    entity: 'assignment',
    entityId: null,
    after: { ...result, seats: applied },
  });
  return result;
}
