import {
  type AccessActor,
  compareSpanish,
  type Delegation,
  mayChairCommission,
  type MemberStatesInput,
  memberStatesDoNotFitMessage,
} from '@quorum/shared';
import { foundCommission, writableCommission } from '../../domain/commissions/commission-rules';
import type { Db, Executor } from '../../db/database';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { unStates } from './countries';
import {
  countDelegates,
  type DelegationRow,
  type DelegationValues,
  deleteDelegation,
  findCommissionFacts,
  findDelegation,
  findDelegations,
  insertDelegation,
  isNameTaken,
  presentDelegation,
  reorderDelegations,
  updateDelegation,
} from './delegations.repository';
import { assertCompleteOrder, assertNameFree, assertNoDelegates, assertRoomForOne, checkValues, lastPosition } from './delegations.rules';

/** Who changes a delegation: the audit's actor and, for a change named by the delegation alone, whether they chair its commission. */
export interface DelegationsActor extends Actor {
  access: AccessActor;
}

/** A PATCH's fields: absent ones keep their value. */
export type DelegationPatch = Partial<DelegationValues>;

async function present(db: Executor, row: DelegationRow): Promise<Delegation> {
  return presentDelegation(row, (await countDelegates(db, [row.id])).get(row.id) ?? 0);
}

async function presentAll(db: Executor, rows: DelegationRow[]): Promise<Delegation[]> {
  const counts = await countDelegates(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentDelegation(r, counts.get(r.id) ?? 0));
}

/** A commission that still takes changes (not archived) and its delegations in order. */
async function commissionTakingChanges(db: Executor, id: string) {
  const commission = writableCommission(await findCommissionFacts(db, id));
  return { commission, existing: await findDelegations(db, commission.id) };
}

/** The delegation, once `actor` may write on its commission and the commission takes changes. */
async function writableDelegation(db: Executor, actor: DelegationsActor, id: string): Promise<DelegationRow> {
  const row = await findDelegation(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'La delegación no existe.');
  if (!mayChairCommission(actor.access, row.commissionId)) throw new AppError('FORBIDDEN');
  writableCommission(await findCommissionFacts(db, row.commissionId));
  return row;
}

/** Gives the commission's delegations the order of `ids` (audited) and answers the new list. */
async function saveOrder(trx: Executor, actor: Actor, commissionId: string, existing: DelegationRow[], ids: string[]) {
  await reorderDelegations(trx, ids);
  await recordAudit(trx, actor, {
    action: 'delegation.reordered',
    entity: 'commission',
    entityId: commissionId,
    before: existing.map((r) => r.id),
    after: ids,
  });
  return presentAll(trx, await findDelegations(trx, commissionId));
}

export async function listDelegations(db: Executor, commissionId: string): Promise<Delegation[]> {
  foundCommission(await findCommissionFacts(db, commissionId));
  return presentAll(db, await findDelegations(db, commissionId));
}

export function createDelegation(db: Db, actor: Actor, commissionId: string, values: DelegationValues): Promise<Delegation> {
  return db.transaction().execute(async (trx) => {
    const { commission, existing } = await commissionTakingChanges(trx, commissionId);
    checkValues(values);
    assertNameFree(existing, values.name);
    assertRoomForOne(existing, commission.capacity);
    const created = presentDelegation(await insertDelegation(trx, commission.id, values, lastPosition(existing) + 1), 0);
    await recordAudit(trx, actor, { action: 'delegation.created', entity: 'delegation', entityId: created.id, after: created });
    return created;
  });
}

export function changeDelegation(db: Db, actor: DelegationsActor, id: string, patch: DelegationPatch): Promise<Delegation> {
  return db.transaction().execute(async (trx) => {
    const row = await writableDelegation(trx, actor, id);
    const before = await present(trx, row);
    const values: DelegationValues = {
      name: patch.name ?? before.name,
      isoCode: patch.isoCode === undefined ? before.isoCode : patch.isoCode,
      kind: patch.kind ?? before.kind,
      veto: patch.veto ?? before.veto,
    };
    checkValues(values);
    assertNameFree(await findDelegations(trx, row.commissionId), values.name, row.id);
    const after = await present(trx, await updateDelegation(trx, row.id, values));
    await recordAudit(trx, actor, { action: 'delegation.updated', entity: 'delegation', entityId: row.id, before, after });
    return after;
  });
}

export function removeDelegation(db: Db, actor: DelegationsActor, id: string): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const row = await writableDelegation(trx, actor, id);
    const before = await present(trx, row);
    assertNoDelegates(row.name, before.delegateCount);
    await deleteDelegation(trx, row.id);
    await recordAudit(trx, actor, { action: 'delegation.deleted', entity: 'delegation', entityId: row.id, before });
  });
}

/** "Añadir todos los Estados miembros" / "Completar hasta la capacidad": one transaction, one audit entry. */
export function addMemberStates(db: Db, actor: Actor, commissionId: string, { upTo }: MemberStatesInput) {
  return db.transaction().execute(async (trx) => {
    const { commission, existing } = await commissionTakingChanges(trx, commissionId);
    const codes = new Set(existing.map((r) => r.isoCode));
    const missing = unStates().filter((s) => s.status === 'member' && !codes.has(s.code) && !isNameTaken(existing, s.name));
    const free = Math.max(0, commission.capacity - existing.length);
    if (upTo === 'all' && missing.length > free) throw new AppError('COMMISSION_FULL', memberStatesDoNotFitMessage(missing.length, free));
    const adding = missing.slice(0, free);
    let position = lastPosition(existing);
    for (const state of adding) {
      position += 1;
      await insertDelegation(trx, commission.id, { name: state.name, isoCode: state.code, kind: 'miembro', veto: false }, position);
    }
    if (adding.length > 0)
      await recordAudit(trx, actor, {
        action: 'delegation.member_states_added',
        entity: 'commission',
        entityId: commission.id,
        after: adding.map((s) => s.code),
      });
    return { added: adding.length, delegations: await presentAll(trx, await findDelegations(trx, commission.id)) };
  });
}

/** "Ordenar A–Z": positions 1…n in Spanish order of the names. */
export function sortDelegations(db: Db, actor: Actor, commissionId: string): Promise<Delegation[]> {
  return db.transaction().execute(async (trx) => {
    const { commission, existing } = await commissionTakingChanges(trx, commissionId);
    const ids = [...existing].sort((a, b) => compareSpanish(a.name, b.name)).map((r) => r.id);
    return saveOrder(trx, actor, commission.id, existing, ids);
  });
}

/** The order the chair dragged: every delegation of the commission once. */
export function orderDelegations(db: Db, actor: Actor, commissionId: string, ids: string[]): Promise<Delegation[]> {
  return db.transaction().execute(async (trx) => {
    const { commission, existing } = await commissionTakingChanges(trx, commissionId);
    assertCompleteOrder(existing, ids);
    return saveOrder(trx, actor, commission.id, existing, ids);
  });
}
