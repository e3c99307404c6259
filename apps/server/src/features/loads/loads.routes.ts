import {
  codeText,
  delegateLoadSchema,
  loadCheckSchema,
  loadCodeInfoSchema,
  loadCodeInputSchema,
  loadChecksMessage,
  loadCodeSchema,
  loadRowsInputSchema,
  loadSavedSchema,
} from '@quorum/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/route-params';
import { requireStaff } from '../../auth/guards';
import { actorOf, staffOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { assertPublicFormsReady } from '../../domain/event/first-steps';
import { countLoadedByCode, type ImportTarget } from '../../domain/delegates/import/check-rows';
import { checkUpload, importProblemsAnswer, saveUpload, TYPED_ROWS_BODY_LIMIT } from '../../plugins/import-upload';
import { templateFile } from '../../domain/delegates/import/template';
import { takeFromWindow, windowSpentUntil } from '../../lib/attempt-limit';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { sendDownload } from '../../plugins/download';
import { perMinute } from '../../plugins/security';
import {
  findLoadCode,
  insertLoadCode,
  listLoadCodes,
  listLoads,
  loadedCounts,
  presentLoadCode,
  revokeLoadCode,
  usableLoadCode,
} from './loads.repository';

const codeParams = z.object({ code: codeText({ max: 64 }) });

/**
 * Checks (of a file, of typed rows, or a save) one load code may make per window. Each answers for up to
 * MAX_LOAD_ROWS document numbers, so the counter (in the database, shared by every process) bounds how many
 * a code can try.
 */
const LOAD_CHECKS_PER_WINDOW = 30;
const LOAD_CHECK_WINDOW_MS = 60 * 60_000;

/** Load code ids by the text they were refused with (the last few hundred), to refuse them again from memory. */
const KNOWN_SPENT = 500;

/**
 * The usable load code of the request, counting one check against its window (429 with when to retry). A code
 * whose window this process has seen spent is refused before any statement: a client repeating a refused upload
 * (a spreadsheet bomb in a loop) costs no database work, whatever the event's or the code's state.
 */
async function codeForCheck(ctx: AppContext, text: string, spent: Map<string, string>) {
  const spentId = spent.get(text);
  const spentUntil = spentId ? windowSpentUntil(ctx.db, checkWindowKey(spentId)) : null;
  if (spentUntil) throw new AppError('RATE_LIMITED', loadChecksMessage(spentUntil.getTime() - Date.now()));
  await assertPublicFormsReady(ctx.db);
  const code = await usableLoadCode(ctx.db, text);
  const retryAt = await takeFromWindow(ctx.db, checkWindowKey(code.id), LOAD_CHECKS_PER_WINDOW, LOAD_CHECK_WINDOW_MS);
  if (retryAt) {
    spent.delete(text);
    if (spent.size >= KNOWN_SPENT) spent.delete(spent.keys().next().value as string);
    spent.set(text, code.id);
    throw new AppError('RATE_LIMITED', loadChecksMessage(retryAt.getTime() - Date.now()));
  }
  return code;
}

const checkWindowKey = (codeId: string) => `load-check:${codeId}`;

type LoadCodeRow = Awaited<ReturnType<typeof codeForCheck>>;

/**
 * The public upload routes' `onRequest`: the code, its state and its check allowance are settled before the
 * body is read, so an unknown, revoked or spent code costs no parsing of the file it came with. A code the
 * schema would refuse is left to the validation that follows.
 */
function codeBeforeBody(ctx: AppContext, found: WeakMap<FastifyRequest, LoadCodeRow>) {
  const spent = new Map<string, string>();
  return async (request: FastifyRequest) => {
    const params = codeParams.safeParse(request.params);
    if (params.success) found.set(request, await codeForCheck(ctx, params.data.code, spent));
  };
}

function targetOf(code: { id: string; institution: string | null; quota: number | null }): ImportTarget {
  return { institution: code.institution ?? '', quota: code.quota, accessCodeId: code.id, source: 'carga' };
}

/** School loads: load codes (Gestor) and the public /load?code= pages (anyone with a usable code). */
export function loadsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const gestor = requireStaff(ctx, 'Gestor');
  const lookLimit = perMinute(Math.max(60, ctx.config.authRateLimitPerMinute));
  const writeLimit = perMinute(Math.max(30, ctx.config.authRateLimitPerMinute));

  const uploadCodes = new WeakMap<FastifyRequest, LoadCodeRow>();
  const codeFirst = codeBeforeBody(ctx, uploadCodes);
  const codeOf = (request: FastifyRequest) => {
    const code = uploadCodes.get(request);
    if (!code) throw new AppError('LOAD_CODE_INVALID');
    return code;
  };

  return async (app) => {
    // ---------- Gestor: load codes and history

    app.get('/api/load-codes', { onRequest: gestor, schema: { tags: ['loads'], response: { 200: z.array(loadCodeSchema) } } }, async () => {
      const [codes, counts] = await Promise.all([listLoadCodes(ctx.db), loadedCounts(ctx.db)]);
      return codes.map((c) => presentLoadCode(c, counts.get(c.id) ?? 0));
    });

    app.post(
      '/api/load-codes',
      { onRequest: gestor, schema: { tags: ['loads'], body: loadCodeInputSchema, response: { 201: loadCodeSchema } } },
      async (request, reply) => {
        const view = await ctx.db.transaction().execute(async (trx) => {
          const row = await insertLoadCode(trx, request.body, staffOf(request).uid);
          const view = presentLoadCode(row, 0);
          const { code: _secret, ...logged } = view;
          await recordAudit(trx, actorOf(request), { action: 'load_code.created', entity: 'accessCode', entityId: row.id, after: logged });
          return view;
        });
        return reply.status(201).send(view);
      },
    );

    app.post(
      '/api/load-codes/:id/revoke',
      { onRequest: gestor, schema: { tags: ['loads'], params: idParams, response: { 200: loadCodeSchema } } },
      async (request) =>
        ctx.db.transaction().execute(async (trx) => {
          const before = await findLoadCode(trx, request.params.id);
          if (!before) throw new AppError('NOT_FOUND');
          const row = await revokeLoadCode(trx, before.id);
          await recordAudit(trx, actorOf(request), {
            action: 'load_code.revoked',
            entity: 'accessCode',
            entityId: row.id,
            before: { revoked: Boolean(before.revoked) },
            after: { revoked: true },
          });
          return presentLoadCode(row, await countLoadedByCode(trx, row.id));
        }),
    );

    app.get('/api/loads', { onRequest: gestor, schema: { tags: ['loads'], response: { 200: z.array(delegateLoadSchema) } } }, async () =>
      listLoads(ctx.db),
    );

    // ---------- public, with a load code

    app.get(
      '/api/load/:code',
      { config: lookLimit, schema: { tags: ['loads'], params: codeParams, response: { 200: loadCodeInfoSchema } } },
      async (request) => {
        await assertPublicFormsReady(ctx.db);
        const code = await usableLoadCode(ctx.db, request.params.code);
        return {
          institution: code.institution ?? '',
          quota: code.quota,
          loaded: await countLoadedByCode(ctx.db, code.id),
          expiresAt: code.expiresAt,
        };
      },
    );

    for (const format of ['xlsx', 'csv'] as const)
      app.get(
        `/api/load/:code/template.${format}`,
        { config: lookLimit, schema: { tags: ['loads'], params: codeParams } },
        async (request, reply) => {
          const code = await usableLoadCode(ctx.db, request.params.code);
          return sendDownload(reply, await templateFile(ctx.db, format, { institution: code.institution ?? '' }));
        },
      );

    // A file (multipart, one part): checked, or saved all or nothing. Read only after the code is settled.
    const fileRoute = { config: { ...writeLimit, upload: true }, onRequest: codeFirst };
    app.post(
      '/api/load/:code/check',
      { ...fileRoute, schema: { tags: ['loads'], params: codeParams, response: { 200: loadCheckSchema } } },
      async (request, reply) => checkUpload(ctx.db, targetOf(codeOf(request)), { file: { request, reply } }, ctx.config.loadFileMaxRows),
    );
    app.post(
      '/api/load/:code/save',
      { ...fileRoute, schema: { tags: ['loads'], params: codeParams, response: { 200: loadSavedSchema, 422: importProblemsAnswer } } },
      async (request, reply) =>
        saveUpload(
          reply,
          ctx.db,
          targetOf(codeOf(request)),
          { file: { request, reply } },
          { uid: null, ip: request.ip },
          ctx.config.loadFileMaxRows,
        ),
    );

    // Rows typed in the grid (JSON): checked and saved the same way as a file's.
    const rowsRoute = { config: writeLimit, onRequest: codeFirst, bodyLimit: TYPED_ROWS_BODY_LIMIT };
    app.post(
      '/api/load/:code/rows/check',
      { ...rowsRoute, schema: { tags: ['loads'], params: codeParams, body: loadRowsInputSchema, response: { 200: loadCheckSchema } } },
      async (request) => checkUpload(ctx.db, targetOf(codeOf(request)), request.body, ctx.config.loadFileMaxRows),
    );
    app.post(
      '/api/load/:code/rows/save',
      {
        ...rowsRoute,
        schema: {
          tags: ['loads'],
          params: codeParams,
          body: loadRowsInputSchema,
          response: { 200: loadSavedSchema, 422: importProblemsAnswer },
        },
      },
      async (request, reply) =>
        saveUpload(reply, ctx.db, targetOf(codeOf(request)), request.body, { uid: null, ip: request.ip }, ctx.config.loadFileMaxRows),
    );
  };
}
