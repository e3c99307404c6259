// `npm run bench:realtime`: how fast a chair's action reaches every screen following the commission live.
// - BENCH_CLIENTS (1000) Server-Sent Events clients on loopback against one server process (SQLite) while a
//   chair sends BENCH_ACTIONS_PER_SECOND (5) actions for BENCH_SECONDS (10): realtime_p50/p95/p99_ms from the
//   action sent to its event received, over every client and action. The clients are spread over
//   BENCH_FOLLOWER_PROCESSES (3) processes beside the server (bench/realtime-followers.ts), so that above a
//   thousand of them the bench measures the server and not itself; `clients_connected` says how many opened.
// - resync_ms: the server is restarted on the same data; from the moment it answers again until every client,
//   reconnecting with its Last-Event-ID, holds the first action sent after it (resync_clients: how many did within
//   15 s). Each client tries again after the wait its stream's `retry:` asked (the server draws 1–2 s per stream), as
//   a browser does; one that never heard it, after a random wait up to BENCH_RECONNECT_JITTER_MS (1000).
// - baseline_p95_ms: the same fan-out written by a bare `node:http` SSE loop to the same clients, in the same run.
// - cross_process_p95_ms (with PostgreSQL at 127.0.0.1:5432): clients on one server process, actions sent to
//   another on the same database.
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  childProcesses,
  loadAverage,
  makeEventReady,
  percentile,
  report,
  request,
  setUpGestor,
  startServer,
  withFreshPostgres,
} from './lib';
import type { FromFollowers, ToFollowers } from './realtime-followers';
import { epochMs } from './sse-follower';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const RATE = Number(process.env.BENCH_ACTIONS_PER_SECOND ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3941);
const PROCESSES = Number(process.env.BENCH_FOLLOWER_PROCESSES ?? 3);
const RECONNECT_JITTER_MS = Number(process.env.BENCH_RECONNECT_JITTER_MS ?? 1000);
// One secret for every process, so a cookie signed by one is accepted by the other and after a restart.
const LIVE_ENV = {
  LIVE_STREAMS_PER_USER: String(CLIENTS + 10),
  LIVE_HEARTBEAT_MS: '5000',
  LIVE_COMMANDS_PER_MINUTE: '1000000',
  SESSION_SECRET: 'banco-de-pruebas-en-vivo-quorum-2026-secreto',
};

const followers = childProcesses<ToFollowers, FromFollowers>('realtime-followers.ts', PROCESSES);
const reply =
  <T extends FromFollowers['type']>(type: T) =>
  (m: FromFollowers): m is Extract<FromFollowers, { type: T }> =>
    m.type === type;

/** CLIENTS followers of `url`, shared out between the processes: how many are connected. */
async function follow(url: string, headers: Record<string, string>): Promise<number> {
  for (let i = 0; i < PROCESSES; i++) {
    const count = Math.floor(CLIENTS / PROCESSES) + (i < CLIENTS % PROCESSES ? 1 : 0);
    followers.send(i, { type: 'open', url, headers, count, reconnectJitterMs: RECONNECT_JITTER_MS });
  }
  const ready = await followers.each(reply('ready'));
  return ready.reduce((n, r) => n + r.connected, 0);
}

/** The followers of the last `follow` closed. */
async function unfollow() {
  followers.all({ type: 'drop' });
  await followers.each(reply('dropped'));
}

/** Sends `count` actions at RATE, one after the other; returns when each (by its event id) was sent, on the machine's clock. */
async function sendActions(send: () => Promise<number>, count: number): Promise<Map<number, number>> {
  const sent = new Map<number, number>();
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t0 = epochMs();
    sent.set(await send(), t0);
  }
  return sent;
}

/** Latencies of every (client, action) pair, once every client has every action or 10 s have passed. */
async function latencies(sent: Map<number, number>): Promise<number[]> {
  followers.all({ type: 'times', sent: [...sent] });
  const answers = await followers.each(reply('latencies'));
  return answers.flatMap((a) => a.ms).sort((a, b) => a - b);
}

