// `npm run bench:mail`: 1,000 recipients through the mail queue to a local SMTP server, on SQLite and (when
// it answers) PostgreSQL. The queue is stopped once mid-batch and started again, as a restart would; then
// counts what the SMTP server received. Prints mails_sent, mails_lost, mails_duplicated (targets 1000, 0, 0)
// and drain_ms (from queueing to the last row recorded as sent) at MAIL_RATE_PER_MINUTE (default 6000 here).
// On PostgreSQL a second run has two queue processes (bench/mail-process.ts) share the outbox, kills one with
// SIGKILL mid-batch and starts another in its place: nothing may be lost; a message the killed process had handed
// to SMTP but not recorded is sent again (SMTP delivers at least once), with the same Message-ID
// (`duplicates_with_new_message_id`, target 0).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeSmtp } from '../apps/server/test/smtp-fake';
import { buildAuthOptions } from '../apps/server/src/auth/auth';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { newId } from '../apps/server/src/lib/ids';
import { createMailer, type QueuedMail } from '../apps/server/src/lib/mailer';
import { report, withFreshPostgres } from './lib';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 1000);
const RATE = Number(process.env.MAIL_RATE_PER_MINUTE ?? 6000);
const STOP_AFTER = Math.floor(RECIPIENTS * 0.3);

/** `n` messages to distinct recipients. */
function batch(n: number): QueuedMail[] {
  const messageId = newId();
  return Array.from({ length: n }, (_, i) => ({
    to: `delegado${i}@colegio.test`,
    subject: 'Agenda del día',
    text: `Hola **Delegado ${i}**`,
    html: `<p>Hola <strong>Delegado ${i}</strong></p>`,
    messageId,
    delegateId: null,
  }));
}

/** Polls until no row of the outbox is left to send (or ten minutes). */
async function drained(db: ReturnType<typeof openDatabase>['db'], started: number): Promise<void> {
  for (;;) {
    const left = await db
      .selectFrom('mailOutbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '!=', 'sent')
      .executeTakeFirstOrThrow();
    if (Number(left.n) === 0 || performance.now() - started > 10 * 60_000) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** What the SMTP server got, against what was queued. */
function copiesOf(received: { to: string; raw: string }[], mails: QueuedMail[]) {
  const copies = new Map<string, string[]>();
  for (const m of received) copies.set(m.to, [...(copies.get(m.to) ?? []), /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim() ?? '']);
  const sent = mails.filter((m) => copies.has(m.to)).length;
  const extra = [...copies.values()].filter((ids) => ids.length > 1);
  return {
    mails_sent: sent,
    mails_lost: mails.length - sent,
    mails_duplicated: extra.reduce((n, ids) => n + ids.length - 1, 0),
    duplicates_with_new_message_id: extra.filter((ids) => new Set(ids).size > 1).length,
  };
}

/** A queue process of its own (apps/server/test/mail-process.ts), resolved once it runs. */
async function queueProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../apps/server/test/mail-process.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout?.on('data', (d) => String(d).includes('ready') && resolve()));
  return child;
}

/** Two processes share the outbox on PostgreSQL; one is killed with SIGKILL mid-batch, another takes its place. */
async function killedMidBatch(databaseUrl: string) {
  const smtp = await startFakeSmtp();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-bench-mail-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'bench-mail-queue-signs-nothing-000000',
  });
  const { db, kind } = openDatabase(config);
  const env = { DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, MAIL_RATE_PER_MINUTE: String(RATE), CLAIM_MS: '5000' };
  const children: ChildProcess[] = [];
  try {
    await migrateToLatest(db, buildAuthOptions(config, db, kind));
    const mails = batch(RECIPIENTS);
    const started = performance.now();
    // Queued by a mailer without SMTP (it only writes rows), then made due for the processes that send.
    await db.transaction().execute((trx) => createMailer({ ...config, smtpUrl: null }, trx, { error: () => {} }).enqueue(trx, mails));
    await db.updateTable('mailOutbox').set({ nextAttemptAt: new Date().toISOString() }).execute();
    children.push(await queueProcess(env), await queueProcess(env));
    while (smtp.received.length < STOP_AFTER) await new Promise((r) => setTimeout(r, 5));
    children[0]?.kill('SIGKILL');
    children.push(await queueProcess(env));
    await drained(db, started);
    report({
      database: 'postgres, two processes, one killed with SIGKILL',
      processes: 3,
      ...copiesOf(smtp.received, mails),
      drain_ms: performance.now() - started,
    });
  } finally {
    for (const c of children) c.kill('SIGKILL');
    await db.destroy();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function run(label: string, databaseUrl: string | null) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-bench-mail-'));
  const smtp = await startFakeSmtp();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SMTP_URL: smtp.url,
    MAIL_RATE_PER_MINUTE: String(RATE),
    SESSION_SECRET: 'bench-mail-queue-signs-nothing-000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const { db, kind } = openDatabase(config);
  const quiet = { error: () => {} };
  try {
    await migrateToLatest(db, buildAuthOptions(config, db, kind));
    const mails = batch(RECIPIENTS);
    const started = performance.now();
    let mailer = createMailer(config, db, quiet);
    await db.transaction().execute((trx) => mailer.enqueue(trx, mails));
    mailer.wake();
    // A stop mid-batch, then a new start on the same database.
    while (smtp.received.length < STOP_AFTER) await new Promise((r) => setTimeout(r, 5));
    await mailer.close();
    mailer = createMailer(config, db, quiet);
    await drained(db, started);
    const drainMs = performance.now() - started;
    await mailer.close();
    const { duplicates_with_new_message_id: _, ...copies } = copiesOf(smtp.received, mails);
    report({ database: label, rate_per_minute: RATE, ...copies, drain_ms: drainMs });
  } finally {
    await db.destroy();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('sqlite', null);
await withFreshPostgres((url) => run('postgres', url));
await withFreshPostgres(killedMidBatch);
