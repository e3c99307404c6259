import {
  bulkDelegatesSchema,
  bulkResultSchema,
  delegateFiltersSchema,
  delegateListOptionsSchema,
  delegateListQuerySchema,
  delegateListSchema,
  delegatePatchSchema,
  delegateSchema,
  DELEGATE_SORTS,
  ERROR_MESSAGES_ES,
  loadCheckSchema,
  loadFileInputSchema,
  loadSavedSchema,
  MAX_LOAD_FILE_BYTES,
} from '@quorum/shared';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requireStaff, staffOf } from '../../auth/staff';
import { assertCapability } from '../../domain/access/access-settings';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { findDelegate, presentDelegate } from '../../domain/delegates/delegates.store';
import { checkImport, type ImportTarget, parseImportFile, saveImport } from '../../domain/delegates/import-delegates';
import { AppError } from '../../lib/errors';
import { sendSpreadsheet } from '../../lib/spreadsheet-export';
import { bulkUpdateDelegates } from './bulk-delegates';
import { EXPORT_COLUMNS } from './delegate-list.export';
import { listAllDelegates, listDelegates, listOptions, presentListRows } from './delegate-list.repository';
import { updateDelegateByStaff } from './update-delegate';

const idParams = z.object({ id: z.string().max(64) });
const exportQuery = delegateFiltersSchema.extend({
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
  sort: z.enum(DELEGATE_SORTS).default('lastNames'),
  dir: z.enum(['asc', 'desc']).default('asc'),
});

/** A file of 10 MB sent as base64 inside JSON, plus room for the rest of the body. */
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_LOAD_FILE_BYTES * 4) / 3) + 64 * 1024;
/** The Gestor's import: any institution (an "Institución" column), no quota, no load code. */
const GESTOR_IMPORT: ImportTarget = { institution: null, quota: null, accessCodeId: null, source: 'carga' };
const problemsAnswer = loadCheckSchema.extend({ code: z.literal('LOAD_HAS_PROBLEMS'), message: z.string() });

async function fileRows(body: z.infer<typeof loadFileInputSchema>) {
  const content = Buffer.from(body.contentBase64.replace(/^data:[^,]*,/, ''), 'base64');
  if (content.length > MAX_LOAD_FILE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  return parseImportFile(body.fileName, content, { institutionColumn: true });
}

/** Lista (/secretary/list): every delegate for the Gestor, with search, filters, bulk actions and exports. */
export function delegateListRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const gestor = requireStaff(ctx, 'Gestor');

  async function loadOr404(db: Executor, id: string) {
    const row = await findDelegate(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'El delegado no existe.');
    return row;
  }

  return async (app) => {
    const tags = ['delegate-list'];
    // A body over the upload limit answers 413 with its Spanish message; the rest goes to the app's handler.
    app.setErrorHandler((error: FastifyError, _request: FastifyRequest, reply) => {
      if (error.statusCode === 413)
        return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', message: ERROR_MESSAGES_ES.PAYLOAD_TOO_LARGE });
      throw error;
    });

    app.get(
      '/api/delegates',
      { onRequest: gestor, schema: { tags, querystring: delegateListQuerySchema, response: { 200: delegateListSchema } } },
      async (request) => {
        const query = request.query;
        const { rows, total } = await listDelegates(ctx.db, query);
        return { rows: await presentListRows(ctx.db, rows), total, page: query.page, pageSize: query.pageSize };
      },
    );

    app.get('/api/delegates/options', { onRequest: gestor, schema: { tags, response: { 200: delegateListOptionsSchema } } }, () =>
      listOptions(ctx.db),
    );

    // The Gestor exports any list; a Presidente with `exports.download` only their own commission's delegates.
    app.get(
      '/api/delegates/export',
      { onRequest: requireStaff(ctx, 'Gestor', 'Presidente'), schema: { tags, querystring: exportQuery } },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const staff = staffOf(request);
        if (staff.profile.role === 'Presidente') {
          await assertCapability(ctx.db, staff, 'exports.download');
          const own = staff.profile.comissionId;
          if (!own || (filters.commissionId && filters.commissionId !== own)) throw new AppError('FORBIDDEN');
          filters.commissionId = own;
        }
        const rows = await listAllDelegates(ctx.db, filters);
        return sendSpreadsheet(reply, { format, rows, columns: EXPORT_COLUMNS, baseName: 'delegados', sheetName: 'Delegados' });
      },
    );

    app.post(
      '/api/delegates/bulk',
      { onRequest: gestor, schema: { tags, body: bulkDelegatesSchema, response: { 200: bulkResultSchema } } },
      (request) => ctx.db.transaction().execute((trx) => bulkUpdateDelegates(trx, actorOf(request), request.body)),
    );

    // Import (XLSX/CSV) through the one importer of delegates (src/delegates/import-delegates.ts).
    app.post(
      '/api/delegates/import/check',
      { onRequest: gestor, bodyLimit: UPLOAD_BODY_LIMIT, schema: { tags, body: loadFileInputSchema, response: { 200: loadCheckSchema } } },
      async (request) => checkImport(ctx.db, GESTOR_IMPORT, await fileRows(request.body)),
    );

    app.post(
      '/api/delegates/import/save',
      {
        onRequest: gestor,
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: { tags, body: loadFileInputSchema, response: { 200: loadSavedSchema, 422: problemsAnswer } },
      },
      async (request, reply) => {
        const rows = await fileRows(request.body);
        const result = await saveImport(ctx.db, GESTOR_IMPORT, rows, { fileName: request.body.fileName, actor: actorOf(request) });
        if (!result.ok)
          return reply
            .status(422)
            .send({ code: 'LOAD_HAS_PROBLEMS' as const, message: ERROR_MESSAGES_ES.LOAD_HAS_PROBLEMS, ...result.check });
        return { loadId: result.loadId, created: result.created, updated: result.updated };
      },
    );

    app.get(
      '/api/delegates/:id',
      { onRequest: gestor, schema: { tags, params: idParams, response: { 200: delegateSchema } } },
      async (request) => presentDelegate(await loadOr404(ctx.db, request.params.id)),
    );

    app.patch(
      '/api/delegates/:id',
      { onRequest: gestor, schema: { tags, params: idParams, body: delegatePatchSchema, response: { 200: delegateSchema } } },
      (request) =>
        ctx.db
          .transaction()
          .execute(async (trx) => updateDelegateByStaff(trx, actorOf(request), await loadOr404(trx, request.params.id), request.body)),
    );
  };
}
