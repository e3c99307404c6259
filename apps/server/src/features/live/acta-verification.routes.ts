import { type ActaVerification, actaCodeSchema, actaVerificationSchema, parseActaCode } from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/errors';
import { readEventName } from '../../lib/event-name';
import { limitedLookup, publicLookupRouteLimit } from '../../lib/public-lookups';
import { findCommissionNames } from './attendance.repository';
import { checkChain } from './log-chain';

/**
 * Whether an acta is the one its commission's log produced (decision 039): the entry its code names still has the
 * hash the acta printed, and the chain holds up to it. An unknown commission is NOT_FOUND (a miss).
 */
async function verifyActa(db: Executor, code: string): Promise<ActaVerification> {
  const { commissionId, entry, hash } = parseActaCode(code) ?? { commissionId: '', entry: 0, hash: '' };
  const commission = await findCommissionNames(db, commissionId);
  if (!commission) throw new AppError('NOT_FOUND', 'Ninguna comisión tiene un acta con ese código.');
  const [chain, row, eventName] = await Promise.all([
    checkChain(db, commissionId),
    db.selectFrom('liveLog').select('hash').where('commissionId', '=', commissionId).where('sequence', '=', entry).executeTakeFirst(),
    readEventName(db),
  ]);
  const altered = chain.broken !== null && chain.broken.sequence <= entry ? chain.broken.sequence : null;
  const status = altered !== null ? 'registro_alterado' : row?.hash === hash ? 'coincide' : 'no_coincide';
  return { status, eventName, commissionName: commission.name, entry, entries: chain.entries, alteredAt: altered };
}

/**
 * GET /api/acta-verification?code=…: anyone holding an acta checks it, within the public look-ups' limits (a query, not
 * a path parameter: the code is longer than a route parameter may be).
 */
export function actaVerificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/acta-verification',
      {
        config: publicLookupRouteLimit(ctx),
        schema: { tags: ['live'], querystring: z.object({ code: actaCodeSchema }), response: { 200: actaVerificationSchema } },
      },
      async (request) =>
        limitedLookup(ctx, { page: 'acta', ip: request.ip, subject: request.query.code }, () => verifyActa(ctx.db, request.query.code)),
    );
  };
}
