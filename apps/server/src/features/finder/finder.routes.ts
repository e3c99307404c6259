import {
  checkInResultSchema,
  type EventName,
  finderCodeParamsSchema,
  finderDelegateSchema,
  finderQuerySchema,
  finderResultsSchema,
  kitInputSchema,
  mayUndoCheckIn,
  notesInputSchema,
  STAFF_AREA_ROLES,
} from '@quorum/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../lib/route-params';
import { requireStaff } from '../../auth/guards';
import { actorOf, staffOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { updateDelegate } from '../../domain/delegates/delegates.store';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import {
  clearCheckIn,
  type FinderRow,
  findFinderDelegate,
  findFinderDelegateByCode,
  markCheckedIn,
  searchDelegates,
  statusBeforeCheckIn,
} from './finder.repository';
import { presentFinderDelegate } from './finder.presenter';

const tags = ['finder'];

/** Buscador Delegados: the door staff (Logistica) and the Gestor find delegates, check them in, hand out the kit. */
export function finderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const staffArea = requireStaff(ctx, ...STAFF_AREA_ROLES);

  async function loadOr404(db: Executor, id: string) {
    const row = await findFinderDelegate(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'No existe ese delegado.');
    return row;
  }

  /** Saves a change to one delegate, audits what it was and what it is, and answers the delegate's card. */
  function changeDelegate(
    request: FastifyRequest,
    id: string,
    action: EventName,
    change: (before: FinderRow) => { columns: Parameters<typeof updateDelegate>[2]; before: unknown; after: unknown },
  ) {
    return ctx.db.transaction().execute(async (trx) => {
      const before = await loadOr404(trx, id);
      const { columns, ...audit } = change(before);
      await updateDelegate(trx, before.id, columns);
      await recordAudit(trx, actorOf(request), { action, entity: 'delegate', entityId: before.id, ...audit });
      return presentFinderDelegate(await loadOr404(trx, before.id));
    });
  }

  return async (app) => {
    app.get(
      '/api/finder',
      {
        onRequest: staffArea,
        schema: { tags, querystring: finderQuerySchema, response: { 200: finderResultsSchema } },
      },
      async (request) => {
        const { rows, total, capped } = await searchDelegates(ctx.db, ctx.kind, request.query.q);
        return { delegates: rows.map(presentFinderDelegate), total, capped };
      },
    );

    app.get(
      '/api/finder/code/:code',
      {
        onRequest: staffArea,
        schema: { tags, params: finderCodeParamsSchema, response: { 200: finderDelegateSchema } },
      },
      async (request) => {
        const row = await findFinderDelegateByCode(ctx.db, request.params.code);
        if (!row) throw new AppError('NOT_FOUND', 'No hay ningún delegado con ese código.');
        return presentFinderDelegate(row);
      },
    );

    app.get(
      '/api/finder/delegates/:id',
      { onRequest: staffArea, schema: { tags, params: idParams, response: { 200: finderDelegateSchema } } },
      async (request) => presentFinderDelegate(await loadOr404(ctx.db, request.params.id)),
    );

    app.post(
      '/api/finder/delegates/:id/check-in',
      { onRequest: staffArea, schema: { tags, params: idParams, response: { 200: checkInResultSchema } } },
      async (request) =>
        ctx.db.transaction().execute(async (trx) => {
          const before = await loadOr404(trx, request.params.id);
          if (before.status === 'retirado') throw new AppError('CONFLICT', 'Este delegado está retirado: no se puede acreditar.');
          const changed = await markCheckedIn(trx, before.id, staffOf(request).uid);
          const after = await loadOr404(trx, before.id);
          if (changed) {
            await recordAudit(trx, actorOf(request), {
              action: 'delegate.checked_in',
              entity: 'delegate',
              entityId: before.id,
              before: { status: before.status, checkedInAt: null },
              after: { status: after.status, checkedInAt: after.checkedInAt, checkedInBy: after.checkedInBy },
            });
          }
          return {
            alreadyCheckedIn: !changed,
            checkedInAt: after.checkedInAt,
            checkedInByName: after.checkedInByName,
            delegate: presentFinderDelegate(after),
          };
        }),
    );

    // «Deshacer»: whoever checked the delegate in, for CHECK_IN_UNDO_WINDOW_MS; the Gestor at any time.
    app.post(
      '/api/finder/delegates/:id/check-in/undo',
      { onRequest: staffArea, schema: { tags, params: idParams, response: { 200: finderDelegateSchema } } },
      async (request) =>
        ctx.db.transaction().execute(async (trx) => {
          const before = await loadOr404(trx, request.params.id);
          const checkedInAt = before.checkedInAt;
          if (checkedInAt === null) throw new AppError('NOT_CHECKED_IN');
          const staff = staffOf(request);
          if (!mayUndoCheckIn({ uid: staff.uid, role: staff.actor.role }, { checkedInBy: before.checkedInBy, checkedInAt }))
            throw new AppError('CHECK_IN_UNDO_FORBIDDEN');
          const status = await statusBeforeCheckIn(trx, before);
          // Another undo got there first: nothing left to undo.
          if (!(await clearCheckIn(trx, before.id, checkedInAt, status))) throw new AppError('NOT_CHECKED_IN');
          await recordAudit(trx, actorOf(request), {
            action: 'delegate.check_in_undone',
            entity: 'delegate',
            entityId: before.id,
            before: { status: before.status, checkedInAt, checkedInBy: before.checkedInBy },
            after: { status, checkedInAt: null },
          });
          return presentFinderDelegate(await loadOr404(trx, before.id));
        }),
    );

    app.put(
      '/api/finder/delegates/:id/kit',
      { onRequest: staffArea, schema: { tags, params: idParams, body: kitInputSchema, response: { 200: finderDelegateSchema } } },
      async (request) =>
        changeDelegate(request, request.params.id, 'delegate.kit_updated', (before) => {
          const kitBefore = presentFinderDelegate(before).kit;
          // The items sent are set; the others keep their value (two people ticking different items never undo each other).
          const kit = { ...kitBefore, ...request.body.items };
          return { columns: { kit: JSON.stringify(kit) }, before: kitBefore, after: kit };
        }),
    );

    app.put(
      '/api/finder/delegates/:id/notes',
      { onRequest: staffArea, schema: { tags, params: idParams, body: notesInputSchema, response: { 200: finderDelegateSchema } } },
      async (request) =>
        changeDelegate(request, request.params.id, 'delegate.notes_updated', (before) => {
          const notes = request.body.notes.trim();
          return { columns: { notes }, before: { notes: before.notes }, after: { notes } };
        }),
    );
  };
}
