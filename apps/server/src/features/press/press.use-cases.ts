import { type Article, type articleInputSchema, slugify } from '@quorum/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { type Actor, recordAudit } from '../../lib/audit';
import { newsTopic } from '../../lib/bus';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { serializeWriters } from '../../lib/xact-lock';
import type { ReceivedFile } from '../../lib/storage/storage';
import {
  clearFeatured,
  deleteArticle,
  findCover,
  findArticle,
  findTagIds,
  insertArticle,
  replaceTags,
  saveCover,
  slugTaken,
  updateArticle,
} from './press.repository';

type ArticleValues = z.output<typeof articleInputSchema>;
/** Slugs and the one featured article are decided one writer at a time. */
const ARTICLES_LOCK = 'articles';

async function articleOr404(db: Executor, id: string): Promise<Article> {
  const article = await findArticle(db, id);
  if (!article) throw new AppError('NOT_FOUND', 'El artículo no existe.');
  return article;
}

/** The title's slug, made unique with «-2», «-3»… */
async function uniqueSlug(db: Executor, title: string, exceptId: string | null): Promise<string> {
  const base = slugify(title);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, slug, exceptId))) return slug;
  }
}

async function saveTags(db: Executor, articleId: string, commissionIds: readonly string[]): Promise<void> {
  const missing = await replaceTags(db, articleId, commissionIds);
  if (missing.length) throw new AppError('ARTICLE_UNKNOWN_COMMISSION');
}

/**
 * Tells the banners of the commissions an article is (or was) tagged with that their headlines changed, after
 * the change is committed; a lost hint only delays a headline until the banner reconnects.
 */
function announce(ctx: AppContext, commissionIds: Iterable<string>): void {
  for (const id of new Set(commissionIds)) ctx.bus.publish(newsTopic(id), 'news').catch(() => {});
}

/** A new draft by the signed-in writer. */
export async function createArticle(ctx: AppContext, values: ArticleValues, actor: Actor): Promise<Article> {
  return ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, ARTICLES_LOCK);
    const slug = await uniqueSlug(trx, values.title, null);
    const id = await insertArticle(trx, { title: values.title, slug, summary: values.summary, body: values.body }, actor.uid);
    await saveTags(trx, id, values.commissionIds);
    const created = await articleOr404(trx, id);
    await recordAudit(trx, actor, { action: 'article.created', entity: 'article', entityId: id, after: { name: created.title } });
    return created;
  });
}

/** Edits an article; a draft's slug follows its title, a published one keeps its address. */
export async function changeArticle(ctx: AppContext, id: string, values: ArticleValues, actor: Actor): Promise<Article> {
  const { article, before } = await ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, ARTICLES_LOCK);
    const before = await articleOr404(trx, id);
    const slug = before.publishedAt ? before.slug : await uniqueSlug(trx, values.title, id);
    await updateArticle(trx, id, { title: values.title, slug, summary: values.summary, body: values.body });
    await saveTags(trx, id, values.commissionIds);
    const article = await articleOr404(trx, id);
    await recordAudit(trx, actor, {
      action: 'article.updated',
      entity: 'article',
      entityId: id,
      before: { name: before.title },
      after: { name: article.title },
    });
    return { article, before };
  });
  if (article.status === 'publicado')
    announce(
      ctx,
      [...before.tags, ...article.tags].map((t) => t.id),
    );
  return article;
}

export type ArticleChange = 'publish' | 'unpublish' | 'feature' | 'unfeature';

/** Publishes or unpublishes an article, or makes it the one featured article (published ones only). */
export async function changeArticleStatus(ctx: AppContext, id: string, change: ArticleChange, actor: Actor): Promise<Article> {
  const article = await ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, ARTICLES_LOCK);
    const before = await articleOr404(trx, id);
    const published = before.status === 'publicado';
    if (change === 'publish') {
      if (published) throw new AppError('ARTICLE_ALREADY_PUBLISHED');
      await updateArticle(trx, id, { status: 'publicado', publishedAt: before.publishedAt ?? nowIso() });
    } else if (change === 'unpublish') {
      if (!published) throw new AppError('ARTICLE_NOT_PUBLISHED');
      await updateArticle(trx, id, { status: 'borrador', featured: 0 });
    } else if (change === 'feature') {
      if (!published) throw new AppError('ARTICLE_NOT_PUBLISHED', 'Publica el artículo antes de destacarlo.');
      await clearFeatured(trx);
      await updateArticle(trx, id, { featured: 1 });
    } else {
      await updateArticle(trx, id, { featured: 0 });
    }
    const action = {
      publish: 'article.published',
      unpublish: 'article.unpublished',
      feature: 'article.featured',
      unfeature: 'article.unfeatured',
    } as const;
    await recordAudit(trx, actor, { action: action[change], entity: 'article', entityId: id, after: { name: before.title } });
    return articleOr404(trx, id);
  });
  announce(
    ctx,
    article.tags.map((t) => t.id),
  );
  return article;
}

export async function removeArticle(ctx: AppContext, id: string, actor: Actor): Promise<void> {
  const { tags, coverKey } = await ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, ARTICLES_LOCK);
    const before = await articleOr404(trx, id);
    const tags = await findTagIds(trx, id);
    const cover = await findCover(trx, { id });
    await deleteArticle(trx, id);
    await recordAudit(trx, actor, { action: 'article.deleted', entity: 'article', entityId: id, before: { name: before.title } });
    return { tags: before.status === 'publicado' ? tags : [], coverKey: cover?.key ?? null };
  });
  forget(ctx, coverKey);
  announce(ctx, tags);
}

/** Removes an image no row points to any more, after the commit; a failure only leaves an unused file. */
function forget(ctx: AppContext, key: string | null): void {
  if (key) ctx.storage.delete(key).catch(() => {});
}

/**
 * Puts a stored image (already re-encoded) as the article's cover, or takes the cover away (`file` null); the
 * image it replaces is removed from the store after the commit, and a new one is removed if the change fails.
 */
export async function changeCover(ctx: AppContext, id: string, file: ReceivedFile | null, actor: Actor): Promise<Article> {
  try {
    const { article, replaced } = await ctx.db.transaction().execute(async (trx) => {
      await serializeWriters(trx, ARTICLES_LOCK);
      const before = await articleOr404(trx, id);
      const replaced = await saveCover(trx, id, file && { key: file.key, size: file.size, sha256: file.sha256, mediaType: file.mediaType });
      await recordAudit(trx, actor, {
        action: 'article.updated',
        entity: 'article',
        entityId: id,
        after: { name: before.title, cover: file ? 'nueva' : 'quitada' },
      });
      return { article: await articleOr404(trx, id), replaced };
    });
    forget(ctx, replaced);
    if (article.status === 'publicado')
      announce(
        ctx,
        article.tags.map((t) => t.id),
      );
    return article;
  } catch (error) {
    forget(ctx, file?.key ?? null);
    throw error;
  }
}
