// `npm run bench:room`: a whole conference voting from its phones (issue 29). BENCH_COMMITTEES (30) commissions of
// BENCH_DELEGATIONS (100) delegations, one delegate each with a phone following the room (its room pass), some with
// a second device (BENCH_SECOND_DEVICES, 0.1); a room screen and a console per commission. Then every commission
// opens a vote from phones at once (secret and recorded alternately) and each delegation casts its ballot at a
// random moment within BENCH_VOTE_WINDOW_MS (30 s) of its phone showing the vote, each sent twice with one action
// id, the second devices casting again; each chair closes its vote once its last ballot is acknowledged; then the
// server restarts. The phones run in BENCH_PHONE_PROCESSES (3) processes beside the server (bench/room-phones.ts).
// Once on SQLite, once on
// PostgreSQL with two server processes (the phones split between them), BENCH_DATABASES to choose. Prints:
// room_clients, ballots, ballots_refused (answers other than 200: none expected), ballots_lost, ballots_duplicated (against the phones' own count of what must stand),
// ballot_ack_p95_ms, push_p95_ms (a vote opened, to every phone of its commission), result_after_last_p95_ms (the
// commission's last ballot acknowledged → the result on its room screen), reconnect_all_ms (the server answering
// again → every phone holding a command sent after it), rss_per_client_kb, baseline_push_p95_ms (a bare node:http
// fan-out of one message per commission to the same phones, in the same run) and processes; with two processes also
// push_p95_ms_by_process (the phones of each process, the first being the one that set the event up) and
// rss_mb_by_process (once every phone follows the room).
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newDelegateRow } from '../apps/server/src/domain/delegates/delegates.store';
import { openDatabase } from '../apps/server/src/db/database';
import { encodeSseEvent, openSseStream, type SseEvent, type SseStream } from '../apps/server/src/lib/sse';
import { streamEncoding } from '../apps/server/src/plugins/compressed-answers';
import { childProcesses, makeEventReady, percentile, report, request, setUpGestor, startServer, withFreshPostgres } from './lib';
import type { FromPhones, Phone, ToPhones } from './room-phones';
import { epochMs, Follower } from './sse-follower';

const COMMITTEES = Number(process.env.BENCH_COMMITTEES ?? 30);
const DELEGATIONS = Number(process.env.BENCH_DELEGATIONS ?? 100);
const PROCESSES = Number(process.env.BENCH_PHONE_PROCESSES ?? 3);
const WINDOW_MS = Number(process.env.BENCH_VOTE_WINDOW_MS ?? 30_000);
const SECOND_DEVICES = Number(process.env.BENCH_SECOND_DEVICES ?? 0.1);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const PORT = Number(process.env.BENCH_PORT ?? 3961);
// One secret for every process, so a cookie signed by one is accepted by the other and after a restart.
const ENV = {
  LIVE_STREAMS_PER_USER: String(COMMITTEES * 2 + 10),
  LIVE_COMMANDS_PER_MINUTE: '1000000',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
  PUBLIC_LOOKUPS_PER_ADDRESS_PER_HOUR: '1000000',
  SESSION_SECRET: 'banco-de-pruebas-de-la-sala-quorum-2026-secreto',
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

interface Committee {
  id: string;
  projectionCode: string;
  delegates: { id: string; code: string; delegationId: string }[];
}

/** A Gestor's live commands on one commission, made on the version last seen (read again when stale). */
function commander(url: string, cookie: string, commissionId: string) {
  let version: number | null = null;
  let n = 0;
  return async (command: Record<string, unknown>) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (version === null) version = JSON.parse((await request(`${url}/api/commissions/${commissionId}/live`, { cookie })).body).version;
      const body = { version, actionId: `room-bench-${commissionId.slice(0, 8)}-${Date.now()}-${n++}`, command };
      const res = await request(`${url}/api/commissions/${commissionId}/live/commands`, { method: 'POST', cookie, body });
      const answer = JSON.parse(res.body);
      if (res.status === 200) {
        version = answer.state.version;
        return answer as { entry: { sequence: number }; state: { floor: Record<string, unknown>; rollCall: { id: string } | null } };
      }
      if (answer.code !== 'STATE_CHANGED') throw new Error(`${String(command.type)}: ${res.status} ${res.body}`);
      version = answer.state.version;
    }
    throw new Error(`${String(command.type)}: stale five times`);
  };
}

