import { z } from 'zod';
import { humanText, optionalHumanText } from './text';

/**
 * Press articles (PRODUCT §2 Article, §6 /staff/publisher): written by whoever may publish (`press.publish`),
 * drafts until published, at most one featured; published ones are read on `/`, at `/noticias/{slug}` and as
 * headlines on the idle banners of the commissions they are tagged with.
 */

export const ARTICLE_STATUSES = ['borrador', 'publicado'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Longest body in characters: a long report fits, a pasted book does not. */
export const MAX_ARTICLE_BODY = 40_000;
/** Most commissions one article may be tagged with. */
export const MAX_ARTICLE_TAGS = 30;
/** How many articles the public list answers at most. */
export const MAX_NEWS_LIST = 20;
/** How a cover image is kept: shrunk into this box (never enlarged), as JPEG. */
export const ARTICLE_COVER_MAX_SIDE = 1600;

export const articleInputSchema = z.object({
  title: humanText({ min: 3, max: 140, label: 'Título' }),
  summary: optionalHumanText({ max: 300, multiline: true, label: 'Resumen' }),
  body: humanText({ min: 1, max: MAX_ARTICLE_BODY, multiline: true, label: 'Texto' }),
  /** The commissions the article is about (their banners show its headline). */
  commissionIds: z.array(z.string().max(64)).max(MAX_ARTICLE_TAGS, `Como mucho ${MAX_ARTICLE_TAGS} comisiones`).default([]),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

/** A new article's first words, written elsewhere for the press to edit (an adopted resolution's news), never published on its own. */
export interface ArticleDraft {
  title: string;
  summary: string;
  body: string;
  commissionIds: string[];
}

/** Prensa's address with a draft to open (the route's state): the page opens it as a new article. */
export interface ArticleDraftState {
  articleDraft: ArticleDraft;
}

export const articleTagSchema = z.object({ id: z.string(), name: z.string(), acronym: z.string().nullable() });
export type ArticleTag = z.infer<typeof articleTagSchema>;

/** An article as the press team sees it (drafts included). */
export const articleSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  body: z.string(),
  tags: z.array(articleTagSchema),
  status: z.enum(ARTICLE_STATUSES),
  featured: z.boolean(),
  publishedAt: z.string().nullable(),
  authorName: z.string().nullable(),
  /** The cover image's address for the press team (it changes with the image), or null. */
  coverUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

/** POST /api/articles/:articleId/featured. */
export const articleFeaturedSchema = z.object({ featured: z.boolean() });

/** A published article in the public list: no body. */
export const newsItemSchema = z.object({
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  tags: z.array(articleTagSchema),
  featured: z.boolean(),
  publishedAt: z.string(),
  authorName: z.string().nullable(),
  /** The cover image's public address (it changes with the image), or null. */
  coverUrl: z.string().nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** A published article as anyone reads it. */
export const newsArticleSchema = newsItemSchema.extend({ body: z.string() });
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** GET /api/news?limit=&commissionId=: the newest published articles, the featured one first. */
export const newsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_NEWS_LIST).default(6),
  commissionId: z.string().max(64).optional(),
});
