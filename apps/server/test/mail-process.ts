// One process of the mail queue on a PostgreSQL database, for the kill -9 runs of `bench:mail` and of
// test/mail-queue-kill.test.ts: it sends what the outbox holds until it is killed. Reads DATABASE_URL, SMTP_URL and MAIL_RATE_PER_MINUTE; CLAIM_MS shortens
// the claim a killed process leaves behind (5 minutes in the server) so the run ends within a minute.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createMailer } from '../src/lib/mailer';

const config = loadConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quorum-bench-mail-process-')),
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'bench-mail-queue-signs-nothing-000000',
});
const { db } = openDatabase(config);
const mailer = createMailer(config, db, { error: () => {} }, { claimMs: Number(process.env.CLAIM_MS ?? 5_000), pollMs: 200 });
mailer.wake();
console.log('ready');
