import { findCommissionDelegations } from '../../domain/commissions/commission-delegations';
import type { Award, AwardRecipient, awardInputSchema, CommissionAwards } from '@quorum/shared';
import { ineligibilityText } from '@quorum/shared';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { foundCommission, writableCommission } from '../../domain/commissions/commission-rules';
import { categoryOr404 } from './categories.use-cases';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { Database } from '../../db/schema';
import { delegateAttendance, delegationAttendance } from '../../domain/attendance/attendance';
import { delegationsWithPositionPaper } from '../../domain/documents/documents';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { serializeWriters } from '../../lib/xact-lock';
import { candidateOf, eligibilityChecks, isLocked } from './awards.policy';
import {
  type AwardCategoryRow,
  type AwardRow,
  countAwardsPerCategory,
  deleteAward,
  findAward,
  findAwardStatus,
  findCategories,
  findCommission,
  findCommissionAwards,
  findCommissionDelegates,
  insertAward,
  presentCategory,
  saveAwardStatus,
  updateAwardNote,
} from './awards.repository';

const commissionLock = (commissionId: string) => `awards:${commissionId}`;

async function commissionOr404(db: Executor, id: string) {
  return foundCommission(await findCommission(db, id));
}

/** Who may receive awards in the commission: its delegates (with delegation) and its delegations, by id. */
async function recipientsOf(db: Executor, commissionId: string) {
  const [delegates, delegations, delegateRates, delegationRates, papers] = await Promise.all([
    findCommissionDelegates(db, commissionId),
    findCommissionDelegations(db, commissionId),
    delegateAttendance(db, commissionId),
    delegationAttendance(db, commissionId),
    delegationsWithPositionPaper(db, commissionId),
  ]);
  // A delegate's position paper is their delegation's.
  const delegationOf = new Map(delegates.map((d) => [d.id, d.delegationId]));
  const hasPaper = (recipient: AwardRecipient, id: string) => papers.has((recipient === 'delegacion' ? id : delegationOf.get(id)) ?? '');
  const delegateNames = new Map(
    delegates.map((d) => [d.id, `${d.firstNames} ${d.lastNames}${d.delegationName ? ` (${d.delegationName})` : ''}`]),
  );
  const delegationNames = new Map(delegations.map((d) => [d.id, d.name]));
  const candidates = (category: AwardCategoryRow) => {
    const [names, rates] = category.recipient === 'delegacion' ? [delegationNames, delegationRates] : [delegateNames, delegateRates];
    return [...names].map(([id, name]) =>
      candidateOf(id, name, eligibilityChecks(category, rates.get(id), hasPaper(category.recipient as AwardRecipient, id))),
    );
  };
  /** A recipient's name ('—' for one no longer in the commission, e.g. withdrawn). */
  const nameOf = (recipient: AwardRecipient, id: string) => (recipient === 'delegacion' ? delegationNames : delegateNames).get(id) ?? '—';
  return { nameOf, candidates };
}

function presentAward(row: AwardRow, names: (recipient: AwardRecipient, id: string) => string): Award {
  const recipient: AwardRecipient = row.delegationId ? 'delegacion' : 'delegado';
  const recipientId = (row.delegationId ?? row.delegateId) as string;
  return {
    id: row.id,
    categoryId: row.categoryId,
    commissionId: row.commissionId,
    recipient,
    recipientId,
    recipientName: names(recipient, recipientId),
    note: row.note,
    createdAt: row.createdAt,
  };
}

/** The commission's awards per category, with every candidate and whether they may be picked. */
export async function readCommissionAwards(db: Executor, commissionId: string): Promise<CommissionAwards> {
  await commissionOr404(db, commissionId);
  const [categories, awards, status, recipients, counts] = await Promise.all([
    findCategories(db),
    findCommissionAwards(db, commissionId),
    findAwardStatus(db, commissionId),
    recipientsOf(db, commissionId),
    countAwardsPerCategory(db),
  ]);
  return {
    commissionId,
    lockedAt: status.lockedAt,
    publishedAt: status.publishedAt,
    categories: categories.map((category) => ({
      category: presentCategory(category, counts.get(category.id) ?? 0),
      awards: awards.filter((a) => a.categoryId === category.id).map((a) => presentAward(a, recipients.nameOf)),
      candidates: recipients.candidates(category),
    })),
  };
}

/** The commission, once its awards take changes: it exists, is not archived and is not locked. */
async function commissionTakingAwards(trx: Executor, commissionId: string) {
  const commission = writableCommission(await findCommission(trx, commissionId));
  if (isLocked(await findAwardStatus(trx, commissionId))) throw new AppError('AWARDS_LOCKED');
  return commission;
}

/**
 * Gives a category to a delegate or delegation of the commission: within the category's maximum, to an
 * eligible recipient of this commission, once. Serialised per commission, so the maximum holds when many
 * requests arrive at once.
 */