/** The commissions, their delegations and one assigned delegate each (written straight into the database). */
async function seed(url: string, cookie: string, database: { databaseUrl?: string; sqliteFile: string }): Promise<Committee[]> {
  const committees: Committee[] = [];
  const { db } = openDatabase({ databaseUrl: database.databaseUrl ?? null, databasePoolSize: 2, sqliteFile: database.sqliteFile });
  try {
    for (let c = 0; c < COMMITTEES; c++) {
      const body = { name: `Comisión ${c + 1}`, acronym: `C${c + 1}`, kind: 'asamblea', capacity: DELEGATIONS + 10, topics: ['Tema'] };
      const created = await request(`${url}/api/commissions`, { method: 'POST', cookie, body });
      if (created.status !== 201) throw new Error(`commission: ${created.status} ${created.body}`);
      const { id, projectionCode } = JSON.parse(created.body);
      const delegations: string[] = [];
      for (let d = 0; d < DELEGATIONS; d += 20) {
        const made = await Promise.all(
          Array.from({ length: Math.min(20, DELEGATIONS - d) }, (_, k) =>
            request(`${url}/api/commissions/${id}/delegations`, {
              method: 'POST',
              cookie,
              body: { name: `Delegación ${c + 1}-${d + k + 1}` },
            }),
          ),
        );
        for (const res of made) {
          if (res.status !== 201) throw new Error(`delegation: ${res.status} ${res.body}`);
          delegations.push(JSON.parse(res.body).id);
        }
      }
      const rows = delegations.map((delegationId, d) => ({
        ...newDelegateRow(
          {
            firstNames: `Delegado ${d + 1}`,
            lastNames: `Comisión ${c + 1}`,
            documentType: 'CC',
            documentNumber: String(10_000_000 + c * 1000 + d),
            birthDate: '2005-01-01',
            email: `d${c}-${d}@sala.quorum.test`,
            phone: null,
            institution: 'Colegio del banco',
            grade: '11',
            guardianName: null,
            guardianPhone: null,
          },
          { source: 'carga', status: 'asignado' },
        ),
        commissionId: id,
        delegationId,
      }));
      await db.insertInto('delegate').values(rows).execute();
      committees.push({
        id,
        projectionCode,
        delegates: rows.map((r) => ({ id: r.id, code: r.personalCode, delegationId: r.delegationId })),
      });
    }
  } finally {
    await db.destroy();
  }
  return committees;
}

/** A session open with every delegation present, in each commission at once. */
async function openSessions(chairs: ReturnType<typeof commander>[], committees: Committee[]) {
  await Promise.all(
    committees.map(async (committee, c) => {
      const run = chairs[c];
      // Opening the session opens its roll call.
      const opened = await run({ type: 'session.open', title: 'Sesión del banco' });
      const rollCallId = opened.state.rollCall?.id;
      for (const delegate of committee.delegates)
        await run({ type: 'rollCall.mark', rollCallId, delegateId: delegate.id, status: 'presente' });
      await run({ type: 'rollCall.close' });
    }),
  );
}

/** Resident memory of the processes listening on `ports`, in KiB. */
function rssKb(ports: number[]): number[] {
  return ports.map((port) => {
    const pid = Number(/pid=(\d+)/.exec(execSync(`ss -ltnpH 'sport = :${port}'`).toString())?.[1]);
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  });
}
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The phones' processes (bench/room-phones.ts). */
const phoneProcesses = () => childProcesses<ToPhones, FromPhones>('room-phones.ts', PROCESSES);

/**
 * One message per commission fanned out by a bare node:http loop to the same phones, written as the server writes
 * its streams (gzip to those that accept it, lib/sse.ts): when each was sent. `data`: each commission's message (the
 * vote's opening as its streams sent it), or a few bytes.
 */
