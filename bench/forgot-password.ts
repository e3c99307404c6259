// `npx tsx bench/forgot-password.ts`: how long forgot-password answers for a real account and for an unknown
// e-mail, against a real server process whose SMTP server takes SMTP_DELAY_MS to accept each message. The
// mail is queued, so the two should take the same time; prints the medians (ms) and their difference.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { percentile, report, request, startServer } from './lib';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3904);
const SMTP_DELAY_MS = Number(process.env.SMTP_DELAY_MS ?? 150);

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => setTimeout(() => callback(), SMTP_DELAY_MS));
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const server = await startServer(PORT, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true` });
try {
  const token = server.log().match(/setup\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error('no setup link printed');
  const email = 'bench@quorum.test';
  const setup = await request(`${server.url}/api/setup`, {
    method: 'POST',
    body: { token, name: 'Bench Gestor', email, password: 'banco-de-pruebas-quorum-2026' },
  });
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${setup.body}`);

  const time = async (to: string) => {
    const start = performance.now();
    const res = await request(`${server.url}/api/auth/forgot-password`, { method: 'POST', body: { email: to } });
    if (res.status !== 202) throw new Error(`forgot-password answered ${res.status} ${res.body}`);
    return performance.now() - start;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    known.push(await time(email));
    unknown.push(await time(`nadie${i}@quorum.test`));
  }
  const median = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      50,
    );
  report({
    forgot_known_p50_ms: median(known),
    forgot_unknown_p50_ms: median(unknown),
    forgot_difference_ms: median(known) - median(unknown),
  });
} finally {
  await server.stop();
  smtp.close();
}
