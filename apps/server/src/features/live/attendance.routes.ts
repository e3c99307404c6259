import {
  attendanceReportSchema,
  correctedMarkSchema,
  markCorrectionSchema,
  rollCallPageQuerySchema,
  rollCallPageSchema,
} from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { foundCommission } from '../../domain/commissions/commission-rules';
import { idParams } from '../../lib/route-params';
import { requireChairOfRoute, requireStaff } from '../../auth/guards';
import { actorOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { readEventTimeZone } from '../../lib/event-name';
import type { ColumnDef } from '../../lib/spreadsheet-export';
import { findCommissionNames, findRollCallPage, readAttendance } from './attendance.repository';
import { correctMark } from './attendance.use-cases';
import { sendSpreadsheet } from '../../plugins/download';

const tags = ['live'];
const markParams = z.object({ rollCallId: z.string().max(64), delegateId: z.string().max(64) });

/** A line of the attendance export: a delegation or a delegate with its figures. */
interface AttendanceLine {
  scope: string;
  name: string;
  delegation: string | null;
  present: number;
  rollCalls: number;
  rate: number | null;
}

const ATTENDANCE_COLUMNS: ColumnDef<AttendanceLine>[] = [
  { key: 'scope', header: 'Tipo' },
  { key: 'name', header: 'Nombre', width: 36 },
  { key: 'delegation', header: 'Delegación', width: 28 },
  { key: 'present', header: 'Presente' },
  { key: 'rollCalls', header: 'Llamados a lista', width: 18 },
  { key: 'rate', header: 'Asistencia (%)', width: 16 },
];

/** The commission, or NOT_FOUND. */
async function commissionOr404(db: Executor, id: string) {
  return foundCommission(await findCommissionNames(db, id));
}

/**
 * The roll-call history of a commission and its attendance over the event (PRODUCT §5 meetings/{id}), and
 * the Gestor's correction of a delegate's mark on a roll call.
 */
export function attendanceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const chairOfCommission = requireChairOfRoute(ctx);
  const gestor = requireStaff(ctx, 'Gestor');
  return async (app) => {
    app.put(
      '/api/roll-calls/:rollCallId/marks/:delegateId',
      { onRequest: gestor, schema: { tags, params: markParams, body: markCorrectionSchema, response: { 200: correctedMarkSchema } } },
      (request) => correctMark(ctx, { ...request.params, present: request.body.present }, actorOf(request)),
    );

    app.get(
      '/api/commissions/:id/roll-calls',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, querystring: rollCallPageQuerySchema, response: { 200: rollCallPageSchema } },
      },
      async (request) => {
        await commissionOr404(ctx.db, request.params.id);
        return findRollCallPage(ctx.db, request.params.id, request.query.page, request.query.pageSize);
      },
    );

    app.get(
      '/api/commissions/:id/attendance',
      { onRequest: chairOfCommission, schema: { tags, params: idParams, response: { 200: attendanceReportSchema } } },
      async (request) => {
        await commissionOr404(ctx.db, request.params.id);
        return readAttendance(ctx.db, request.params.id);
      },
    );

    app.get(
      '/api/commissions/:id/attendance/export',
      {
        onRequest: chairOfCommission,
        schema: { tags, params: idParams, querystring: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }) },
      },
      async (request, reply) => {
        const commission = await commissionOr404(ctx.db, request.params.id);
        const report = await readAttendance(ctx.db, commission.id);
        const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);
        const lines: AttendanceLine[] = [
          ...report.delegations.map((d) => ({ scope: 'Delegación', name: d.name, delegation: null, present: d.present, rate: d.rate })),
          ...report.delegates.map((d) => ({ scope: 'Delegado', name: d.name, delegation: d.delegation, present: d.present, rate: d.rate })),
        ].map((line) => ({ ...line, rollCalls: report.rollCalls, rate: percent(line.rate) }));
        return sendSpreadsheet(reply, {
          format: request.query.format,
          rows: lines,
          columns: ATTENDANCE_COLUMNS,
          baseName: `asistencia-${commission.acronym || commission.name}`,
          sheetName: 'Asistencia',
          timeZone: await readEventTimeZone(ctx.db),
        });
      },
    );
  };
}
