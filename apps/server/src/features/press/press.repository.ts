import type { Article, ArticleTag, NewsArticle, NewsItem } from '@quorum/shared';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { ArticleTable } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';

type ArticleRow = Selectable<ArticleTable>;
type ArticleWithAuthor = ArticleRow & { authorName: string | null };

export interface ArticleValues {
  title: string;
  slug: string;
  summary: string | null;
  body: string;
}

function articles(db: Executor) {
  return db
    .selectFrom('article')
    .leftJoin('profile', 'profile.uid', 'article.authorId')
    .selectAll('article')
    .select('profile.name as authorName');
}

/** The tags (commissions) of the given articles, by article id, in the commissions' order. */
async function tagsOf(db: Executor, ids: readonly string[]): Promise<Map<string, ArticleTag[]>> {
  const byArticle = new Map<string, ArticleTag[]>();
  if (!ids.length) return byArticle;
  const rows = await db
    .selectFrom('articleTag')
    .innerJoin('commission', 'commission.id', 'articleTag.commissionId')
    .select(['articleTag.articleId', 'commission.id', 'commission.name', 'commission.acronym'])
    .where('articleTag.articleId', 'in', ids)
    .orderBy('commission.name')
    .execute();
  for (const r of rows)
    byArticle.set(r.articleId, [...(byArticle.get(r.articleId) ?? []), { id: r.id, name: r.name, acronym: r.acronym ?? null }]);
  return byArticle;
}

/** The cover's address for the press team; the checksum in it makes a new image a new address. */
const staffCoverUrl = (row: ArticleRow) =>
  row.coverKey ? `/api/articles/${encodeURIComponent(row.id)}/cover?v=${row.coverSha256?.slice(0, 12)}` : null;
/** The cover's public address. */
const publicCoverUrl = (row: ArticleRow) =>
  row.coverKey ? `/api/news/${encodeURIComponent(row.slug)}/cover?v=${row.coverSha256?.slice(0, 12)}` : null;

