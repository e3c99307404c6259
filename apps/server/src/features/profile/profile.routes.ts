import {
  activeSessionSchema,
  CAPABILITIES,
  changePasswordSchema,
  myCapabilitiesSchema,
  profileSchema,
  updateOwnProfileSchema,
  uploadLimitSchema,
} from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertStrongPassword } from '../../auth/accounts';
import { presentProfile } from '../../auth/profiles';
import { requireStaff } from '../../auth/guards';
import { guessKey, limitGuesses } from '../../auth/guess-limit';
import { actorOf, authHeaders, forwardCookies, staffOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { hasCapability } from '../../domain/access/access-settings';
import { recordAudit } from '../../lib/audit';
import { deviceLabel } from '../../lib/device-label';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { perMinute } from '../../plugins/security';

const toIso = (v: Date | string) => new Date(v).toISOString();

/** Mi Perfil: own data, password, sessions and language. */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireStaff(ctx));

    app.get('/api/profile', { schema: { tags: ['profile'], response: { 200: profileSchema } } }, async (request) =>
      presentProfile(staffOf(request).profile),
    );

    // What the pages may offer (an export button, …): the same switches the guards read.
    app.get('/api/profile/capabilities', { schema: { tags: ['profile'], response: { 200: myCapabilitiesSchema } } }, async (request) => {
      const { role } = staffOf(request).actor;
      const entries = await Promise.all(CAPABILITIES.map(async (c) => [c, await hasCapability(ctx.db, role, c)] as const));
      return Object.fromEntries(entries) as Record<(typeof CAPABILITIES)[number], boolean>;
    });

    // The upload fields say their limit before a file is chosen; the limit is the server's setting, not a constant.
    app.get('/api/profile/upload-limit', { schema: { tags: ['profile'], response: { 200: uploadLimitSchema } } }, () => ({
      maxBytes: ctx.config.maxUploadBytes,
    }));

    app.patch(
      '/api/profile',
      { schema: { tags: ['profile'], body: updateOwnProfileSchema, response: { 200: profileSchema } } },
      async (request) => {
        const { uid, profile } = staffOf(request);
        const changes = { ...request.body, updatedAt: nowIso() };
        const updated = await ctx.db.transaction().execute(async (trx) => {
          const row = await trx.updateTable('profile').set(changes).where('uid', '=', uid).returningAll().executeTakeFirst();
          if (!row) throw new AppError('NOT_FOUND');
          await recordAudit(trx, actorOf(request), {
            action: 'profile.updated',
            entity: 'user',
            entityId: uid,
            before: pick(profile, request.body),
            after: request.body,
          });
          return row;
        });
        // The auth library keeps its own copy of the name: written only when it changed (one commit less).
        if (request.body.name !== profile.name)
          await (await ctx.auth.$context).internalAdapter.updateUser(uid, { name: request.body.name });
        return presentProfile(updated);
      },
    );

    app.post(
      '/api/profile/password',
      {
        config: perMinute(ctx.config.authRateLimitPerMinute),
        schema: { tags: ['profile'], body: changePasswordSchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        const { profile } = staffOf(request);
        const { currentPassword, newPassword, revokeOtherSessions } = request.body;
        // The current password first, under the per-account guess limit: only its holder reaches the
        // (costlier) strength check.
        await limitGuesses(ctx.db, guessKey.currentPassword(profile.uid), async () => {
          if (!(await isCurrentPassword(ctx, profile.uid, currentPassword))) throw new AppError('PASSWORD_WRONG');
        });
        await assertStrongPassword(newPassword, [profile.email, profile.name]);
        const result = await ctx.auth.api
          .changePassword({
            body: { currentPassword, newPassword, revokeOtherSessions },
            headers: authHeaders(request),
            returnHeaders: true,
          })
          .catch(() => {
            throw new AppError('PASSWORD_WRONG');
          });
        await recordAudit(ctx.db, actorOf(request), {
          action: 'profile.password_changed',
          entity: 'user',
          entityId: profile.uid,
          after: { revokeOtherSessions },
        });
        forwardCookies(reply, result.headers);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/profile/sessions',
      { schema: { tags: ['profile'], response: { 200: z.array(activeSessionSchema) } } },
      async (request) => {
        const staff = staffOf(request);
        const sessions = await ctx.auth.api.listSessions({ headers: authHeaders(request) });
        return sessions.map((s) => ({
          id: s.id,
          createdAt: toIso(s.createdAt),
          expiresAt: toIso(s.expiresAt),
          ipAddress: s.ipAddress ?? null,
          userAgent: s.userAgent ?? null,
          device: deviceLabel(s.userAgent),
          current: s.id === staff.sessionId,
        }));
      },
    );

    app.delete(
      '/api/profile/sessions/:id',
      { schema: { tags: ['profile'], params: z.object({ id: z.string().max(100) }), response: { 204: z.null() } } },
      async (request, reply) => {
        const sessions = await ctx.auth.api.listSessions({ headers: authHeaders(request) });
        const target = sessions.find((s) => s.id === request.params.id);
        if (!target) throw new AppError('NOT_FOUND');
        await ctx.auth.api.revokeSession({ body: { token: target.token }, headers: authHeaders(request) });
        await recordAudit(ctx.db, actorOf(request), { action: 'profile.session_ended', entity: 'session', entityId: target.id });
        return reply.status(204).send(null);
      },
    );
  };
}

/** Whether `password` is the account's current password. */
async function isCurrentPassword(ctx: AppContext, uid: string, password: string): Promise<boolean> {
  const authCtx = await ctx.auth.$context;
  const account = await authCtx.internalAdapter.findCredentialAccount(uid);
  if (!account?.password) return false;
  return authCtx.password.verify({ hash: account.password, password });
}

function pick<T extends object>(row: T, keys: object): Partial<T> {
  return Object.fromEntries(Object.keys(keys).map((k) => [k, row[k as keyof T]])) as Partial<T>;
}
