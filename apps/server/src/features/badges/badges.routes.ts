import { STAFF_AREA_ROLES } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../auth/guards';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { readEventName } from '../../lib/event-name';

import { findBadgeDelegates, findCommissionName, institutionsMatching } from './badges.repository';
import { sendDownload } from '../../plugins/download';

const query = z
  .object({
    commissionId: z.string().trim().max(64).optional(),
    institution: z.string().trim().max(80).optional(),
  })
  .refine((q) => Boolean(q.commissionId) !== Boolean(q.institution), {
    message: 'Indica una comisión o una institución (solo una)',
    path: ['commissionId'],
  });

/**
 * Escarapelas: printable badges with a QR code of the badge code, per commission or institution (Gestor, Logistica).
 * A badge is worn in public: its code identifies at the door and opens no personal data (decision 031).
 */
export function badgesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/badges.pdf',
      { onRequest: requireStaff(ctx, ...STAFF_AREA_ROLES), schema: { tags: ['finder'], querystring: query } },
      async (request, reply) => {
        const { commissionId, institution } = request.query;
        let title: string;
        let rows: Awaited<ReturnType<typeof findBadgeDelegates>>;
        if (commissionId) {
          const name = await findCommissionName(ctx.db, commissionId);
          if (!name) throw new AppError('NOT_FOUND', 'No existe esa comisión.');
          title = `Escarapelas — ${name}`;
          rows = await findBadgeDelegates(ctx.db, { commissionId });
        } else {
          const typed = institution ?? '';
          const names = await institutionsMatching(ctx.db, typed);
          title = `Escarapelas — ${names[0] ?? typed}`;
          rows = await findBadgeDelegates(ctx.db, { institutions: names });
        }
        // The PDF and QR libraries load with the first badges made, not when the server starts.
        const { badgesPdf } = await import('./badges.pdf');
        const body = await badgesPdf({
          eventName: await readEventName(ctx.db),
          title,
          badges: rows.map((r) => ({
            name: `${r.firstNames} ${r.lastNames}`,
            delegation: r.delegationName,
            commission: r.commissionName,
            institution: r.institution,
            badgeCode: r.badgeCode,
          })),
        });
        return sendDownload(reply, { body, contentType: 'application/pdf', fileName: `${title.replace(' — ', '-')}.pdf` });
      },
    );
  };
}