export async function assignAward(ctx: AppContext, commissionId: string, input: z.output<typeof awardInputSchema>, actor: Actor) {
  return ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, commissionLock(commissionId));
    await commissionTakingAwards(trx, commissionId);
    const category = await categoryOr404(trx, input.categoryId);
    const recipients = await recipientsOf(trx, commissionId);
    const toDelegation = category.recipient === 'delegacion';
    const candidate = recipients.candidates(category).find((c) => c.id === input.recipientId);
    if (!candidate) throw new AppError(toDelegation ? 'DELEGATION_NOT_IN_COMMISSION' : 'DELEGATE_NOT_IN_COMMISSION');
    if (!candidate.eligible)
      throw new AppError(
        'AWARD_INELIGIBLE',
        `${candidate.name} no puede recibir «${category.name}»: ${ineligibilityText(candidate.checks)}.`,
      );
    const given = (await findCommissionAwards(trx, commissionId)).filter((a) => a.categoryId === category.id);
    if (given.some((a) => (a.delegationId ?? a.delegateId) === candidate.id))
      throw new AppError('AWARD_DUPLICATE', `${candidate.name} ya tiene «${category.name}».`);
    if (given.length >= category.maxPerCommission)
      throw new AppError(
        'AWARD_LIMIT_REACHED',
        `«${category.name}» ya tiene ${given.length} de ${category.maxPerCommission} en esta comisión: quita uno antes de dar otro.`,
      );
    const row = await insertAward(trx, {
      categoryId: category.id,
      commissionId,
      delegateId: toDelegation ? null : candidate.id,
      delegationId: toDelegation ? candidate.id : null,
      note: input.note,
      assignedBy: actor.uid,
    });
    const award = presentAward(row, () => candidate.name);
    await recordAudit(trx, actor, {
      action: 'award.assigned',
      entity: 'award',
      entityId: row.id,
      after: { ...award, categoryName: category.name },
    });
    return award;
  });
}

/** The award of the commission, once its awards take changes. */
async function writableAward(trx: Transaction<Database>, commissionId: string, awardId: string): Promise<AwardRow> {
  await serializeWriters(trx, commissionLock(commissionId));
  await commissionTakingAwards(trx, commissionId);
  const row = await findAward(trx, awardId);
  if (!row || row.commissionId !== commissionId) throw new AppError('NOT_FOUND', 'El premio no existe en esta comisión.');
  return row;
}

/** Changes an award's note. */
export async function changeAwardNote(ctx: AppContext, commissionId: string, awardId: string, note: string | null, actor: Actor) {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await writableAward(trx, commissionId, awardId);
    const updated = await updateAwardNote(trx, awardId, note);
    await recordAudit(trx, actor, {
      action: 'award.updated',
      entity: 'award',
      entityId: awardId,
      before: { note: row.note },
      after: { note },
    });
    return presentAward(updated, (await recipientsOf(trx, commissionId)).nameOf);
  });
}

/** Takes an award back. */
export async function removeAward(ctx: AppContext, commissionId: string, awardId: string, actor: Actor): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await writableAward(trx, commissionId, awardId);
    await deleteAward(trx, awardId);
    await recordAudit(trx, actor, { action: 'award.removed', entity: 'award', entityId: awardId, before: row });
  });
}

type StatusChange = 'lock' | 'unlock' | 'publish';

/** Lock (the chair or the Gestor), unlock (the Gestor, before publishing) and publish (the Gestor, once locked, once). */
export async function changeAwardStatus(
  ctx: AppContext,
  commissionId: string,
  change: StatusChange,
  actor: Actor,
): Promise<CommissionAwards> {
  return ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, commissionLock(commissionId));
    await commissionOr404(trx, commissionId);
    const status = await findAwardStatus(trx, commissionId);
    const now = nowIso();
    if (change === 'lock') {
      if (isLocked(status)) throw new AppError('AWARDS_LOCKED', 'Los premios de esta comisión ya están bloqueados.');
      await saveAwardStatus(trx, commissionId, { lockedAt: now, lockedBy: actor.uid });
    } else {
      if (status.publishedAt) throw new AppError('AWARDS_ALREADY_PUBLISHED');
      if (!isLocked(status))
        throw new AppError('AWARDS_NOT_LOCKED', change === 'publish' ? 'Bloquea los premios antes de publicarlos.' : undefined);
      if (change === 'unlock') await saveAwardStatus(trx, commissionId, { lockedAt: null, lockedBy: null });
      else await saveAwardStatus(trx, commissionId, { publishedAt: now, publishedBy: actor.uid });
    }
    const action = change === 'lock' ? 'award.locked' : change === 'unlock' ? 'award.unlocked' : 'award.published';
    const after = await findAwardStatus(trx, commissionId);
    await recordAudit(trx, actor, { action, entity: 'commission', entityId: commissionId, before: status, after });
    return readCommissionAwards(trx, commissionId);
  });
}