async function bareBaseline(
  phones: ReturnType<typeof phoneProcesses>,
  committees: Committee[],
  data?: Map<string, unknown>,
): Promise<number> {
  const streams = new Map<string, Set<SseStream>>();
  let seq = 0;
  const bare = http.createServer((req, res) => {
    const commission = new URL(req.url ?? '/', 'http://x').searchParams.get('commission') ?? '';
    if (req.method === 'GET') {
      const set = streams.get(commission) ?? new Set();
      streams.set(commission, set);
      const encoding = streamEncoding(req.headers['accept-encoding']);
      const stream = openSseStream(res, { bufferBytes: 1 << 24, encoding, onClose: () => set.delete(stream) });
      set.add(stream);
      return;
    }
    seq++;
    const event: SseEvent = { event: 'vote.opened', id: seq, data: data?.get(commission) ?? { sequence: seq } };
    for (const s of streams.get(commission) ?? []) s.send(event);
    res.end(String(seq));
  });
  await new Promise<void>((r) => bare.listen(PORT + 9, '127.0.0.1', r));
  const url = `http://127.0.0.1:${PORT + 9}/`;
  phones.all({ type: 'bare', url });
  await phones.each((m): m is Extract<FromPhones, { type: 'ready' }> => m.type === 'ready');
  const sent = new Map<number, number>();
  await Promise.all(
    committees.map(async (c) => {
      const t0 = epochMs();
      sent.set(Number((await request(`${url}?commission=${c.id}`, { method: 'POST', body: {} })).body), t0);
    }),
  );
  phones.all({ type: 'bareTimes', ids: [...sent.keys()] });
  const reports = await phones.each((m): m is Extract<FromPhones, { type: 'bareArrived' }> => m.type === 'bareArrived');
  const times: number[] = [];
  for (const r of reports) for (const [id, at] of Object.entries(r.at)) for (const a of at) times.push(a - (sent.get(Number(id)) ?? 0));
  bare.closeAllConnections();
  bare.close();
  return percentile(sorted(times), 95);
}

/** The largest opening's bytes, as text and as a gzip stream carries it. */
function openingBytes(openings: Map<string, unknown>) {
  const events = [...openings.values()].map((data): SseEvent => ({ event: 'vote.opened', id: 1, data }));
  return {
    push_event_bytes: Math.max(...events.map((e) => encodeSseEvent(e, 'identity').length)),
    push_event_gzip_bytes: Math.max(...events.map((e) => encodeSseEvent(e, 'gzip').length)),
  };
}

