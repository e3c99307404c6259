import { test as base } from '@playwright/test';
import { type FakeSmtp, startFakeSmtp } from '../../apps/server/test/smtp-fake';
import { startTestStore, type TestStore } from '../../apps/server/test/storage-fixtures';
import { runSeed, startServer, type TestServer } from './server';

/**
 * The data a spec's server holds before its first test. Every spec declares it at the top of the file with
 * `test.use({ data: { … } })`: a worker-scoped option set in a file gives that file a worker of its own,
 * so each spec gets its own server, on a fresh data directory (or a fresh PostgreSQL database with
 * E2E_DATABASE_URL), as if it were the only spec.
 */
export interface SpecData {
  /**
   * Starts from the demo (apps/server/src/cli/demo.ts): the event, its commissions and staff with DEMO_PASSWORD,
   * loaded once by the global set-up and copied for the spec.
   */
  demo: boolean;
  /** Seeding scripts of e2e/support run after the demo, in order. */
  seeds?: string[];
  /** Starts a real SMTP server on localhost that the spec's server delivers to (`server.smtp` holds what it received). */
  smtp?: boolean;
  /** Keeps the spec server's files in an S3-compatible bucket (an s3rver on localhost) instead of its data directory. */
  s3?: boolean;
  /** Settings of the spec's server (environment variables), over the test defaults. */
  env?: Record<string, string>;
}

export interface SpecServer extends TestServer {
  /** The last line each seeding script printed, by script name (e.g. the ids it created, as JSON). */
  seeded: Record<string, string>;
  /** With `smtp: true`: the SMTP server the Quórum server delivers to. */
  smtp: FakeSmtp | null;
}

export const test = base.extend<object, { data: SpecData | undefined; server: SpecServer }>({
  data: [undefined, { scope: 'worker', option: true }],
  server: [
    async ({ data }, use) => {
      if (!data) throw new Error('Declare the spec’s data at the top of the file: test.use({ data: { demo: … } })');
      const smtp = data.smtp ? await startFakeSmtp() : null;
      const s3 = data.s3 ? await startTestStore('s3') : null;
      const server = await startServer(
        {
          ...(smtp ? { SMTP_URL: smtp.url, MAIL_RATE_PER_MINUTE: '6000' } : {}),
          ...(s3 ? s3Settings(s3) : {}),
          ...data.env,
        },
        { demo: data.demo },
      );
      try {
        const seeded: Record<string, string> = {};
        for (const script of data.seeds ?? []) seeded[script] = await runSeed(server, script);
        await use({ ...server, seeded, smtp });
      } finally {
        await server.stop();
        await smtp?.close();
        await s3?.destroy();
      }
    },
    // Starting a server and seeding it is slower than a test's own fixtures.
    { scope: 'worker', timeout: 120_000 },
  ],
});

/** The settings that point a server at a test store's bucket. */
function s3Settings(store: TestStore): Record<string, string> {
  const { config } = store;
  if (config.driver !== 's3') throw new Error('not an S3 store');
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: config.endpoint ?? '',
    S3_BUCKET: config.bucket,
    S3_REGION: config.region,
    S3_ACCESS_KEY_ID: config.credentials?.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: config.credentials?.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: String(config.forcePathStyle),
  };
}

export { expect } from '@playwright/test';

/**
 * The options of a test that `npm test` also runs on PostgreSQL: one whose behaviour differs there (the live
 * bus over LISTEN/NOTIFY, pages kept until another connection's commit is heard). The others run on SQLite
 * only; the server suite runs every route on both databases.
 */
export const ON_POSTGRES = { tag: '@postgres' };
