import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer, type QueuedMail } from '../src/lib/mailer';
import { newId } from '../src/lib/ids';
import { DATABASES, startTestApp, type TestApp } from './harness';
import { type FakeSmtp, startFakeSmtp } from './smtp-fake';

/** SMTP connections a queue process keeps (lib/mailer.ts): the deliveries a kill can cut at once. */
const CONNECTIONS = 2;

/** A queue process of its own (test/mail-process.ts, the mailer of the server), resolved once it runs. */
async function queueProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'mail-process.ts')], {
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d) => String(d).includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`the queue process exited with ${code}`)));
  });
  return child;
}

// Several processes share a queue only on PostgreSQL (SQLite: one process holds the data directory).
describe.skipIf(!DATABASES.includes('postgres'))('the mail queue when one of two processes is killed (kill -9, postgres)', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    t = await startTestApp('postgres');
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await smtp?.close();
    await t?.destroy();
  });

  it('loses no message, and sends one twice only when the kill cut its SMTP exchange, with the same Message-ID', async () => {
    const messageId = newId();
    const mails: QueuedMail[] = Array.from({ length: 60 }, (_, i) => ({
      to: `matar-${i}@colegio.test`,
      subject: `Aviso ${i}`,
      text: `Hola ${i}`,
      html: null,
      messageId,
      delegateId: null,
    }));
    // Written by a mailer without SMTP (rows only), then made due for the two processes that send.
    await createMailer({ smtpUrl: null, mailFrom: 'Quórum <no-reply@quorum.test>' }, t.ctx.db, { error: () => {} }).enqueue(
      t.ctx.db,
      mails,
    );
    await t.ctx.db.updateTable('mailOutbox').set({ nextAttemptAt: new Date().toISOString() }).where('to', 'like', 'matar-%').execute();
    // A claim of 1.5 s instead of the server's 5 minutes: the survivor takes the killed process's claimed rows
    // within the test. One every 50 ms per process, so the kill falls mid-batch.
    const env = {
      DATABASE_URL: t.ctx.config.databaseUrl as string,
      SMTP_URL: smtp.url,
      MAIL_RATE_PER_MINUTE: '1200',
      CLAIM_MS: '1500',
    };
    const [killed, survivor] = await Promise.all([queueProcess(env), queueProcess(env)]);
    children.push(killed as ChildProcess, survivor as ChildProcess);
    await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThanOrEqual(15), { timeout: 15_000, interval: 5 });
    killed?.kill('SIGKILL');
    expect(smtp.received.length).toBeLessThan(60);
    await vi.waitFor(
      async () => {
        const rows = await t.ctx.db.selectFrom('mailOutbox').select('status').where('to', 'like', 'matar-%').execute();
        expect(rows.filter((r) => r.status === 'sent')).toHaveLength(60);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(smtp.received.length).toBeLessThan(60 + CONNECTIONS + 1);

    const copies = new Map<string, string[]>();
    for (const m of smtp.received) copies.set(m.to, [...(copies.get(m.to) ?? []), /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim() ?? '']);
    for (const m of mails) {
      const ids = copies.get(m.to) ?? [];
      expect(ids.length, m.to).toBeGreaterThanOrEqual(1);
      // A second copy is the same message to the recipient's mail system (one Message-ID per outbox row).
      expect(new Set(ids).size, m.to).toBe(1);
    }
    expect([...copies.values()].filter((ids) => ids.length > 1).length).toBeLessThanOrEqual(CONNECTIONS);
  }, 60_000);
});
