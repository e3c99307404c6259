import {
  assignmentMatrixSchema,
  autoAssignmentInputSchema,
  autoAssignmentResultSchema,
  manualAssignmentSchema,
  matrixDelegateSchema,
  unassignedPageSchema,
  unassignedQuerySchema,
} from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { foundCommission } from '../../domain/commissions/commission-rules';
import { idParams } from '../../lib/route-params';
import { requireChairOfRoute, requireStaff } from '../../auth/guards';
import { actorOf, staffOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { readEventName, readEventTimeZone } from '../../lib/event-name';
import { eventDay } from '../../lib/spanish-dates';
import { withJobLock } from '../../lib/job-lock';
import { delegateColumnsFor } from '../../domain/delegates/export-columns';

import { assignManually } from './assign-manually';
import { ROSTER_COLUMNS, rollCallPdf } from './assignment.export';
import {
  findCommissionLite,
  findCommissionRoster,
  findDelegationsOf,
  findUnassignedPage,
  loadMatrix,
  presentMatrixDelegate,
} from './assignment.repository';
import { autoAssign } from './auto-assign';
import { sendDownload, sendSpreadsheet } from '../../plugins/download';

const tags = ['assignment'];
/** The automatic assignment's lock: long enough for any event, released as soon as the run ends. */
const AUTO_LOCK_SECONDS = 300;

/** Listas (PRODUCT §4 delegations): the country matrix, manual and automatic assignment, exports per commission. */
export function assignmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const gestor = requireStaff(ctx, 'Gestor');
  /** onRequest: Gestor, or the Presidente of :id with exports.download. */
  const canExport = requireChairOfRoute(ctx, 'exports.download');
  async function commissionOr404(id: string) {
    return foundCommission(await findCommissionLite(ctx.db, id));
  }

  return async (app) => {
    app.get('/api/assignment/matrix', { onRequest: gestor, schema: { tags, response: { 200: assignmentMatrixSchema } } }, async () =>
      loadMatrix(ctx.db),
    );

    app.get(
      '/api/assignment/unassigned',
      { onRequest: gestor, schema: { tags, querystring: unassignedQuerySchema, response: { 200: unassignedPageSchema } } },
      async (request) => findUnassignedPage(ctx.db, request.query),
    );

    app.put(
      '/api/assignment/delegates/:delegateId',
      {
        onRequest: gestor,
        schema: {
          tags,
          params: z.object({ delegateId: z.string().max(64) }),
          body: manualAssignmentSchema,
          response: { 200: matrixDelegateSchema },
        },
      },
      async (request) => {
        const row = await ctx.db
          .transaction()
          .execute((trx) => assignManually(trx, actorOf(request), request.params.delegateId, request.body));
        return presentMatrixDelegate(row);
      },
    );

    app.post(
      '/api/assignment/auto',
      { onRequest: gestor, schema: { tags, body: autoAssignmentInputSchema, response: { 200: autoAssignmentResultSchema } } },
      async (request) => {
        // A dry run only reads: no lock, no transaction to hold.
        if (request.body.dryRun) return autoAssign(ctx.db, actorOf(request), request.body);
        const result = await withJobLock(ctx.db, 'assignment.auto', AUTO_LOCK_SECONDS, () =>
          ctx.db.transaction().execute((trx) => autoAssign(trx, actorOf(request), request.body)),
        );
        if (!result) throw new AppError('ASSIGNMENT_RUNNING');
        return result;
      },
    );

    app.get(
      '/api/assignment/commissions/:id/export',
      {
        onRequest: canExport,
        schema: { tags, params: idParams, querystring: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }) },
      },
      async (request, reply) => {
        const commission = await commissionOr404(request.params.id);
        const rows = await findCommissionRoster(ctx.db, commission.id);
        return sendSpreadsheet(reply, {
          format: request.query.format,
          rows,
          columns: await delegateColumnsFor(ctx.db, staffOf(request).actor.role, ROSTER_COLUMNS),
          baseName: `delegados-${commission.acronym || commission.name}`,
          sheetName: commission.name,
          timeZone: await readEventTimeZone(ctx.db),
        });
      },
    );

    app.get(
      '/api/assignment/commissions/:id/roll-call.pdf',
      {
        onRequest: canExport,
        schema: { tags, params: idParams, querystring: z.object({ sessions: z.coerce.number().int().min(1).max(10).default(4) }) },
      },
      async (request, reply) => {
        const commission = await commissionOr404(request.params.id);
        const [delegations, roster, eventName, timeZone] = await Promise.all([
          findDelegationsOf(ctx.db, [commission.id]),
          findCommissionRoster(ctx.db, commission.id),
          readEventName(ctx.db),
          readEventTimeZone(ctx.db),
        ]);
        const fullName = (r: { firstNames: string; lastNames: string }) => `${r.firstNames} ${r.lastNames}`;
        const body = await rollCallPdf({
          eventName,
          commission,
          sessions: request.query.sessions,
          delegations: delegations.map((d) => ({ name: d.name, delegates: roster.filter((r) => r.delegationId === d.id).map(fullName) })),
          withoutDelegation: roster.filter((r) => r.delegationId === null).map(fullName),
        });
        const date = eventDay(new Date().toISOString(), timeZone);
        return sendDownload(reply, {
          body,
          contentType: 'application/pdf',
          fileName: `lista-asistencia-${commission.acronym || commission.name}-${date}.pdf`,
        });
      },
    );
  };
}