/** A Gestor's live commands on the event's commission: rolls calls opened and closed in turn. */
async function chair(url: string, cookie: string, commissionId: string) {
  const state = JSON.parse((await request(`${url}/api/commissions/${commissionId}/live`, { cookie })).body);
  let version: number = state.version;
  let open = Boolean(state.rollCall);
  let n = 0;
  return async (): Promise<number> => {
    const command = open ? { type: 'rollCall.close' } : { type: 'rollCall.open', mode: 'chair' };
    const body = { version, actionId: `bench-${process.pid}-${Date.now()}-${n++}`, command };
    const res = await request(`${url}/api/commissions/${commissionId}/live/commands`, { method: 'POST', cookie, body });
    if (res.status !== 200) throw new Error(`command refused: ${res.status} ${res.body}`);
    const answer = JSON.parse(res.body);
    version = answer.state.version;
    open = !open;
    return answer.entry.sequence;
  };
}

async function readyCommission(url: string, cookie: string): Promise<string> {
  await makeEventReady((method, p, body) => request(`${url}${p}`, { method, body, cookie }));
  return JSON.parse((await request(`${url}/api/commissions`, { cookie })).body)[0].id;
}

async function untilDown(url: string) {
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (!up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not stop');
}

const count = RATE * SECONDS;
report({ bench: 'realtime', load_average_start: loadAverage(), clients: CLIENTS, actions: count, follower_processes: PROCESSES });

// One server process on SQLite: fan-out, then a restart.
{
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-realtime-'));
  const env = { ...LIVE_ENV, DATA_DIR: dataDir };
  let server = await startServer(PORT, env);
  const cookie = await setUpGestor(server);
  const commissionId = await readyCommission(server.url, cookie);
  const connected = await follow(`${server.url}/api/commissions/${commissionId}/live/events`, { cookie });
  const times = await latencies(await sendActions(await chair(server.url, cookie, commissionId), count));
  report({
    clients_connected: connected,
    realtime_p50_ms: percentile(times, 50),
    realtime_p95_ms: percentile(times, 95),
    realtime_p99_ms: percentile(times, 99),
  });

  await server.stop();
  await untilDown(server.url);
  server = await startServer(PORT, env);
  const ready = epochMs();
  const sequence = await (await chair(server.url, cookie, commissionId))();
  followers.all({ type: 'since', id: sequence, timeoutMs: 15_000 });
  const back = (await followers.each(reply('arrived'))).flatMap((a) => a.at);
  report({ resync_ms: Math.max(...back) - ready, resync_clients: back.filter(Number.isFinite).length });
  await unfollow();
  await server.stop();
}

// The same fan-out by a bare node:http loop.
{
  const streams = new Set<http.ServerResponse>();
  let seq = 0;
  const bare = http.createServer((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.flushHeaders();
      streams.add(res);
      req.on('close', () => streams.delete(res));
      return;
    }
    seq++;
    const event = `id: ${seq}\nevent: rollcall.opened\ndata: ${JSON.stringify({ sequence: seq })}\n\n`;
    for (const s of streams) s.write(event);
    res.end(String(seq));
  });
  await new Promise<void>((r) => bare.listen(PORT + 1, '127.0.0.1', r));
  const url = `http://127.0.0.1:${PORT + 1}`;
  await follow(url, {});
  const send = async () => Number((await request(url, { method: 'POST', body: {} })).body);
  const times = await latencies(await sendActions(send, count));
  report({ baseline_p95_ms: percentile(times, 95) });
  await unfollow();
  bare.closeAllConnections();
  bare.close();
}

// Two server processes on one PostgreSQL database: actions on one, clients on the other.
const crossed = await withFreshPostgres(async (databaseUrl) => {
  const a = await startServer(PORT + 2, { ...LIVE_ENV, DATABASE_URL: databaseUrl });
  const b = await startServer(PORT + 3, { ...LIVE_ENV, DATABASE_URL: databaseUrl });
  try {
    const cookie = await setUpGestor(a);
    const commissionId = await readyCommission(a.url, cookie);
    await follow(`${b.url}/api/commissions/${commissionId}/live/events`, { cookie });
    const times = await latencies(await sendActions(await chair(a.url, cookie, commissionId), count));
    report({ cross_process_p50_ms: percentile(times, 50), cross_process_p95_ms: percentile(times, 95) });
    await unfollow();
    return true;
  } finally {
    // Both gone before the database is dropped: a server still stopping would try to reach it again.
    await Promise.all([a.stop(), b.stop()]);
  }
});
if (!crossed) report({ note: 'no PostgreSQL answers at 127.0.0.1:5432; cross_process figures skipped' });
followers.close();
report({ load_average_end: loadAverage() });
process.exit(0);
