import {
  commissionInputSchema,
  commissionSchema,
  commissionSettingsInputSchema,
  defaultDebateQuorum,
  fractionFromDecimal,
  rulesWithDebateQuorum,
  type EventName,
  mayReadCommission,
  maySeeProjectionCode,
  ownCommissionScope,
  publicCommissionSchema,
  setChairsSchema,
} from '@quorum/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/route-params';
import { assertCanReadCommission, requireChairOfRoute, requireStaff } from '../../auth/guards';
import { actorOf, staffOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { newAccessCode } from '../../lib/ids';
import {
  type CommissionRow,
  findChairs,
  findCommission,
  findCommissionsWithChairs,
  findPublicCommissions,
  insertCommission,
  isNameTaken,
  presentCommission,
  replaceChairs,
  updateCommission,
  updateCommissionInput,
  updateCommissionSettings,
} from './commissions.repository';

const schema = { tags: ['commissions'], response: { 200: commissionSchema } };

/** Comisiones: created and managed by a Gestor; read by their chairs and the staff. */
export function commissionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const gestor = requireStaff(ctx, 'Gestor');
  const chairOfRoute = requireChairOfRoute(ctx);

  async function present(db: Executor, row: CommissionRow) {
    const chairs = await findChairs(db, [row.id]);
    return presentCommission(row, chairs.get(row.id) ?? [], true);
  }
  async function loadOr404(db: Executor, id: string) {
    const row = await findCommission(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }
  /** The commission `id` (archived or not) and its chairs, in one statement. */
  async function loadWithChairsOr404(db: Executor, id: string) {
    const [found] = await findCommissionsWithChairs(db, { includeArchived: true, onlyId: id });
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  /**
   * Changes the commission `id` in a transaction (`change` answers the saved row), audits the change (with the commission
   * before and after when `withViews`) and answers the commission.
   */
  function changeCommission(
    request: FastifyRequest,
    id: string,
    action: EventName,
    change: (trx: Executor, before: CommissionRow) => Promise<CommissionRow>,
    withViews = false,
  ) {
    return ctx.db.transaction().execute(async (trx) => {
      // None of these changes touches the chairs: read once with the commission, for it before and after.
      const { row: before, chairs } = await loadWithChairsOr404(trx, id);
      const after = await change(trx, before);
      const view = presentCommission(after, chairs, true);
      const views = withViews ? { before: presentCommission(before, chairs, true), after: view } : {};
      await recordAudit(trx, actorOf(request), { action, entity: 'commission', entityId: before.id, ...views });
      return view;
    });
  }

  return async (app) => {
    // Commissions, their documents and chairs: kept across check-ins and live commands (db/table-groups.ts).
    const keptUntilConferenceWrites = { keepResponse: { reads: ['conference', 'session'] } } as const;
    app.get(
      '/api/commissions',
      {
        onRequest: requireStaff(ctx),
        config: keptUntilConferenceWrites,
        schema: {
          tags: ['commissions'],
          querystring: z.object({ archived: z.enum(['true', 'false']).default('false') }),
          response: { 200: z.array(commissionSchema) },
        },
      },
      async (request) => {
        const { actor } = staffOf(request);
        const found = await findCommissionsWithChairs(ctx.db, {
          includeArchived: request.query.archived === 'true',
          onlyId: ownCommissionScope(actor),
        });
        return found
          .filter(({ row }) => mayReadCommission(actor, row.id))
          .map(({ row, chairs }) => presentCommission(row, chairs, maySeeProjectionCode(actor, row.id)));
      },
    );

    // Public: the commissions `/` shows everyone, with their topics and rooms; nothing only staff may read.
    app.get(
      '/api/commissions/public',
      { config: keptUntilConferenceWrites, schema: { tags: ['commissions'], response: { 200: z.array(publicCommissionSchema) } } },
      () => findPublicCommissions(ctx.db),
    );

    app.post(
      '/api/commissions',
      { onRequest: gestor, schema: { tags: ['commissions'], body: commissionInputSchema, response: { 201: commissionSchema } } },
      async (request, reply) => {
        const created = await ctx.db.transaction().execute(async (trx) => {
          if (await isNameTaken(trx, request.body.name)) throw new AppError('COMMISSION_NAME_TAKEN');
          // A new commission's debate quorum is its kind's unless one is given (a third in an assembly, a quarter elsewhere).
          const rules = rulesWithDebateQuorum(request.body.rules, defaultDebateQuorum(request.body.kind));
          const row = await insertCommission(trx, { ...request.body, rules });
          const view = await present(trx, row);
          await recordAudit(trx, actorOf(request), { action: 'commission.created', entity: 'commission', entityId: row.id, after: view });
          return view;
        });
        return reply.status(201).send(created);
      },
    );

    app.get(
      '/api/commissions/:id',
      { onRequest: requireStaff(ctx), config: keptUntilConferenceWrites, schema: { ...schema, params: idParams } },
      async (request) => {
        const staff = staffOf(request);
        assertCanReadCommission(staff, request.params.id);
        const { row, chairs } = await loadWithChairsOr404(ctx.db, request.params.id);
        return presentCommission(row, chairs, maySeeProjectionCode(staff.actor, row.id));
      },
    );

    app.patch(
      '/api/commissions/:id',
      { onRequest: gestor, schema: { ...schema, params: idParams, body: commissionInputSchema } },
      async (request) =>
        changeCommission(
          request,
          request.params.id,
          'commission.updated',
          async (trx, before) => {
            if (await isNameTaken(trx, request.body.name, before)) throw new AppError('COMMISSION_NAME_TAKEN');
            // Without a fraction, the decimal quorum sent is the one meant.
            const rules = rulesWithDebateQuorum(request.body.rules, fractionFromDecimal(request.body.rules.quorumFraction));
            return updateCommissionInput(trx, before.id, { ...request.body, rules });
          },
          true,
        ),
    );

    // What a chair may change: never the kind, the capacity nor the chairs.
    app.patch(
      '/api/commissions/:id/settings',
      { onRequest: chairOfRoute, schema: { ...schema, params: idParams, body: commissionSettingsInputSchema } },
      async (request) =>
        changeCommission(
          request,
          request.params.id,
          'commission.settings_changed',
          async (trx, before) => {
            if (before.archived) throw new AppError('COMMISSION_ARCHIVED');
            if (await isNameTaken(trx, request.body.name, before)) throw new AppError('COMMISSION_NAME_TAKEN');
            return updateCommissionSettings(trx, before.id, request.body);
          },
          true,
        ),
    );

    const changes: Record<string, { change: () => Partial<CommissionRow>; event: EventName; guard: typeof gestor }> = {
      archive: { change: () => ({ archived: 1 }), event: 'commission.archived', guard: gestor },
      unarchive: { change: () => ({ archived: 0 }), event: 'commission.unarchived', guard: gestor },
      // The chair too: a code seen by the wrong people is replaced from the room.
      'projection-code': {
        change: () => ({ projectionCode: newAccessCode() }),
        event: 'commission.projection_code_regenerated',
        guard: chairOfRoute,
      },
    };
    for (const [action, { change, event, guard }] of Object.entries(changes)) {
      app.post(`/api/commissions/:id/${action}`, { onRequest: guard, schema: { ...schema, params: idParams } }, async (request) =>
        changeCommission(request, request.params.id, event, (trx, before) => updateCommission(trx, before.id, change())),
      );
    }

    app.put(
      '/api/commissions/:id/chairs',
      { onRequest: gestor, schema: { ...schema, params: idParams, body: setChairsSchema } },
      async (request) =>
        ctx.db.transaction().execute(async (trx) => {
          const row = await loadOr404(trx, request.params.id);
          if (row.archived) throw new AppError('COMMISSION_ARCHIVED');
          const userIds = [...new Set(request.body.userIds)];
          const before = (await findChairs(trx, [row.id])).get(row.id) ?? [];
          if ((await replaceChairs(trx, row.id, userIds)) !== userIds.length) throw new AppError('CHAIR_NOT_PRESIDENT');
          const view = await present(trx, row);
          await recordAudit(trx, actorOf(request), {
            action: 'commission.chairs_changed',
            entity: 'commission',
            entityId: row.id,
            before,
            after: view.chairs,
          });
          return view;
        }),
    );
  };
}
