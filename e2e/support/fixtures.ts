import { test as base } from '@playwright/test';
import { type FakeSmtp, startFakeSmtp } from '../../apps/server/test/smtp-fake';
import { startTestStore, type TestStore } from '../../apps/server/test/storage-fixtures';
import { runSeed, startServer, type TestServer } from './server';

/**
 * The data a spec's server holds before its first test. Every spec declares it at the top of the file with
 * `test.use({ data: { … } })`. It is a test option, so it does not force a worker of its own: the two workers
 * (and their browsers) run spec after spec, and the `server` fixture gives each spec file a server of its own,
 * on a fresh data directory (or a fresh PostgreSQL database with E2E_DATABASE_URL), as if it were the only spec —
 * unless the spec asks to share one (`shared: true`).
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
  /**
   * The spec neither changes what other specs read nor minds what they add: it takes the worker's server of the
   * same data when there is one, instead of a fresh one. For specs that read and sign in and out only.
   */
  shared?: boolean;
}

export interface SpecServer extends TestServer {
  /** The last line each seeding script printed, by script name (e.g. the ids it created, as JSON). */
  seeded: Record<string, string>;
  /** With `smtp: true`: the SMTP server the Quórum server delivers to. */
  smtp: FakeSmtp | null;
}

/**
 * A worker's spec servers: the one its current spec file uses, stopped when the next file needs another, and the
 * shared ones (`shared: true`), kept until the worker ends.
 */
interface ServerSlots {
  current: { key: string; server: SpecServer; stop: () => Promise<void> } | null;
  shared: Map<string, { server: SpecServer; stop: () => Promise<void> }>;
}

/** Starts a spec server with its SMTP server, bucket and seeds; `stop` ends all of them. */
async function startSpecServer(data: SpecData): Promise<{ server: SpecServer; stop: () => Promise<void> }> {
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
  const stop = async () => {
    await server.stop();
    await smtp?.close();
    await s3?.destroy();
  };
  try {
    const seeded: Record<string, string> = {};
    for (const script of data.seeds ?? []) seeded[script] = await runSeed(server, script);
    return { server: { ...server, seeded, smtp }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export const test = base.extend<{ data: SpecData | undefined; server: SpecServer }, { serverSlots: ServerSlots }>({
  data: [undefined, { option: true }],
  serverSlots: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const slots: ServerSlots = { current: null, shared: new Map() };
      await use(slots);
      await slots.current?.stop();
      for (const { stop } of slots.shared.values()) await stop();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ data, serverSlots }, use, testInfo) => {
      if (!data) throw new Error('Declare the spec’s data at the top of the file: test.use({ data: { demo: … } })');
      const key = JSON.stringify(data);
      if (data.shared) {
        let shared = serverSlots.shared.get(key);
        if (!shared) {
          shared = await startSpecServer(data);
          serverSlots.shared.set(key, shared);
        }
        await use(shared.server);
        return;
      }
      // A spec file's tests run one after another in one worker: the first starts its server, the rest reuse it.
      const fileKey = `${testInfo.file} ${key}`;
      if (serverSlots.current?.key !== fileKey) {
        const previous = serverSlots.current;
        serverSlots.current = null;
        await previous?.stop();
        serverSlots.current = { key: fileKey, ...(await startSpecServer(data)) };
      }
      await use(serverSlots.current.server);
    },
    // Starting a server and seeding it is slower than a test's own fixtures.
    { timeout: 120_000 },
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
