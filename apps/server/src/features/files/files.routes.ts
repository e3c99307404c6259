import {
  CHAIR_ROLES,
  changeFileSchema,
  changeFolderSchema,
  createFolderSchema,
  FILE_MANAGER_FORMATS,
  folderListingSchema,
  folderSchema,
  GENERAL_SCOPE,
  scopeUsageSchema,
  storedFileSchema,
  trashSchema,
} from '@quorum/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCommissionExists } from '../../domain/commissions/commission-rules';
import { assertChairOf, assertRole, requireStaff } from '../../auth/guards';
import { actorOf, staffOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { DAY_MS, scheduleJob } from '../../plugins/scheduled-jobs';
import { contentDisposition, sendStoredFile } from '../../plugins/download';
import { receiveUpload } from '../../plugins/upload';
import { assertUploadFolder, changeFile, fileToDownload, listUsage, recordUpload, restoreFile, trashFile } from './files.use-cases';
import { changeFolder, createFolder, listAllFolders, listFolder, restoreFolder, trashFolder } from './folders.use-cases';
import { dailyFilesPurge, listTrash } from './trash.use-cases';
import { folderZip } from './zip.use-cases';

const tags = ['files'];
const id = z.string().min(1).max(64);
const scopeParams = z.object({ scope: id });
const folderParams = z.object({ scope: id, folderId: id });
const fileParams = z.object({ scope: id, fileId: id });
const inFolder = z.object({ folderId: id.optional() });

/**
 * The file manager (PRODUCT §2 File): `/api/files/general/…` is the Gestor's general folder,
 * `/api/files/<commission id>/…` a commission's, for its Presidente and the Gestor. Folders nest; files are
 * uploaded one per request (streamed, checked by content), renamed, moved within their scope, downloaded
 * (with ranges) or a folder as a streamed ZIP; deleting puts in the trash, restored from there or purged
 * after TRASH_DAYS by a daily job (one process at a time), which also removes the parts of uploads a crash cut off.
 */
export function filesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const staff = requireStaff(ctx, ...CHAIR_ROLES);
  /** onRequest: the general scope for the Gestor; a commission's for its chair and the Gestor (404 unknown). */
  const scopeKeeper = async (request: FastifyRequest) => {
    await staff(request);
    const { scope } = request.params as { scope: string };
    if (scope === GENERAL_SCOPE) return assertRole(staffOf(request), ['Gestor']);
    assertChairOf(staffOf(request), scope);
    await assertCommissionExists(ctx.db, scope);
  };
  const gestor = requireStaff(ctx, 'Gestor');
  const folderOf = (q: { folderId?: string }) => q.folderId ?? null;

  return async (app) => {
    scheduleJob(app, ctx.db, 'files.purge', { everyMs: DAY_MS, lockSeconds: 600 }, () => dailyFilesPurge(ctx));

    app.get(
      '/api/files/:scope',
      { onRequest: scopeKeeper, schema: { tags, params: scopeParams, querystring: inFolder, response: { 200: folderListingSchema } } },
      (request) => listFolder(ctx.db, request.params.scope, folderOf(request.query)),
    );

    app.get(
      '/api/files/:scope/folders',
      { onRequest: scopeKeeper, schema: { tags, params: scopeParams, response: { 200: z.array(folderSchema) } } },
      (request) => listAllFolders(ctx.db, request.params.scope),
    );

    app.post(
      '/api/files/:scope/folders',
      { onRequest: scopeKeeper, schema: { tags, params: scopeParams, body: createFolderSchema, response: { 201: folderSchema } } },
      async (request, reply) => reply.status(201).send(await createFolder(ctx.db, request.params.scope, request.body, actorOf(request))),
    );

    app.patch(
      '/api/files/:scope/folders/:folderId',
      { onRequest: scopeKeeper, schema: { tags, params: folderParams, body: changeFolderSchema, response: { 200: folderSchema } } },
      (request) => changeFolder(ctx.db, request.params.scope, request.params.folderId, request.body, actorOf(request)),
    );

    app.delete(
      '/api/files/:scope/folders/:folderId',
      { onRequest: scopeKeeper, schema: { tags, params: folderParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await trashFolder(ctx.db, request.params.scope, request.params.folderId, actorOf(request));
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/files/:scope/folders/:folderId/restore',
      { onRequest: scopeKeeper, schema: { tags, params: folderParams, response: { 200: folderSchema } } },
      (request) => restoreFolder(ctx.db, request.params.scope, request.params.folderId, actorOf(request)),
    );

    app.get(
      '/api/files/:scope/zip',
      { onRequest: scopeKeeper, schema: { tags, params: scopeParams, querystring: inFolder } },
      async (request, reply) => {
        const zip = await folderZip(ctx.db, ctx.storage, request.params.scope, folderOf(request.query));
        zip.stream.on('error', (err) => request.log.error({ err }, 'folder ZIP failed'));
        return reply
          .header('content-type', 'application/zip')
          .header('cache-control', 'private, no-cache')
          .header('content-disposition', contentDisposition(zip.name))
          .send(zip.stream);
      },
    );

    app.post(
      '/api/files/:scope/files',
      {
        config: { upload: true },
        onRequest: scopeKeeper,
        schema: { tags, params: scopeParams, querystring: inFolder, response: { 201: storedFileSchema } },
      },
      async (request, reply) => {
        const folderId = folderOf(request.query);
        await assertUploadFolder(ctx.db, request.params.scope, folderId);
        const received = await receiveUpload(request, reply, ctx.storage, {
          formats: FILE_MANAGER_FORMATS,
          maxBytes: ctx.config.maxUploadBytes,
        });
        return reply.status(201).send(await recordUpload(ctx, request.params.scope, folderId, received, actorOf(request)));
      },
    );

    app.patch(
      '/api/files/:scope/files/:fileId',
      { onRequest: scopeKeeper, schema: { tags, params: fileParams, body: changeFileSchema, response: { 200: storedFileSchema } } },
      (request) => changeFile(ctx.db, request.params.scope, request.params.fileId, request.body, actorOf(request)),
    );

    app.get(
      '/api/files/:scope/files/:fileId/content',
      { onRequest: scopeKeeper, schema: { tags, params: fileParams, querystring: z.object({ inline: z.literal('1').optional() }) } },
      async (request, reply) => {
        const file = await fileToDownload(ctx.db, request.params.scope, request.params.fileId);
        return sendStoredFile(
          request,
          reply,
          ctx.storage,
          { key: file.storageKey, size: file.size, mediaType: file.mediaType, name: file.name, sha256: file.sha256 },
          { inline: request.query.inline === '1' },
        );
      },
    );

    app.delete(
      '/api/files/:scope/files/:fileId',
      { onRequest: scopeKeeper, schema: { tags, params: fileParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await trashFile(ctx.db, request.params.scope, request.params.fileId, actorOf(request));
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/files/:scope/files/:fileId/restore',
      { onRequest: scopeKeeper, schema: { tags, params: fileParams, response: { 200: storedFileSchema } } },
      (request) => restoreFile(ctx.db, request.params.scope, request.params.fileId, actorOf(request)),
    );

    app.get(
      '/api/files/:scope/trash',
      { onRequest: scopeKeeper, schema: { tags, params: scopeParams, response: { 200: trashSchema } } },
      (request) => listTrash(ctx.db, request.params.scope),
    );

    app.get('/api/file-usage', { onRequest: gestor, schema: { tags, response: { 200: z.array(scopeUsageSchema) } } }, () =>
      listUsage(ctx.db),
    );
  };
}
