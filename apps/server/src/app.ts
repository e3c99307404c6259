import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { healthSchema } from '@quorum/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildAuthOptions, createAuth } from './auth/auth';
import { type Config, fastifyTrustProxy } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { setBackgroundNice } from './workers/pool';
import { assignmentRoutes } from './features/assignment/assignment.routes';
import { awardsRoutes } from './features/awards/awards.routes';
import { documentsRoutes } from './features/documents/documents.routes';
import { pressPageHeads } from './features/press/press.page';
import { pressRoutes } from './features/press/press.routes';
import { authRoutes } from './features/auth/auth.routes';
import { commissionDelegatesRoutes } from './features/commission-delegates/commission-delegates.routes';
import { commissionsRoutes } from './features/commissions/commissions.routes';
import { actaRoutes } from './features/live/acta.routes';
import { actaVerificationRoutes } from './features/live/acta-verification.routes';
import { advisorRoutes } from './features/advisors/advisors.routes';
import { liveRoutes } from './features/live/live.routes';
import { participationRoutes } from './features/live/participation.routes';
import { meetsRoutes } from './features/live/meets.routes';
import { projectionRoutes } from './features/live/projection.routes';
import { roomRoutes } from './features/live/room.routes';
import { attendanceRoutes } from './features/live/attendance.routes';
import { scheduleRoutes } from './features/live/schedule.routes';
import { ballotRoutes } from './features/live/ballots.routes';
import { requestRoutes } from './features/live/requests.routes';
import { amendmentRoutes } from './features/papers/amendments.routes';
import { divisionRoutes } from './features/papers/divisions.routes';
import { paperHistoryRoutes } from './features/papers/paper-history.routes';
import { paperRoutes } from './features/papers/papers.routes';
import { resolutionDocumentRoutes } from './features/papers/resolution-documents.routes';
import { loadsRoutes } from './features/loads/loads.routes';
import { delegationsRoutes } from './features/delegations/delegations.routes';
import { finderRoutes } from './features/finder/finder.routes';
import { badgesRoutes } from './features/badges/badges.routes';
import { certificatesRoutes } from './features/certificates/certificates.routes';
import { mailRoutes } from './features/mail/mail.routes';
import { filesRoutes } from './features/files/files.routes';
import { secretaryLogRoutes } from './features/outbox/secretary-log.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { delegateListRoutes } from './features/delegate-list/delegate-list.routes';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { accessRoutes } from './features/access/access.routes';
import { lookupRoutes } from './features/lookup/lookup.routes';
import { registrationRoutes } from './features/registration/registration.routes';
import { verificationRoutes } from './features/verification/verification.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { setupRoutes } from './features/setup/setup.routes';
import { usersRoutes } from './features/users/users.routes';
import { type Bus, createLocalBus, createPostgresBus, type Watch } from './lib/bus';
import { openAttachments } from './lib/mail-attachments';
import { keptEventTimeZone } from './lib/event-name';
import { createMailer } from './lib/mailer';
import { touchPrivateFile } from './lib/private-files';
import { createStorage } from './lib/storage/create-storage';
import { registerUploads } from './plugins/upload';
import { registerCompressedAnswers } from './plugins/compressed-answers';
import { answerFrameworkError, registerErrorHandler } from './plugins/errors';
import { registerKeptResponses } from './plugins/kept-responses';
import { requestLogOptions } from './plugins/request-log';
import { registerSecurity } from './plugins/security';
import { serveWebApp } from './web';

export interface BuiltApp {
  app: FastifyInstance;
  /** Every route registered, for the authorization matrix. */
  routes: { method: string; url: string }[];
  ctx: AppContext;
  close(): Promise<void>;
}

