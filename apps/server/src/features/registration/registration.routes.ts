import {
  documentCheckResultSchema,
  documentCheckSchema,
  isRegistrationOpen,
  registrationOptionsSchema,
  registrationResultSchema,
} from '@quorum/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readPublicFeatures } from '../../domain/access/access-settings';
import type { AppContext } from '../../context';
import { assertPublicFormsReady, readPublicFormsReadiness } from '../../domain/event/first-steps';
import { findDelegateByDocument } from '../../domain/delegates/delegates.store';
import { readEventTimeZone } from '../../lib/event-name';
import { limitedLookup, publicLookupRouteLimit, takeAddressAllowance } from '../../lib/public-lookups';
import { registerDelegate } from './register-delegate';
import { assertRegistrationOpen } from './registration.policy';
import { currentLegalVersion, openCommissions } from './registration.repository';

/**
 * Public pre-registration (/register). A school network registers a whole class from one address: the limits
 * that follow a person are per document number and per e-mail (register-delegate.ts), and the address only
 * has the public look-ups' generous hourly ceiling (lib/public-lookups.ts), shared with the document check.
 */
export function registrationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const limit = publicLookupRouteLimit(ctx);
  return async (app) => {
    app.get('/api/registration/options', { schema: { tags: ['registration'], response: { 200: registrationOptionsSchema } } }, async () => {
      const f = await readPublicFeatures(ctx.db);
      const steps = await readPublicFormsReadiness(ctx.db);
      return {
        open: isRegistrationOpen(f),
        ready: steps.publicFormsReady,
        notReadyMessage: steps.notReadyMessage,
        registrationOpen: f.registrationOpen,
        registrationStart: f.registrationStart,
        registrationEnd: f.registrationEnd,
        commissions: await openCommissions(ctx.db),
        termsVersion: await currentLegalVersion(ctx.db, 'tyc'),
        privacyVersion: await currentLegalVersion(ctx.db, 'privacy'),
      };
    });

    // The form asks while the person fills it, so a duplicate is caught on the first step; the final
    // check of POST /api/registration stays. Only while registration is open, and only "already registered".
    app.post(
      '/api/registration/document-check',
      {
        config: limit,
        schema: { tags: ['registration'], body: documentCheckSchema, response: { 200: documentCheckResultSchema } },
      },
      async (request) => {
        await assertRegistrationOpen(await readPublicFeatures(ctx.db), () => readEventTimeZone(ctx.db));
        await assertPublicFormsReady(ctx.db);
        const { documentNumber } = request.body;
        // A document oracle like /data's look-up, so limited by the same rule.
        return limitedLookup(ctx, { page: 'registration', ip: request.ip, subject: documentNumber }, async () => ({
          registered: (await findDelegateByDocument(ctx.db, documentNumber)) !== undefined,
        }));
      },
    );

    // The body is checked by registrationSchema in the use case, after the honeypot: a bot that fills
    // `website` gets the same answer as a person and nothing is stored.
    app.post(
      '/api/registration',
      {
        config: limit,
        schema: { tags: ['registration'], body: z.record(z.string(), z.unknown()), response: { 201: registrationResultSchema } },
      },
      async (request, reply) => {
        await takeAddressAllowance(ctx, 'registration', request.ip);
        const body = request.body;
        if (typeof body.website === 'string' && body.website.length > 0) {
          return reply.status(201).send({ firstNames: typeof body.firstNames === 'string' ? body.firstNames.trim().slice(0, 80) : '' });
        }
        return reply.status(201).send(await registerDelegate(ctx, body));
      },
    );
  };
}
