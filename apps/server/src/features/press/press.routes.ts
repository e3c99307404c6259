import {
  ARTICLE_COVER_MAX_SIDE,
  articleFeaturedSchema,
  articleInputSchema,
  articleSchema,
  newsArticleSchema,
  newsItemSchema,
  IMAGE_FORMATS,
  newsQuerySchema,
  STAFF_AREA_ROLES,
} from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCapability, requireStaff } from '../../auth/guards';
import { actorOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { readPublicFeatures } from '../../domain/access/access-settings';
import { AppError } from '../../lib/errors';
import { sendStoredFile } from '../../plugins/download';
import { receiveUpload } from '../../plugins/upload';
import { findArticle, findArticles, findCover, findNews, findPublishedBySlug } from './press.repository';
import { changeArticle, changeArticleStatus, changeCover, createArticle, removeArticle } from './press.use-cases';

const tags = ['press'];
const articleParams = z.object({ articleId: z.string().max(64) });
const slugParams = z.object({ slug: z.string().max(200) });
/** Covers: PNG, JPEG or WebP in, a JPEG of at most 1600 px a side kept. */
const COVER_RULES = (maxBytes: number) => ({
  formats: IMAGE_FORMATS,
  maxBytes,
  image: { maxWidth: ARTICLE_COVER_MAX_SIDE, maxHeight: ARTICLE_COVER_MAX_SIDE, format: 'jpeg' as const },
});

/**
 * Prensa (PRODUCT §6 /staff/publisher): the Gestor, and Logística when granted `press.publish`, write drafts,
 * publish, unpublish and feature articles. Anyone reads the published ones (`/api/news`) while the event's
 * «noticias públicas» switch is on.
 */
export function pressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const writer = [requireStaff(ctx, ...STAFF_AREA_ROLES), requireCapability(ctx.db, 'press.publish')];
  const newsOpen = async () => {
    if (!(await readPublicFeatures(ctx.db)).publicNews) throw new AppError('NEWS_DISABLED');
  };

  return async (app) => {
    // The news and the articles (and their authors): kept across check-ins and live commands (db/table-groups.ts).
    const keptUntilConferenceWrites = { keepResponse: { reads: ['conference', 'session'] } } as const;
    app.get('/api/articles', { onRequest: writer, schema: { tags, response: { 200: z.array(articleSchema) } } }, () =>
      findArticles(ctx.db),
    );

    app.post(
      '/api/articles',
      { onRequest: writer, schema: { tags, body: articleInputSchema, response: { 201: articleSchema } } },
      async (request, reply) => reply.status(201).send(await createArticle(ctx, request.body, actorOf(request))),
    );

    app.get(
      '/api/articles/:articleId',
      { onRequest: writer, schema: { tags, params: articleParams, response: { 200: articleSchema } } },
      async (request) => {
        const article = await findArticle(ctx.db, request.params.articleId);
        if (!article) throw new AppError('NOT_FOUND', 'El artículo no existe.');
        return article;
      },
    );

    app.put(
      '/api/articles/:articleId',
      { onRequest: writer, schema: { tags, params: articleParams, body: articleInputSchema, response: { 200: articleSchema } } },
      (request) => changeArticle(ctx, request.params.articleId, request.body, actorOf(request)),
    );

    app.delete(
      '/api/articles/:articleId',
      { onRequest: writer, schema: { tags, params: articleParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await removeArticle(ctx, request.params.articleId, actorOf(request));
        return reply.status(204).send(null);
      },
    );

    const statusSchema = { tags, params: articleParams, response: { 200: articleSchema } };
    app.post('/api/articles/:articleId/publish', { onRequest: writer, schema: statusSchema }, (request) =>
      changeArticleStatus(ctx, request.params.articleId, 'publish', actorOf(request)),
    );
    app.post('/api/articles/:articleId/unpublish', { onRequest: writer, schema: statusSchema }, (request) =>
      changeArticleStatus(ctx, request.params.articleId, 'unpublish', actorOf(request)),
    );
    app.put(
      '/api/articles/:articleId/featured',
      { onRequest: writer, schema: { ...statusSchema, body: articleFeaturedSchema } },
      (request) => changeArticleStatus(ctx, request.params.articleId, request.body.featured ? 'feature' : 'unfeature', actorOf(request)),
    );

    // The cover image: sent as multipart, re-encoded as JPEG within a box, the old one removed.
    app.post(
      '/api/articles/:articleId/cover',
      { onRequest: writer, config: { upload: true }, schema: statusSchema },
      async (request, reply) => {
        const id = request.params.articleId;
        if (!(await findArticle(ctx.db, id))) throw new AppError('NOT_FOUND', 'El artículo no existe.');
        const file = await receiveUpload(request, reply, ctx.storage, COVER_RULES(ctx.config.maxUploadBytes));
        return changeCover(ctx, id, file, actorOf(request));
      },
    );
    app.delete('/api/articles/:articleId/cover', { onRequest: writer, schema: statusSchema }, (request) =>
      changeCover(ctx, request.params.articleId, null, actorOf(request)),
    );
    app.get('/api/articles/:articleId/cover', { onRequest: writer, schema: { tags, params: articleParams } }, async (request, reply) => {
      const cover = await findCover(ctx.db, { id: request.params.articleId });
      if (!cover) throw new AppError('NOT_FOUND', 'El artículo no tiene portada.');
      return sendStoredFile(request, reply, ctx.storage, cover, { inline: true });
    });

    app.get(
      '/api/news',
      {
        config: keptUntilConferenceWrites,
        schema: { tags, querystring: newsQuerySchema, response: { 200: z.array(newsItemSchema) } },
      },
      async (request) => {
        await newsOpen();
        return findNews(ctx.db, request.query);
      },
    );

    app.get(
      '/api/news/:slug',
      { config: keptUntilConferenceWrites, schema: { tags, params: slugParams, response: { 200: newsArticleSchema } } },
      async (request) => {
        await newsOpen();
        const article = await findPublishedBySlug(ctx.db, request.params.slug);
        if (!article) throw new AppError('NOT_FOUND', 'Esta noticia no existe o ya no está publicada.');
        return article;
      },
    );

    app.get('/api/news/:slug/cover', { schema: { tags, params: slugParams } }, async (request, reply) => {
      await newsOpen();
      const cover = await findCover(ctx.db, { publishedSlug: request.params.slug });
      if (!cover) throw new AppError('NOT_FOUND', 'Esta noticia no tiene portada.');
      return sendStoredFile(request, reply, ctx.storage, cover, { inline: true });
    });
  };
}