function present(row: ArticleWithAuthor, tags: ArticleTag[]): Article {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    tags,
    status: row.status === 'publicado' ? 'publicado' : 'borrador',
    featured: row.featured === 1,
    publishedAt: row.publishedAt,
    authorName: row.authorName,
    coverUrl: staffCoverUrl(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Every article, the most recently changed first (the press team's list). */
export async function findArticles(db: Executor): Promise<Article[]> {
  const rows = await articles(db).orderBy('article.updatedAt', 'desc').orderBy('article.id').execute();
  const tags = await tagsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => present(r, tags.get(r.id) ?? []));
}

export async function findArticle(db: Executor, id: string): Promise<Article | undefined> {
  const row = await articles(db).where('article.id', '=', id).executeTakeFirst();
  return row && present(row, (await tagsOf(db, [row.id])).get(row.id) ?? []);
}

/** Whether another article has this slug. */
export async function slugTaken(db: Executor, slug: string, exceptId: string | null): Promise<boolean> {
  let query = db.selectFrom('article').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertArticle(db: Executor, values: ArticleValues, authorId: string | null): Promise<string> {
  const now = nowIso();
  const id = newId();
  await db
    .insertInto('article')
    .values({ id, ...values, status: 'borrador', featured: 0, publishedAt: null, authorId, createdAt: now, updatedAt: now })
    .execute();
  return id;
}

export async function updateArticle(
  db: Executor,
  id: string,
  values: Partial<
    ArticleValues & {
      status: string;
      featured: number;
      publishedAt: string | null;
      coverKey: string | null;
      coverSize: number | null;
      coverSha256: string | null;
      coverMediaType: string | null;
    }
  >,
): Promise<void> {
  await db
    .updateTable('article')
    .set({ ...values, updatedAt: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** The one featured article stops being featured (another one is about to be). */
export async function clearFeatured(db: Executor): Promise<void> {
  await db.updateTable('article').set({ featured: 0 }).where('featured', '=', 1).execute();
}

export async function deleteArticle(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('article').where('id', '=', id).execute();
}

/** Replaces an article's tags; answers the commission ids that do not exist. */
export async function replaceTags(db: Executor, articleId: string, commissionIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(commissionIds)];
  const known = unique.length
    ? new Set((await db.selectFrom('commission').select('id').where('id', 'in', unique).execute()).map((r) => r.id))
    : new Set<string>();
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) return missing;
  await db.deleteFrom('articleTag').where('articleId', '=', articleId).execute();
  if (unique.length)
    await db
      .insertInto('articleTag')
      .values(unique.map((commissionId) => ({ articleId, commissionId })))
      .execute();
  return [];
}

/** The commissions an article is tagged with (whose banners show its headline). */
export async function findTagIds(db: Executor, articleId: string): Promise<string[]> {
  return (await db.selectFrom('articleTag').select('commissionId').where('articleId', '=', articleId).execute()).map((r) => r.commissionId);
}

function newsItem(article: Article, row: ArticleRow): NewsItem {
  return {
    title: article.title,
    slug: article.slug,
    summary: article.summary,
    tags: article.tags,
    featured: article.featured,
    publishedAt: article.publishedAt ?? article.updatedAt,
    authorName: article.authorName,
    coverUrl: publicCoverUrl(row),
  };
}

/** The newest published articles (of one commission, if given), the featured one first. */
export async function findNews(db: Executor, opts: { limit: number; commissionId?: string }): Promise<NewsItem[]> {
  let query = articles(db).where('article.status', '=', 'publicado');
  if (opts.commissionId) {
    const commissionId = opts.commissionId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('articleTag')
          .select('articleTag.articleId')
          .whereRef('articleTag.articleId', '=', 'article.id')
          .where('articleTag.commissionId', '=', commissionId),
      ),
    );
  }
  const rows = await query
    .orderBy('article.featured', 'desc')
    .orderBy('article.publishedAt', 'desc')
    .orderBy('article.id')
    .limit(opts.limit)
    .execute();
  const tags = await tagsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => newsItem(present(r, tags.get(r.id) ?? []), r));
}

/** A published article by its slug. */
export async function findPublishedBySlug(db: Executor, slug: string): Promise<NewsArticle | undefined> {
  const row = await articles(db).where('article.slug', '=', slug).where('article.status', '=', 'publicado').executeTakeFirst();
  if (!row) return undefined;
  const article = present(row, (await tagsOf(db, [row.id])).get(row.id) ?? []);
  return { ...newsItem(article, row), body: article.body };
}

/** An article's cover as a stored file (for a download), or null without one. */
export async function findCover(
  db: Executor,
  where: { id: string } | { publishedSlug: string },
): Promise<{ key: string; size: number; mediaType: string; name: string; sha256: string } | null> {
  let query = db.selectFrom('article').select(['coverKey', 'coverSize', 'coverMediaType', 'coverSha256', 'slug']);
  query =
    'id' in where ? query.where('id', '=', where.id) : query.where('slug', '=', where.publishedSlug).where('status', '=', 'publicado');
  const row = await query.executeTakeFirst();
  if (!row?.coverKey) return null;
  return {
    key: row.coverKey,
    size: Number(row.coverSize),
    mediaType: row.coverMediaType ?? 'image/jpeg',
    name: `${row.slug}.jpg`,
    sha256: row.coverSha256 ?? '',
  };
}

/** Sets or clears an article's cover; answers the key of the image it replaced (to delete from the store). */
export async function saveCover(
  db: Executor,
  id: string,
  cover: { key: string; size: number; sha256: string; mediaType: string } | null,
): Promise<string | null> {
  const before = await db.selectFrom('article').select('coverKey').where('id', '=', id).executeTakeFirst();
  await updateArticle(db, id, {
    coverKey: cover?.key ?? null,
    coverSize: cover?.size ?? null,
    coverSha256: cover?.sha256 ?? null,
    coverMediaType: cover?.mediaType ?? null,
  });
  return before?.coverKey ?? null;
}
