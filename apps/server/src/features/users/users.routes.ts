import {
  createdUserSchema,
  createUserSchema,
  passwordLinkSentSchema,
  profileSchema,
  type Role,
  roleHasCommission,
  staffUserSchema,
  updateUserSchema,
} from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createStaffAccount, endAllSessions, sendPasswordLink } from '../../auth/accounts';
import { findProfile, presentProfile } from '../../auth/profiles';
import { requireStaff } from '../../auth/guards';
import { actorOf } from '../../auth/staff';
import type { Executor } from '../../db/database';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { assertKeepsAGestor } from './users.policy';
import { isOpenCommission, listProfiles, updateProfile } from './users.repository';

const uidParams = z.object({ uid: z.string().max(64) });

/** Usuarios: staff accounts, managed by a Gestor. */
export function usersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  async function loadTarget(uid: string, db: Executor = ctx.db) {
    const row = await findProfile(db, uid);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }
  async function assertCommission(role: Role, comissionId: string | null | undefined, db: Executor = ctx.db) {
    if (roleHasCommission(role) && comissionId && !(await isOpenCommission(db, comissionId))) {
      throw new AppError('VALIDATION', 'La comisión no existe o está archivada.', { comissionId: 'Comisión no válida' });
    }
  }

  return async (app) => {
    app.addHook('onRequest', requireStaff(ctx, 'Gestor'));

    // Kept per Gestor until the accounts or the conference change (plugins/kept-responses.ts): read far more than edited.
    app.get(
      '/api/users',
      {
        config: { keepResponse: { reads: ['session', 'conference'] } },
        schema: { tags: ['users'], response: { 200: z.array(staffUserSchema) } },
      },
      async () => (await listProfiles(ctx.db)).map((row) => ({ ...presentProfile(row), invitationPending: !row.hasPassword })),
    );

    app.post(
      '/api/users',
      { schema: { tags: ['users'], body: createUserSchema, response: { 201: createdUserSchema } } },
      async (request, reply) => {
        const { invite, password, ...fields } = request.body;
        await assertCommission(fields.role, fields.comissionId);
        const row = await createStaffAccount(ctx, { ...fields, password: invite ? undefined : password }, actorOf(request));
        const invitation = invite ? await sendPasswordLink(ctx, row.uid, 'invitation', 'now') : null;
        return reply.status(201).send({ ...presentProfile(row), invitation });
      },
    );

    app.patch(
      '/api/users/:uid',
      { schema: { tags: ['users'], params: uidParams, body: updateUserSchema, response: { 200: profileSchema } } },
      async (request) => {
        const body = request.body;
        // The account as it stands and the change, in one transaction (one pooled connection).
        const { target, updated } = await ctx.db.transaction().execute(async (trx) => {
          const target = await loadTarget(request.params.uid, trx);
          await assertCommission(body.role, body.comissionId, trx);
          await assertKeepsAGestor(trx, target, { role: body.role, active: Boolean(target.active) });
          const row = await updateProfile(trx, target.uid, {
            ...body,
            comissionId: roleHasCommission(body.role) ? body.comissionId : null,
          });
          await recordAudit(trx, actorOf(request), {
            action: 'user.updated',
            entity: 'user',
            entityId: target.uid,
            before: presentProfile(target),
            after: presentProfile(row),
          });
          return { target, updated: row };
        });
        if (body.name !== target.name) await (await ctx.auth.$context).internalAdapter.updateUser(target.uid, { name: body.name });
        return presentProfile(updated);
      },
    );

    for (const action of ['disable', 'enable'] as const) {
      app.post(
        `/api/users/:uid/${action}`,
        { schema: { tags: ['users'], params: uidParams, response: { 200: profileSchema } } },
        async (request) => {
          const active = action === 'enable';
          const { target, updated } = await ctx.db.transaction().execute(async (trx) => {
            const target = await loadTarget(request.params.uid, trx);
            await assertKeepsAGestor(trx, target, { role: target.role as never, active });
            const row = await updateProfile(trx, target.uid, { active: active ? 1 : 0 });
            await recordAudit(trx, actorOf(request), {
              action: `user.${action}d`,
              entity: 'user',
              entityId: target.uid,
              before: { active: Boolean(target.active) },
              after: { active },
            });
            return { target, updated: row };
          });
          if (!active) await endAllSessions(ctx, target.uid);
          return presentProfile(updated);
        },
      );
    }

    app.post(
      '/api/users/:uid/password-reset',
      { schema: { tags: ['users'], params: uidParams, response: { 202: passwordLinkSentSchema } } },
      async (request, reply) => {
        const target = await loadTarget(request.params.uid);
        if (!target.active) throw new AppError('ACCOUNT_DISABLED');
        const delivery = (await sendPasswordLink(ctx, target.uid, 'reset', 'now')) ?? 'pending';
        await recordAudit(ctx.db, actorOf(request), { action: 'user.password_reset_sent', entity: 'user', entityId: target.uid });
        return reply.status(202).send({ ok: true, delivery });
      },
    );
  };
}
