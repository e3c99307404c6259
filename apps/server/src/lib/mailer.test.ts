import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, outboxOf, resetTokenIn, startTestApp, type TestApp } from '../../test/harness';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on localhost that keeps what it receives; `reject` makes it refuse every message. */
async function startSmtp(opts: { reject?: boolean } = {}): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c) => (raw += c));
      stream.on('end', () => {
        if (opts.reject) return callback(new Error('mailbox full'));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) };
}

describe.each(DATABASES)('mail over SMTP (%s)', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let gestor: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, { SMTP_URL: `${smtp.url}?ignoreTLS=true`, MAIL_FROM: 'Secretaría <secretaria@mun.test>' });
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
    const mail = smtp.received.find((m) => m.to.includes('ines@colegio.test'));
    expect(mail?.from).toBe('secretaria@mun.test');
    const [stored] = await outboxOf(t, gestor, 'ines@colegio.test');
    expect(stored.status).toBe('sent');
    // The link in the delivered message is the one that works.
    const token = resetTokenIn(stored.text);
    expect(mail?.raw.replace(/=\r?\n/g, '')).toContain(token.slice(0, 20));
  });

  it('keeps a refused message in the outbox as failed, with the reason', async () => {
    const refusing = await startSmtp({ reject: true });
    const t2 = await startTestApp(kind, { SMTP_URL: `${refusing.url}?ignoreTLS=true` });
    try {
      const g = await t2.cookieFor('Gestor');
      const res = await t2.call('POST', '/api/users', {
        cookie: g,
        body: { name: 'Fallo Correo', email: 'fallo@colegio.test', role: 'Logistica' },
      });
      expect(res.statusCode).toBe(201);
      const [stored] = await outboxOf(t2, g, 'fallo@colegio.test');
      expect(stored.status).toBe('failed');
      expect(stored.error).toContain('mailbox full');
    } finally {
      await t2.destroy();
      await refusing.close();
    }
  });
});
