import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ABOVE_THE_DATABASE, outboxOf, resetTokenIn, startTestApp, type TestApp } from '../../test/harness';
import { startFakeSmtp } from '../../test/smtp-fake';
import { newDelegateRow } from '../domain/delegates/delegates.store';
import { newId, nowIso } from './ids';
import { createMailer } from './mailer';

/** A real SMTP server on localhost: `reject` refuses every message, `delayMs` waits before accepting one. */
const startSmtp = (opts: { reject?: boolean; delayMs?: number } = {}) =>
  startFakeSmtp(() => (opts.reject ? 'refuse' : null), { delayMs: opts.delayMs });

describe.each(ABOVE_THE_DATABASE)('mail over SMTP (%s)', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let gestor: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, MAIL_FROM: 'Secretaría <secretaria@mun.test>' });
    gestor = await t.cookieFor('Gestor');
  });
  afterAll(async () => {
    await t.destroy();
    await smtp.close();
  });

  it('delivers an invitation through the SMTP server and records it as sent', async () => {
    const res = await t.call('POST', '/api/users', {
      cookie: gestor,
      body: { name: 'Inés Invitada', email: 'ines@colegio.test', role: 'Logistica' },
    });
    expect(res.statusCode).toBe(201);
    // The answer waited for the mail server, so it can honestly say the invitation was sent.
    expect(res.json().invitation).toBe('sent');
    expect(smtp.received.some((m) => m.to.includes('ines@colegio.test'))).toBe(true);
    const mail = await vi.waitFor(
      () => smtp.received.find((m) => m.to.includes('ines@colegio.test')) ?? Promise.reject(new Error('not yet')),
    );
    expect(mail?.from).toBe('secretaria@mun.test');
    const stored = await vi.waitFor(async () => {
      const [row] = await outboxOf(t, gestor, 'ines@colegio.test');
      expect(row.status).toBe('sent');
      return row;
    });
    // The link in the delivered message is the one that works.
    const token = resetTokenIn(stored.text);
    expect(mail?.raw.replace(/=\r?\n/g, '')).toContain(token.slice(0, 20));
  });

  it('keeps a refused message in the outbox as failed, with the reason', async () => {
    const refusing = await startSmtp({ reject: true });
    const t2 = await startTestApp(kind, { SMTP_URL: refusing.url });
    try {
      const g = await t2.cookieFor('Gestor');
      const res = await t2.call('POST', '/api/users', {
        cookie: g,
        body: { name: 'Fallo Correo', email: 'fallo@colegio.test', role: 'Logistica' },
      });
      expect(res.statusCode).toBe(201);
      // Not «enviada»: the account exists, the mail is waiting for a retry.
      expect(res.json().invitation).toBe('pending');
      const reset = await t2.call('POST', `/api/users/${res.json().uid}/password-reset`, { cookie: g });
      expect(reset.statusCode).toBe(202);
      expect(reset.json()).toEqual({ ok: true, delivery: 'pending' });
      await vi.waitFor(async () => {
        const [stored] = await outboxOf(t2, g, 'fallo@colegio.test');
        expect(stored.status).toBe('failed');
        expect(stored.error).toContain('mailbox full');
      });
    } finally {
      await t2.destroy();
      await refusing.close();
    }
  });
});

describe.each(ABOVE_THE_DATABASE)('mail queue over a slow SMTP server (%s)', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let gestor: string;

  beforeAll(async () => {
    smtp = await startSmtp({ delayMs: 500 });
    t = await startTestApp(kind, { SMTP_URL: smtp.url });
    gestor = await t.cookieFor('Gestor');
  });
  afterAll(async () => {
    await t.destroy();
    await smtp.close();
  });

  const deliveredTo = (to: string) =>
    vi.waitFor(() => smtp.received.find((m) => m.to.includes(to)) ?? Promise.reject(new Error('not delivered yet')), { timeout: 5000 });

  it('answers forgot-password with 202 before the mail is delivered, then delivers it', async () => {
    const account = await t.accountFor('Logistica');
    const res = await t.call('POST', '/api/auth/forgot-password', { body: { email: account.email } });
    expect(res.statusCode).toBe(202);
    expect(smtp.received.filter((m) => m.to.includes(account.email))).toEqual([]);
    expect((await deliveredTo(account.email)).raw).toContain('Restablecer');
  });

  it('answers the /verificator resend with 202 before the mail is delivered, then delivers it', async () => {
    const row = newDelegateRow(
      {
        firstNames: 'Rita',
        lastNames: 'Reenvío',
        documentType: 'CC',
        documentNumber: 'RESEND1',
        birthDate: '2000-01-01',
        email: 'rita@colegio.test',
        phone: null,
        institution: 'Colegio',
        grade: null,
        guardianName: null,
        guardianPhone: null,
      },
      { source: 'preinscripcion' },
    );
    await t.ctx.db.insertInto('delegate').values(row).execute();
    const res = await t.call('POST', '/api/verification/resend', { body: { documentNumber: 'RESEND1', email: 'rita@colegio.test' } });
    expect(res.statusCode).toBe(202);
    expect(smtp.received.filter((m) => m.to.includes('rita@colegio.test'))).toEqual([]);
    await deliveredTo('rita@colegio.test');
  });

  it('delivers, at start, the queued messages a stopped server left unsent', async () => {
    const id = newId();
    const now = nowIso();
    await t.ctx.db
      .insertInto('mailOutbox')
      .values({
        id,
        to: 'pendiente@colegio.test',
        subject: 'Pendiente',
        text: 'Quedó en cola',
        status: 'outbox',
        error: null,
        sentAt: null,
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    // A new process on the same database (what a restart does) picks the message up.
    const restarted = createMailer({ smtpUrl: smtp.url, mailFrom: 'Quórum <no-reply@quorum.test>' }, t.ctx.db, {
      error: () => {},
    });
    try {
      await deliveredTo('pendiente@colegio.test');
      // The row is marked after the SMTP server accepted it: on a busy machine that can take more than a second.
      await vi.waitFor(
        async () => {
          const [stored] = await outboxOf(t, gestor, 'pendiente@colegio.test');
          expect(stored.status).toBe('sent');
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await restarted.close();
    }
  });
});
