import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What the SMTP server accepted: envelope and the raw message. */
interface Received {
  from: string;
  /** The envelope's recipients, comma-separated. */
  to: string;
  raw: string;
}

/**
 * How the server treats one delivery attempt of a recipient (1 = first): accept it, refuse it with a
 * temporary error, never answer it (the client times out), drop the connection, or keep the message and never
 * say so (as when the sending process dies between the answer and recording it: the client sends it again).
 */
export type Fault = 'refuse' | 'timeout' | 'drop' | 'unconfirmed';

export interface FakeSmtp {
  url: string;
  received: Received[];
  /** Attempts per recipient, accepted or not. */
  attempts: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A received message as a person reads it: the headers, then each part decoded from quoted-printable or
 * base64 (nodemailer picks either for accented text).
 */
export function readableMail(raw: string): string {
  return raw
    .split(/\r?\n(?=--)/)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return part;
      const head = part.slice(0, split);
      const body = part.slice(split).trim();
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return `${head}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return `${head}\n\n${decodeQuotedPrintable(body)}`;
      return part;
    })
    .join('\n');
}

/** Decodes a quoted-printable part. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A real SMTP server on localhost; `fault(to, attempt)` decides what happens to each attempt; `delayMs`
 * makes it wait before answering each message.
 */
export async function startFakeSmtp(
  fault: (to: string, attempt: number) => Fault | null = () => null,
  opts: { delayMs?: number } = {},
): Promise<FakeSmtp> {
  const received: Received[] = [];
  const attempts = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c) => (raw += c));
      stream.on('end', async () => {
        if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const attempt = (attempts.get(to) ?? 0) + 1;
        attempts.set(to, attempt);
        const what = fault(to, attempt);
        if (what === 'refuse') return callback(Object.assign(new Error('mailbox full, try again later'), { responseCode: 451 }));
        if (what === 'timeout') return;
        if (what === 'unconfirmed') {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to, raw });
          return;
        }
        if (what === 'drop') {
          for (const socket of sockets) socket.destroy();
          return;
        }
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to, raw });
        callback();
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    attempts,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