async function run(kind: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-room-'));
  const ports = databaseUrl ? [PORT, PORT + 1] : [PORT];
  const env = { ...ENV, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  // One after the other: the first migrates the database, the second finds it ready.
  const start = async () => {
    const started = [];
    for (const port of ports) started.push(await startServer(port, env));
    return started;
  };
  let servers = await start();
  const [main] = servers;
  const cookie = await setUpGestor(main);
  await makeEventReady((method, p, body) => request(`${main.url}${p}`, { method, body, cookie }));
  const committees = await seed(main.url, cookie, { databaseUrl, sqliteFile: path.join(dataDir, 'quorum.sqlite') });
  // Each chair's console, its commands and its room screen on one of the processes, as a load balancer spreads them;
  // the console knows the state's version from its stream, so it sends its commands without reading the state first.
  const serverOf = (c: number) => servers[c % servers.length].url;
  const chairs = committees.map((committee, c) => commander(serverOf(c), cookie, committee.id));
  await openSessions(chairs, committees);

  // A room screen and a console per commission, here.
  const screens = new Map<string, Follower>();
  const consoles: Follower[] = [];
  for (const [c, committee] of committees.entries()) {
    const opened = await request(`${serverOf(c)}/api/projection/open`, { method: 'POST', body: { code: committee.projectionCode } });
    const screenCookie = (opened.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    const screen = new Follower(`${serverOf(c)}/api/banner/${committee.id}/live/events`, { cookie: screenCookie }, epochMs);
    await screen.open();
    screens.set(committee.id, screen);
    const chairConsole = new Follower(`${serverOf(c)}/api/commissions/${committee.id}/live/events`, { cookie }, epochMs);
    await chairConsole.open();
    consoles.push(chairConsole);
  }

  const rssBefore = sum(rssKb(ports));
  const phones = phoneProcesses();
  const all: Phone[] = committees.flatMap((c) =>
    c.delegates.map((d, i) => ({
      code: d.code,
      commissionId: c.id,
      delegationId: d.delegationId,
      secondDevice: Math.random() < SECOND_DEVICES,
      url: servers[i % servers.length].url,
    })),
  );
  for (let p = 0; p < PROCESSES; p++) phones.send(p, { type: 'start', phones: all.filter((_, i) => i % PROCESSES === p) });
  const ready = await phones.each((m): m is Extract<FromPhones, { type: 'ready' }> => m.type === 'ready');
  const streams = ready.reduce((n, r) => n + r.streams, 0);
  const clients = streams + screens.size + consoles.length;
  const rssReady = rssKb(ports);
  const rssPerClient = (sum(rssReady) - rssBefore) / clients;
  const baseline = await bareBaseline(phones, committees);

  // Every commission votes at once.
  const pushed = new Map<string, number[]>(servers.map((s) => [s.url, []]));
  const acks: number[] = [];
  const afterLast: number[] = [];
  let ballots = 0;
  let refused = 0;
  let lost = 0;
  let duplicated = 0;
  const openings = new Map<string, unknown>();
  await Promise.all(
    committees.map(async (committee, c) => {
      const command = chairs[c];
      const secret = c % 2 === 0;
      const method = secret ? 'phones_secret' : 'phones_recorded';
      const opened = await command({ type: 'vote.open', title: 'Proyecto de resolución 1', method, majority: 'simple' });
      // The ballots id of the vote (new at every opening), not the floor's id of it.
      const voteId = (opened.state.floor.vote as { phones: { voteId: string } }).phones.voteId;
      // What each phone's stream carries for the opening: the entry and the state with it.
      openings.set(committee.id, { entry: opened.entry, state: opened.state });
      phones.all({ type: 'vote', commissionId: committee.id, voteId, sequence: opened.entry.sequence, secret, windowMs: WINDOW_MS });
      const cast = await phones.each(
        (m): m is Extract<FromPhones, { type: 'cast' }> => m.type === 'cast' && m.commissionId === committee.id,
        WINDOW_MS + 120_000,
      );
      const closed = await command({ type: 'vote.close' });
      const result = (closed.state.floor.results as { result: { yes: number; no: number; abstain: number } }[])[0].result;
      const expected = { a_favor: 0, en_contra: 0, abstencion: 0 } as Record<string, number>;
      for (const r of cast) {
        for (const [choice, n] of Object.entries(r.counted)) expected[choice] += n;
        for (const [url, times] of Object.entries(r.pushed)) pushed.get(url)?.push(...times);
        acks.push(...r.acks);
        refused += r.refused;
      }
      const got: Record<string, number> = { a_favor: result.yes, en_contra: result.no, abstencion: result.abstain };
      for (const choice of Object.keys(expected)) {
        ballots += got[choice];
        lost += Math.max(0, expected[choice] - got[choice]);
        duplicated += Math.max(0, got[choice] - expected[choice]);
      }
      const lastAck = Math.max(...cast.map((r) => r.lastAck));
      const screen = screens.get(committee.id) as Follower;
      for (let i = 0; i < 100 && !screen.arrived.has(closed.entry.sequence); i++) await sleep(50);
      afterLast.push((screen.arrived.get(closed.entry.sequence) ?? Number.POSITIVE_INFINITY) - lastAck);
    }),
  );

  // The bare loop again, each commission's phones sent the opening's own message.
  const baselineSame = await bareBaseline(phones, committees, openings);

  // The server restarts: every phone back, holding a command sent after it.
  await Promise.all(servers.map((s) => s.stop()));
  servers = await start();
  const back = epochMs();
  const sequences: Record<string, number> = {};
  await Promise.all(
    committees.map(async (committee, c) => {
      sequences[committee.id] = (await chairs[c]({ type: 'session.suspend' })).entry.sequence;
    }),
  );
  phones.all({ type: 'since', sequences });
  const arrived = await phones.each((m): m is Extract<FromPhones, { type: 'arrived' }> => m.type === 'arrived', 120_000);
  const reconnect = Math.max(...arrived.flatMap((r) => r.at)) - back;

  report({
    database: kind,
    processes: servers.length,
    room_clients: clients,
    ballots,
    ballots_refused: refused,
    ballots_lost: lost,
    ballots_duplicated: duplicated,
    ballot_ack_p95_ms: percentile(sorted(acks), 95),
    push_p95_ms: percentile(sorted([...pushed.values()].flat()), 95),
    ...(servers.length > 1
      ? { push_p95_ms_by_process: [...pushed.values()].map((times) => percentile(sorted(times), 95)).join(' / ') }
      : {}),
    result_after_last_p95_ms: percentile(sorted(afterLast), 95),
    reconnect_all_ms: reconnect,
    rss_per_client_kb: rssPerClient,
    ...(servers.length > 1 ? { rss_mb_by_process: rssReady.map((kb) => Math.round(kb / 1024)).join(' / ') } : {}),
    baseline_push_p95_ms: baseline,
    baseline_same_push_p95_ms: baselineSame,
    ...openingBytes(openings),
  });
  phones.close();
  for (const f of [...screens.values(), ...consoles]) f.close();
  await Promise.all(servers.map((s) => s.stop()));
  return true;
}

report({ bench: 'room', committees: COMMITTEES, delegations: DELEGATIONS, phone_processes: PROCESSES });
if (DATABASES.includes('sqlite')) await run('sqlite');
if (DATABASES.includes('postgres')) {
  const ran = await withFreshPostgres((url) => run('postgres', url));
  if (ran === undefined) report({ note: 'no PostgreSQL answers at 127.0.0.1:5432; its figures skipped' });
}
process.exit(0);
