import { auditPageSchema, auditQuerySchema, outboxMessageSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../auth/guards';
import type { AppContext } from '../../context';
import { findAuditPage } from './audit.repository';

/** Correo saliente and the audit log (filtered by person and dates, paginated), both read-only and for the Gestor. */
export function secretaryLogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireStaff(ctx, 'Gestor'));

    app.get('/api/outbox', { schema: { tags: ['secretary'], response: { 200: z.array(outboxMessageSchema) } } }, async () => {
      const rows = await ctx.db
        .selectFrom('mailOutbox')
        .select(['id', 'to', 'subject', 'text', 'status', 'error', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .limit(500)
        .execute();
      return rows.map((r) => ({ ...r, status: r.status as 'outbox' | 'sent' | 'failed' }));
    });

    app.get(
      '/api/audit',
      { schema: { tags: ['secretary'], querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
      (request) => findAuditPage(ctx.db, request.query),
    );
  };
}
