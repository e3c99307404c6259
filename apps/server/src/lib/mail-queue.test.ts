import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { readableMail, type FakeSmtp, type Fault, startFakeSmtp } from '../../test/smtp-fake';
import { openDatabase } from '../db/database';
import { newId } from './ids';
import { createMailer, type Mailer, type QueuedMail } from './mailer';

/**
 * Short timings so a retry or an expired claim happens within a test. The SMTP timeout stays long: a send that
 * outlasts it on a busy machine may already have been accepted, and its retry is rightly a second copy (SMTP
 * delivers at least once). The tests of a server that stops answering shorten it.
 */
const FAST = { retryDelaysMs: [100], claimMs: 3_000, pollMs: 200, smtpTimeoutMs: 10_000 };
/** For a server that stops answering: short enough to retry within the test. */
const SILENT_SERVER = { ...FAST, smtpTimeoutMs: 1_000 };
const quiet = { error: () => {} };

describe.each(DATABASES)('mail queue (%s)', (kind) => {
  let t: TestApp;
  let smtp: FakeSmtp | null = null;
  const mailers: Mailer[] = [];

  const mailerFor = (url: string, ratePerMinute = 60_000, db = t.ctx.db, timings = FAST) => {
    const mailer = createMailer(
      { smtpUrl: url, mailFrom: 'Quórum <no-reply@quorum.test>', mailRatePerMinute: ratePerMinute },
      db,
      quiet,
      timings,
    );
    mailers.push(mailer);
    return mailer;
  };
  const messages = (n: number, prefix: string): QueuedMail[] => {
    const messageId = newId();
    return Array.from({ length: n }, (_, i) => ({
      to: `${prefix}${i}@colegio.test`,
      subject: `Aviso ${i}`,
      text: `Hola **${i}**`,
      html: `<p>Hola <strong>${i}</strong></p>`,
      messageId,
      delegateId: null,
    }));
  };
  const rowsOf = (prefix: string) =>
    t.ctx.db.selectFrom('mailOutbox').select(['to', 'status', 'attempts', 'error']).where('to', 'like', `${prefix}%`).execute();
  /** Every recipient got exactly one copy. */
  const expectOncePerRecipient = (mails: QueuedMail[]) => {
    const counts = new Map<string, number>();
    for (const m of smtp?.received ?? []) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
    for (const m of mails) expect(counts.get(m.to), m.to).toBe(1);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterEach(async () => {
    await Promise.all(mailers.splice(0).map((m) => m.close()));
    await smtp?.close();
    smtp = null;
  });
  afterAll(() => t?.destroy());

  it('sends the HTML part and the Markdown as plain text', async () => {
    smtp = await startFakeSmtp();
    const mailer = mailerFor(smtp.url);
    const [mail] = messages(1, 'partes');
    await mailer.enqueue(t.ctx.db, [mail]);
    mailer.wake();
    // The first mail of a process also loads the SMTP client.
    await vi.waitFor(() => expect(smtp?.received).toHaveLength(1), { timeout: 5_000, interval: 20 });
    const raw = readableMail(smtp.received[0]?.raw ?? '');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('Hola **0**');
    expect(raw).toContain('text/html');
    expect(raw).toContain('<strong>0</strong>');
  });

  it.each<Fault>(['refuse', 'timeout', 'drop'])(
    'keeps a message queued when the server answers «%s», retries it and sends it once',
    async (fault) => {
      smtp = await startFakeSmtp((_to, attempt) => (attempt === 1 ? fault : null));
      const mailer = mailerFor(smtp.url, undefined, undefined, SILENT_SERVER);
      const mails = messages(3, `falla-${fault}-`);
      await mailer.enqueue(t.ctx.db, mails);
      mailer.wake();
      await vi.waitFor(
        async () => {
          const rows = await rowsOf(`falla-${fault}-`);
          expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
        },
        { timeout: 15_000, interval: 100 },
      );
      expectOncePerRecipient(mails);
      for (const m of mails) expect(smtp.attempts.get(m.to)).toBeGreaterThanOrEqual(2);
    },
  );

  it('sends a message again with the same Message-ID when its acceptance never came back, so the recipient sees one', async () => {
    smtp = await startFakeSmtp((_to, attempt) => (attempt === 1 ? 'unconfirmed' : null));
    const mailer = mailerFor(smtp.url, undefined, undefined, SILENT_SERVER);
    await mailer.enqueue(t.ctx.db, messages(1, 'sin-respuesta'));
    mailer.wake();
    await vi.waitFor(async () => expect((await rowsOf('sin-respuesta')).map((r) => r.status)).toEqual(['sent']), {
      timeout: 15_000,
      interval: 100,
    });
    const { id } = await t.ctx.db.selectFrom('mailOutbox').select('id').where('to', 'like', 'sin-respuesta%').executeTakeFirstOrThrow();
    const ids = smtp.received.map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim());
    expect(ids).toEqual([`<${id}@quorum.test>`, `<${id}@quorum.test>`]);
  });

  it('records a message the server keeps refusing as failed, with the SMTP error, after the last attempt', async () => {
    smtp = await startFakeSmtp(() => 'refuse');
    const mailer = mailerFor(smtp.url);
    await mailer.enqueue(t.ctx.db, messages(1, 'rechazo'));
    mailer.wake();
    // The last attempt is claimed (attempts 5) while the row still says the fourth failed: its end is when no
    // further attempt is due.
    await vi.waitFor(
      async () => {
        const [row] = await rowsOf('rechazo');
        expect(row).toMatchObject({ status: 'failed', attempts: 5 });
        expect(row?.error).toContain('try again later');
        const next = await t.ctx.db
          .selectFrom('mailOutbox')
          .select('nextAttemptAt')
          .where('to', 'like', 'rechazo%')
          .executeTakeFirstOrThrow();
        expect(next.nextAttemptAt).toBeNull();
      },
      { timeout: 15_000, interval: 100 },
    );
    await new Promise((r) => setTimeout(r, 300)); // a few retry delays: nothing more is tried
    expect((await rowsOf('rechazo'))[0]).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('keeps the pace of the rate per minute', async () => {
    smtp = await startFakeSmtp();
    const mailer = mailerFor(smtp.url, 600); // one every 100 ms
    const mails = messages(6, 'ritmo');
    const started = Date.now();
    await mailer.enqueue(t.ctx.db, mails);
    mailer.wake();
    await vi.waitFor(() => expect(smtp?.received).toHaveLength(6), { timeout: 5_000, interval: 20 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(480);
  });

  // Several processes share a database only on PostgreSQL (SQLite: one process holds the data directory).
  if (kind === 'postgres')
    it('with two processes on one database, keeps one rate per minute between them', async () => {
      smtp = await startFakeSmtp();
      const other = openDatabase(t.ctx.config);
      // One a minute: a process of its own would send its first at once.
      const shared = (db: typeof t.ctx.db) =>
        createMailer(
          { smtpUrl: smtp?.url ?? '', mailFrom: 'Quórum <no-reply@quorum.test>', mailRatePerMinute: 1, mailRateShared: true },
          db,
          quiet,
          FAST,
        );
      try {
        const a = shared(t.ctx.db);
        mailers.push(a);
        await a.enqueue(t.ctx.db, messages(1, 'compartido-a'));
        a.wake();
        await vi.waitFor(() => expect(smtp?.received).toHaveLength(1), { timeout: 5_000, interval: 20 });
        // A second process (beside it, or the same server restarted) finds this minute's send taken.
        const b = shared(other.db);
        mailers.push(b);
        await b.enqueue(other.db, messages(1, 'compartido-b'));
        b.wake();
        await new Promise((resolve) => setTimeout(resolve, 5 * FAST.pollMs));
        expect(smtp.received).toHaveLength(1);
        expect((await rowsOf('compartido-b')).map((r) => r.status)).not.toContain('sent');
      } finally {
        await Promise.all(mailers.splice(0).map((m) => m.close()));
        await other.db.destroy();
        // It waits for the next minute: out of the queue, so the next tests' workers do not send it.
        await t.ctx.db.deleteFrom('mailOutbox').where('to', 'like', 'compartido-%').execute();
      }
    });

  it('loses nothing when the server stops mid-batch: the next start sends the rest, each once', async () => {
    smtp = await startFakeSmtp();
    const first = mailerFor(smtp.url, 1_200); // one every 50 ms
    const mails = messages(30, 'parada');
    await first.enqueue(t.ctx.db, mails);
    first.wake();
    await vi.waitFor(() => expect(smtp?.received.length).toBeGreaterThanOrEqual(5), { timeout: 5_000, interval: 10 });
    await first.close();
    const sentBeforeStop = smtp.received.length;
    expect(sentBeforeStop).toBeLessThan(30);
    const pending = (await rowsOf('parada')).filter((r) => r.status !== 'sent');
    expect(pending).toHaveLength(30 - sentBeforeStop);
    mailerFor(smtp.url);
    await vi.waitFor(() => expect(smtp?.received).toHaveLength(30), { timeout: 10_000, interval: 50 });
    expectOncePerRecipient(mails);
  });

  it('with two queue workers on one database, sends each message once', async () => {
    smtp = await startFakeSmtp();
    const other = openDatabase(t.ctx.config);
    try {
      // Claims that outlast a slow machine: this is about two processes taking turns, not about a claim expiring
      // (with FAST's 3 s, a send delayed past it on a busy machine is rightly taken again by the other process).
      const timings = { ...FAST, claimMs: 60_000 };
      const a = mailerFor(smtp.url, 60_000, t.ctx.db, timings);
      const b = mailerFor(smtp.url, 60_000, other.db, timings);
      const mails = messages(200, 'dos-');
      await a.enqueue(t.ctx.db, mails);
      a.wake();
      b.wake();
      await vi.waitFor(async () => expect((await rowsOf('dos-')).every((r) => r.status === 'sent')).toBe(true), {
        timeout: 20_000,
        interval: 100,
      });
      expect(smtp.received).toHaveLength(200);
      expectOncePerRecipient(mails);
    } finally {
      await Promise.all(mailers.splice(0).map((m) => m.close()));
      await other.db.destroy();
    }
  });
});
