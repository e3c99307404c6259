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
import { assertPublicFormsReady, readFirstSteps } from '../../domain/event/first-steps';
import { findDelegateByDocument } from '../../domain/delegates/delegates.store';
import { perMinute } from '../../plugins/security';
import { registerDelegate } from './register-delegate';
import { assertRegistrationOpen } from './registration.policy';
import { currentLegalVersion, openCommissions } from './registration.repository';

/** Public pre-registration (/register). */
/** Pre-registrations one address may send a minute: a school network registers a whole class. */
export const REGISTRATION_PER_ADDRESS_PER_MINUTE = 120;

export function registrationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const limit = perMinute(REGISTRATION_PER_ADDRESS_PER_MINUTE);
  // A document oracle like /data's look-up, so limited like it.
  const checkLimit = perMinute(ctx.config.authRateLimitPerMinute * 3);
  return async (app) => {
    app.get('/api/registration/options', { schema: { tags: ['registration'], response: { 200: registrationOptionsSchema } } }, async () => {
      const f = await readPublicFeatures(ctx.db);
      const steps = await readFirstSteps(ctx.db);
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
        config: checkLimit,
        schema: { tags: ['registration'], body: documentCheckSchema, response: { 200: documentCheckResultSchema } },
      },
      async (request) => {
        assertRegistrationOpen(await readPublicFeatures(ctx.db));
        await assertPublicFormsReady(ctx.db);
        return { registered: (await findDelegateByDocument(ctx.db, request.body.documentNumber)) !== undefined };
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
        const body = request.body;
        if (typeof body.website === 'string' && body.website.length > 0) {
          return reply.status(201).send({ firstNames: typeof body.firstNames === 'string' ? body.firstNames.trim().slice(0, 80) : '' });
        }
        return reply.status(201).send(await registerDelegate(ctx, body));
      },
    );
  };
}
