import type { AwardCategory, awardCategoryInputSchema } from '@quorum/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { serializeWriters } from '../../lib/xact-lock';
import {
  type AwardCategoryRow,
  countAwardsPerCategory,
  deleteCategory,
  findCategories,
  findCategory,
  insertCategory,
  presentCategory,
  reorderCategories,
  updateCategory,
} from './awards.repository';

/** The award categories (Gestor): one list for the whole event, in its order. */
type CategoryValues = z.output<typeof awardCategoryInputSchema>;
const CATEGORIES_LOCK = 'award-categories';

/** Every category in its order, with how many awards each has. */
export async function listCategories(db: Executor): Promise<AwardCategory[]> {
  const [rows, counts] = await Promise.all([findCategories(db), countAwardsPerCategory(db)]);
  return rows.map((r) => presentCategory(r, counts.get(r.id) ?? 0));
}

export async function categoryOr404(db: Executor, id: string): Promise<AwardCategoryRow> {
  const row = await findCategory(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'La categoría de premio no existe.');
  return row;
}

function assertNameFree(rows: AwardCategoryRow[], name: string, exceptId?: string): void {
  const key = name.toLocaleLowerCase('es');
  if (rows.some((r) => r.id !== exceptId && r.name.toLocaleLowerCase('es') === key))
    throw new AppError('AWARD_CATEGORY_NAME_TAKEN', `Ya existe una categoría de premio llamada «${name}».`);
}

export async function createCategory(ctx: AppContext, values: CategoryValues, actor: Actor): Promise<AwardCategory> {
  return ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, CATEGORIES_LOCK);
    const rows = await findCategories(trx);
    assertNameFree(rows, values.name);
    const position = rows.reduce((max, r) => Math.max(max, r.position), 0) + 1;
    const created = presentCategory(await insertCategory(trx, values, position), 0);
    await recordAudit(trx, actor, { action: 'award_category.created', entity: 'awardCategory', entityId: created.id, after: created });
    return created;
  });
}

/** Changes a category; who it goes to cannot change while it has awards. */
export async function changeCategory(ctx: AppContext, id: string, patch: Partial<CategoryValues>, actor: Actor): Promise<AwardCategory> {
  return ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, CATEGORIES_LOCK);
    const row = await categoryOr404(trx, id);
    const awardCount = (await countAwardsPerCategory(trx)).get(id) ?? 0;
    const before = presentCategory(row, awardCount);
    const values: CategoryValues = {
      name: patch.name ?? before.name,
      maxPerCommission: patch.maxPerCommission ?? before.maxPerCommission,
      recipient: patch.recipient ?? before.recipient,
      minAttendance: patch.minAttendance === undefined ? before.minAttendance : patch.minAttendance,
      requiresPositionPaper: patch.requiresPositionPaper ?? before.requiresPositionPaper,
    };
    assertNameFree(await findCategories(trx), values.name, id);
    if (values.recipient !== before.recipient && awardCount > 0) throw new AppError('AWARD_CATEGORY_IN_USE');
    const after = presentCategory(await updateCategory(trx, id, values), awardCount);
    await recordAudit(trx, actor, { action: 'award_category.updated', entity: 'awardCategory', entityId: id, before, after });
    return after;
  });
}

/** Deletes a category no award uses. */
export async function removeCategory(ctx: AppContext, id: string, actor: Actor): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, CATEGORIES_LOCK);
    const row = await categoryOr404(trx, id);
    const awardCount = (await countAwardsPerCategory(trx)).get(id) ?? 0;
    if (awardCount > 0)
      throw new AppError(
        'AWARD_CATEGORY_IN_USE',
        `No se puede eliminar «${row.name}»: tiene ${awardCount === 1 ? '1 premio asignado' : `${awardCount} premios asignados`}. Quítalos primero.`,
      );
    await deleteCategory(trx, id);
    await recordAudit(trx, actor, {
      action: 'award_category.deleted',
      entity: 'awardCategory',
      entityId: id,
      before: presentCategory(row, 0),
    });
  });
}

/** Gives the categories the order of `ids` (exactly the categories, each once). */
export async function orderCategories(ctx: AppContext, ids: string[], actor: Actor): Promise<AwardCategory[]> {
  return ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, CATEGORIES_LOCK);
    const existing = await findCategories(trx);
    const known = new Set(existing.map((r) => r.id));
    if (ids.length !== existing.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      throw new AppError('AWARD_CATEGORY_ORDER_INVALID');
    await reorderCategories(trx, ids);
    await recordAudit(trx, actor, {
      action: 'award_category.reordered',
      entity: 'awardCategory',
      entityId: null,
      before: existing.map((r) => r.id),
      after: ids,
    });
    return listCategories(trx);
  });
}
