// `npm run bench:mail`: 1,000 recipients through the mail queue to a local SMTP server, on SQLite and (when
// it answers) PostgreSQL. The queue is stopped once mid-batch and started again, as a restart would; then
// counts what the SMTP server received. Prints mails_sent, mails_lost, mails_duplicated (targets 1000, 0, 0)
// and drain_ms (from queueing to the last row recorded as sent) at MAIL_RATE_PER_MINUTE (default 6000 here).
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
    const messageId = newId();
    const mails: QueuedMail[] = Array.from({ length: RECIPIENTS }, (_, i) => ({
      to: `delegado${i}@colegio.test`,
      subject: 'Agenda del día',
      text: `Hola **Delegado ${i}**`,
      html: `<p>Hola <strong>Delegado ${i}</strong></p>`,
      messageId,
      delegateId: null,
    }));
    const started = performance.now();
    let mailer = createMailer(config, db, quiet);
    await db.transaction().execute((trx) => mailer.enqueue(trx, mails));
    mailer.wake();
    // A stop mid-batch, then a new start on the same database.
    while (smtp.received.length < STOP_AFTER) await new Promise((r) => setTimeout(r, 5));
    await mailer.close();
    mailer = createMailer(config, db, quiet);
    for (;;) {
      const left = await db
        .selectFrom('mailOutbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '!=', 'sent')
        .executeTakeFirstOrThrow();
      if (Number(left.n) === 0) break;
      if (performance.now() - started > 10 * 60_000) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const drainMs = performance.now() - started;
    await mailer.close();
    const copies = new Map<string, number>();
    for (const m of smtp.received) copies.set(m.to, (copies.get(m.to) ?? 0) + 1);
    const sent = mails.filter((m) => copies.has(m.to)).length;
    report({
      database: label,
      rate_per_minute: RATE,
      mails_sent: sent,
      mails_lost: RECIPIENTS - sent,
      mails_duplicated: [...copies.values()].reduce((n, c) => n + (c - 1), 0),
      drain_ms: drainMs,
    });
  } finally {
    await db.destroy();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('sqlite', null);
await withFreshPostgres((url) => run('postgres', url));
