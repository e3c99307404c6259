import { type DelegationParticipation, participationSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireChairOfRoute } from '../../auth/guards';
import type { AppContext } from '../../context';
import { foundCommission } from '../../domain/commissions/commission-rules';
import { readEventTimeZone } from '../../lib/event-name';
import { idParams } from '../../lib/route-params';
import type { ColumnDef } from '../../lib/spreadsheet-export';
import { sendSpreadsheet } from '../../plugins/download';
import { findCommissionNames } from './attendance.repository';
import { readParticipation } from './participation';

const tags = ['live'];

/** A percentage with one decimal, as a spreadsheet shows it; blank when there is nothing to divide. */
const percent = (part: number | null) => (part === null ? null : Math.round(part * 1000) / 10);

/** The awards committee's table (PRODUCT §11): each delegation's turns, time and share, beside attendance and warnings. */
const PARTICIPATION_COLUMNS: ColumnDef<DelegationParticipation>[] = [
  { key: 'name', header: 'Delegación', width: 28 },
  { key: 'speeches', header: 'Intervenciones', width: 16 },
  { key: (d) => Math.round(d.speakingMs / 100) / 10, header: 'Tiempo de palabra (s)', width: 22 },
  { key: (d) => percent(d.share), header: 'Parte del tiempo (%)', width: 20 },
  { key: (d) => d.attendance.present, header: 'Presente en llamados', width: 20 },
  { key: (d) => d.attendance.rollCalls, header: 'Llamados a lista', width: 18 },
  { key: 'warnings', header: 'Amonestaciones', width: 16 },
];

/**
 * GET /api/commissions/:id/live/participation: each delegation's attendance, speeches, time spoken (and its share) and
 * warnings, with the commission's speaking summary; …/export the same table as XLSX or CSV for the awards committee.
 */
export function participationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const chairOfCommission = requireChairOfRoute(ctx);
  return async (app) => {
    app.get(
      '/api/commissions/:id/live/participation',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, response: { 200: participationSchema } } },
      async (request) => readParticipation(ctx.db, request.params.id),
    );

    app.get(
      '/api/commissions/:id/live/participation/export',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, querystring: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }) },
      },
      async (request, reply) => {
        const commission = foundCommission(await findCommissionNames(ctx.db, request.params.id));
        const { delegations } = await readParticipation(ctx.db, commission.id);
        return sendSpreadsheet(reply, {
          format: request.query.format,
          rows: delegations,
          columns: PARTICIPATION_COLUMNS,
          baseName: `intervenciones-${commission.acronym || commission.name}`,
          sheetName: 'Intervenciones',
          timeZone: await readEventTimeZone(ctx.db),
        });
      },
    );
  };
}
