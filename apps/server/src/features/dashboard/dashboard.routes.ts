import { dashboardSchema, firstStepsSchema } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../auth/guards';
import type { AppContext } from '../../context';
import { readFirstSteps } from '../../domain/event/first-steps';
import { readDashboard } from './dashboard.repository';

/** Figures of /secretary/dashboard (the latest audit entries come from /api/audit). */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dashboard',
      {
        onRequest: requireStaff(ctx, 'Gestor'),
        schema: {
          tags: ['dashboard'],
          querystring: z.object({ tz: z.coerce.number().int().min(-840).max(840).default(0) }),
          response: { 200: dashboardSchema },
        },
      },
      (request) => readDashboard(ctx.db, request.query.tz),
    );

    // The "primeros pasos" checklist of a fresh installation (and whether the public forms are open).
    app.get(
      '/api/dashboard/first-steps',
      { onRequest: requireStaff(ctx, 'Gestor'), schema: { tags: ['dashboard'], response: { 200: firstStepsSchema } } },
      () => readFirstSteps(ctx.db, ctx.config.publicUrl),
    );
  };
}
