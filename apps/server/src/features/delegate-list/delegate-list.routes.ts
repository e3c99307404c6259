import {
  bulkDelegatesSchema,
  CHAIR_ROLES,
  bulkResultSchema,
  delegateFiltersSchema,
  delegateListOptionsSchema,
  delegateListQuerySchema,
  delegateListSchema,
  delegatePatchSchema,
  delegateSchema,
  DELEGATE_SORTS,
  loadCheckSchema,
  loadSavedSchema,
  ownCommissionScope,
} from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/route-params';
import { assertCapability, assertOwnCommission, requireStaff } from '../../auth/guards';
import { actorOf, staffOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { findDelegate, presentDelegate } from '../../domain/delegates/delegates.store';
import type { ImportTarget } from '../../domain/delegates/import/check-rows';
import { checkUpload, importProblemsAnswer, saveUpload } from '../../plugins/import-upload';
import { templateFile } from '../../domain/delegates/import/template';
import { AppError } from '../../lib/errors';
import { readEventTimeZone } from '../../lib/event-name';

import { bulkUpdateDelegates } from './bulk-delegates';
import { listExportColumns } from './delegate-list.export';
import { commissionNames, listAllDelegates, listOptions } from './delegate-list.repository';
import { listPage } from './list-page';
import { renewPersonalCode } from './renew-personal-code';
import { updateDelegateByStaff } from './update-delegate';
import { sendDownload, sendSpreadsheet } from '../../plugins/download';

const exportQuery = delegateFiltersSchema.extend({
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
  sort: z.enum(DELEGATE_SORTS).default('lastNames'),
  dir: z.enum(['asc', 'desc']).default('asc'),
});

/** The Gestor's import: any institution (an "Institución" column), no quota, no load code. */
const GESTOR_IMPORT: ImportTarget = { institution: null, quota: null, accessCodeId: null, source: 'carga' };

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

    app.get(
      '/api/delegates',
      { onRequest: gestor, schema: { tags, querystring: delegateListQuerySchema, response: { 200: delegateListSchema } } },
      (request) => listPage(ctx, request.query),
    );

    app.get('/api/delegates/options', { onRequest: gestor, schema: { tags, response: { 200: delegateListOptionsSchema } } }, () =>
      listOptions(ctx.db),
    );

    // The Gestor exports any list; a Presidente with `exports.download` only their own commission's delegates.
    app.get(
      '/api/delegates/export',
      { onRequest: requireStaff(ctx, ...CHAIR_ROLES), schema: { tags, querystring: exportQuery } },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const staff = staffOf(request);
        const own = ownCommissionScope(staff.actor);
        if (own !== undefined) {
          await assertCapability(ctx.db, staff, 'exports.download');
          filters.commissionId = assertOwnCommission(staff, filters.commissionId || own);
        }
        const rows = await listAllDelegates(ctx.db, filters);
        return sendSpreadsheet(reply, {
          format,
          rows,
          columns: await listExportColumns(ctx.db, staff.actor.role, await commissionNames(ctx.db)),
          baseName: 'delegados',
          sheetName: 'Delegados',
          timeZone: await readEventTimeZone(ctx.db),
        });
      },
    );

    app.post(
      '/api/delegates/bulk',
      { onRequest: gestor, schema: { tags, body: bulkDelegatesSchema, response: { 200: bulkResultSchema } } },
      (request) => ctx.db.transaction().execute((trx) => bulkUpdateDelegates(trx, actorOf(request), request.body)),
    );

    // Import (XLSX/CSV) through the one importer of delegates (src/domain/delegates/import/).
    // The import's template: the school template's columns with «Institución».
    app.get(
      '/api/delegates/import/template',
      { onRequest: gestor, schema: { tags, querystring: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }) } },
      async (request, reply) => sendDownload(reply, await templateFile(ctx.db, request.query.format, { institution: null })),
    );

    // The file as multipart (one part), read after the guard.
    app.post(
      '/api/delegates/import/check',
      { onRequest: gestor, config: { upload: true }, schema: { tags, response: { 200: loadCheckSchema } } },
      (request, reply) => checkUpload(ctx.db, GESTOR_IMPORT, { file: { request, reply } }, ctx.config.loadFileMaxRows),
    );

    app.post(
      '/api/delegates/import/save',
      { onRequest: gestor, config: { upload: true }, schema: { tags, response: { 200: loadSavedSchema, 422: importProblemsAnswer } } },
      (request, reply) =>
        saveUpload(reply, ctx.db, GESTOR_IMPORT, { file: { request, reply } }, actorOf(request), ctx.config.loadFileMaxRows),
    );

    app.get(
      '/api/delegates/:id',
      { onRequest: gestor, schema: { tags, params: idParams, response: { 200: delegateSchema } } },
      async (request) => presentDelegate(await loadOr404(ctx.db, request.params.id)),
    );

    app.post(
      '/api/delegates/:id/personal-code',
      { onRequest: gestor, schema: { tags, params: idParams, response: { 200: delegateSchema } } },
      (request) => renewPersonalCode(ctx, request.params.id, actorOf(request)),
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
