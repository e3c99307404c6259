import {
  DOCUMENT_UPLOAD_FORMATS,
  documentInputSchema,
  documentSchema,
  documentStatusInputSchema,
  documentTrashSchema,
  publicDocumentSchema,
} from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, idParamsWith } from '../../lib/route-params';
import { requireChairOfRoute } from '../../auth/guards';
import { actorOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { findLatestVersion } from '../../domain/documents/document-writes';
import { publicDocumentsOf, versionDownload } from '../../domain/documents/documents';
import { AppError } from '../../lib/errors';
import { DAY_MS, scheduleJob } from '../../plugins/scheduled-jobs';
import { sendStoredFile } from '../../plugins/download';
import type { ImageRules } from '../../lib/storage/images';
import { receiveUpload } from '../../plugins/upload';
import { findPublicDocument, findVersion } from './documents.repository';
import {
  addVersion,
  changeDocument,
  changeDocumentStatus,
  commissionOr404,
  createDocument,
  documentOr404,
  listDocuments,
  listDocumentTrash,
  purgeDocumentTrash,
  restoreDocument,
  trashDocument,
} from './documents.use-cases';

const tags = ['documents'];
const versionParams = idParamsWith('documentId').extend({ versionId: z.string().max(64) });
const inlineQuery = z.object({ inline: z.enum(['0', '1']).optional() });

/** A photo or scan of a page: upright, at most A4 at 300 dpi, JPEG, without its metadata. */
const PAGE_IMAGE: ImageRules = { maxWidth: 2480, maxHeight: 3508, format: 'jpeg' };

/**
 * Documentos (PRODUCT §2 Document, §5 docs/{id}): the commission's chair and the Gestor keep its documents —
 * details, delegations, status, visibility — and upload each file as a new version; deleting puts a document in
 * the trash, restored from there or purged after TRASH_DAYS by a daily job. Anyone reads the `publico` ones and
 * downloads their latest file.
 */
export function documentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const chair = requireChairOfRoute(ctx);

  return async (app) => {
    scheduleJob(app, ctx.db, 'documents.purge', { everyMs: DAY_MS, lockSeconds: 600 }, () => purgeDocumentTrash(ctx));

    app.get(
      '/api/commissions/:id/documents',
      { onRequest: chair, schema: { tags, params: idParams, response: { 200: z.array(documentSchema) } } },
      (request) => listDocuments(ctx, request.params.id),
    );

    app.post(
      '/api/commissions/:id/documents',
      { onRequest: chair, schema: { tags, params: idParams, body: documentInputSchema, response: { 201: documentSchema } } },
      async (request, reply) => reply.status(201).send(await createDocument(ctx, request.params.id, request.body, actorOf(request))),
    );

    app.put(
      '/api/commissions/:id/documents/:documentId',
      {
        onRequest: chair,
        schema: { tags, params: idParamsWith('documentId'), body: documentInputSchema, response: { 200: documentSchema } },
      },
      (request) => changeDocument(ctx, request.params.id, request.params.documentId, request.body, actorOf(request)),
    );

    app.post(
      '/api/commissions/:id/documents/:documentId/status',
      {
        onRequest: chair,
        schema: { tags, params: idParamsWith('documentId'), body: documentStatusInputSchema, response: { 200: documentSchema } },
      },
      (request) =>
        changeDocumentStatus(
          ctx,
          request.params.id,
          request.params.documentId,
          request.body.status,
          request.body.comment,
          actorOf(request),
        ),
    );

    app.delete(
      '/api/commissions/:id/documents/:documentId',
      { onRequest: chair, schema: { tags, params: idParamsWith('documentId') } },
      async (request, reply) => {
        await trashDocument(ctx, request.params.id, request.params.documentId, actorOf(request));
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/commissions/:id/documents/trash',
      { onRequest: chair, schema: { tags, params: idParams, response: { 200: documentTrashSchema } } },
      (request) => listDocumentTrash(ctx, request.params.id),
    );

    app.post(
      '/api/commissions/:id/documents/:documentId/restore',
      { onRequest: chair, schema: { tags, params: idParamsWith('documentId'), response: { 200: documentSchema } } },
      (request) => restoreDocument(ctx, request.params.id, request.params.documentId, actorOf(request)),
    );

    // The file, as multipart: streamed into the store, its type judged by its content.
    app.post(
      '/api/commissions/:id/documents/:documentId/versions',
      {
        onRequest: chair,
        config: { upload: true },
        schema: { tags, params: idParamsWith('documentId'), response: { 201: documentSchema } },
      },
      async (request, reply) => {
        const { id, documentId } = request.params;
        await documentOr404(ctx.db, id, documentId);
        const file = await receiveUpload(request, reply, ctx.storage, {
          formats: DOCUMENT_UPLOAD_FORMATS,
          maxBytes: ctx.config.maxUploadBytes,
          image: PAGE_IMAGE,
        });
        return reply.status(201).send(await addVersion(ctx, id, documentId, file, actorOf(request)));
      },
    );

    app.get(
      '/api/commissions/:id/documents/:documentId/versions/:versionId',
      { onRequest: chair, schema: { tags, params: versionParams, querystring: inlineQuery } },
      async (request, reply) => {
        const { id, documentId, versionId } = request.params;
        await documentOr404(ctx.db, id, documentId);
        const version = await findVersion(ctx.db, documentId, versionId);
        if (!version) throw new AppError('NOT_FOUND', 'Esa versión del documento no existe.');
        return sendStoredFile(request, reply, ctx.storage, versionDownload(version), { inline: request.query.inline === '1' });
      },
    );

    // Public: what `/` lists under the commission.
    app.get(
      '/api/commissions/:id/public-documents',
      { schema: { tags, params: idParams, response: { 200: z.array(publicDocumentSchema) } } },
      async (request) => {
        await commissionOr404(ctx.db, request.params.id);
        return (await publicDocumentsOf(ctx.db, [request.params.id])).get(request.params.id) ?? [];
      },
    );

    app.get(
      '/api/public-documents/:documentId/file',
      { schema: { tags, params: z.object({ documentId: z.string().max(64) }), querystring: inlineQuery } },
      async (request, reply) => {
        const doc = await findPublicDocument(ctx.db, request.params.documentId);
        const version = doc ? await findLatestVersion(ctx.db, doc.id) : undefined;
        if (!version) throw new AppError('NOT_FOUND', 'El documento no existe o no es público.');
        return sendStoredFile(request, reply, ctx.storage, versionDownload(version), { inline: request.query.inline !== '0' });
      },
    );
  };
}