/** Builds the whole server: database (migrated), auth, mail, security, API routes and the web app. */
export async function buildApp(
  config: Config,
  opts: { logger?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    ...(opts.logger === false ? { logger: false } : requestLogOptions(config.logLevel, opts.logStream)),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  // The background threads' CPU priority, for the pools' threads started from now on.
  setBackgroundNice(config.backgroundNice);
  // A new SQLite file is made for this user only; SQLite gives its WAL files the same mode.
  if (!config.databaseUrl) touchPrivateFile(config.sqliteFile);
  const { db, kind, generationOf, feed } = openDatabase(config);
  const generation = generationOf();
  const authOptions = buildAuthOptions(config, db, kind);
  await migrateToLatest(db, authOptions);
  const auth = await createAuth(authOptions);
  const storage = await createStorage(config);
  const mailer = createMailer({ ...config, mailRateShared: kind === 'postgres' }, db, app.log, {}, (messageId) =>
    openAttachments(db, storage, messageId),
  );
  const bus = await openBus(config, db, (text) => app.log.warn(text), feed);
  const ctx: AppContext = { config, db, kind, generation, generationOf, auth, mailer, bus, storage };

  const routes: BuiltApp['routes'] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ method, url: r.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurity(app, config, kind === 'postgres' ? db : undefined);
  await registerUploads(app, config.maxUploadBytes);
  await registerCompressedAnswers(app);
  registerKeptResponses(app, generationOf);
  await app.register(swagger, {
    openapi: { info: { title: 'Quórum API', version: config.version, description: 'API de Quórum' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles at run time and its CSP allows any https origin: keep it to our own.
    transformStaticCSP: (header) =>
      header
        .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
        .replace(/ https:/g, '')
        .replace(' validator.swagger.io', '')
        .replace(' upgrade-insecure-requests;', ''),
  });

  app.get('/api/health', { schema: { tags: ['platform'], response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
    database: kind,
    version: config.version,
  }));
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  for (const routes of [
    authRoutes,
    setupRoutes,
    profileRoutes,
    usersRoutes,
    commissionsRoutes,
    settingsRoutes,
    secretaryLogRoutes,
    registrationRoutes,
    verificationRoutes,
    lookupRoutes,
    accessRoutes,
    finderRoutes,
    badgesRoutes,
    delegationsRoutes,
    commissionDelegatesRoutes,
    delegateListRoutes,
    privacyRoutes,
    dashboardRoutes,
    loadsRoutes,
    assignmentRoutes,
    liveRoutes,
    actaRoutes,
    actaVerificationRoutes,
    advisorRoutes,
    participationRoutes,
    meetsRoutes,
    projectionRoutes,
    roomRoutes,
    attendanceRoutes,
    scheduleRoutes,
    ballotRoutes,
    requestRoutes,
    paperRoutes,
    amendmentRoutes,
    divisionRoutes,
    resolutionDocumentRoutes,
    paperHistoryRoutes,
    awardsRoutes,
    documentsRoutes,
    pressRoutes,
    certificatesRoutes,
    mailRoutes,
    filesRoutes,
  ]) {
    await app.register(routes(ctx));
  }
  // The pages features add a head to, by route (the web app's route table); their moments on the event's clock.
  await serveWebApp(app, config.webDist, new Map([...pressPageHeads(config)]), keptEventTimeZone(ctx.db, ctx.generationOf(['conference'])));

  return {
    app,
    routes,
    ctx,
    async close() {
      await app.close();
      await bus.close();
      await mailer.close();
      storage.close();
      await db.destroy();
    },
  };
}

/**
 * The bus between writers and streams: in process on SQLite, LISTEN/NOTIFY on PostgreSQL (several processes),
 * whose listening connection also hears the commits that move the data generation.
 */
function openBus(config: Config, db: AppContext['db'], warn: (text: string) => void, watch?: Watch): Promise<Bus> {
  if (!config.databaseUrl) return Promise.resolve(createLocalBus());
  return createPostgresBus(config.databaseUrl, {
    channel: 'quorum_live',
    warn,
    watch,
    publish: async (channel, payload) => {
      // A select: it writes no table, so it moves no data generation (db/write-watch.ts).
      await db.selectNoFrom(sql`pg_notify(${channel}, ${payload})`.as('sent')).execute();
    },
  });
}
