import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

let built = false;
/**
 * The command line that runs the server: compiled, as `npm start` runs it (built here once per bench), or
 * through the TypeScript loader with `BENCH_SERVER=tsx` (the way it ran before).
 */
export function serverArgs(nodeArgs: string[] = [], kind = process.env.BENCH_SERVER ?? 'compiled'): string[] {
  if (kind === 'tsx') return [...nodeArgs, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')];
  if (!built) {
    const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the server did not compile');
    built = true;
  }
  return [...nodeArgs, '--enable-source-maps', path.join(root, 'apps/server/dist/main.mjs')];
}

/** BENCH_CPU_PROF_DIR: the Node options that make a bench's process write a V8 CPU profile there when it exits. */
function cpuProfileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/**
 * A Quórum server in its own process on a fresh data directory (SQLite, or DATABASE_URL if set), logging at the
 * production level (`info`; BENCH_LOG_LEVEL=warn leaves the request lines out); `nodeArgs`: e.g. `--cpu-prof`.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<{ url: string; log: () => string; stop: () => Promise<void> }> {
  const dataDir = env.DATA_DIR ?? scratchDir('quorum-bench-');
  let output = '';
  const child: ChildProcess = spawn(process.execPath, serverArgs([...cpuProfileArgs(), ...nodeArgs]), {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The production level (one line per request) unless BENCH_LOG_LEVEL says otherwise: its cost is part of a request's.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      SERVE_WEB: 'false',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { url, log: () => output, stop: () => stopped(child) };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** Asks a server to stop (SIGTERM) and resolves once it has exited: its database may be dropped after. */
function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

/** Completes the first-run setup through the printed setup link; returns the new Gestor's cookie header. */
export async function setUpGestor(server: { url: string; log: () => string }): Promise<string> {
  // The link is printed just after the server starts answering: wait for it a little.
  let token: string | undefined;
  for (let i = 0; i < 50 && !token; i++) {
    token = server.log().match(/setup\?token=([\w-]+)/)?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error('no setup link printed');
  const setup = await request(`${server.url}/api/setup`, {
    method: 'POST',
    body: { token, name: 'Bench Gestor', email: 'bench@quorum.test', password: 'banco-de-pruebas-quorum-2026' },
  });
  const cookie = String(setup.headers['set-cookie']?.[0] ?? '').split(';')[0];
  if (setup.status !== 200 || !cookie) throw new Error(`setup failed: ${setup.status} ${setup.body}`);
  return cookie;
}

/**
 * Opens the public forms (they stay closed until the event is ready): event settings, a commission and the
 * legal texts, sent by a Gestor through `send`.
 */
export async function makeEventReady(send: (method: string, path: string, body: unknown) => Promise<{ status: number; body: string }>) {
  const steps: [string, string, unknown][] = [
    ['PUT', '/api/settings', { name: 'Modelo ONU del banco de pruebas', shortName: 'MONU' }],
    ['POST', '/api/commissions', { name: 'Asamblea del banco', acronym: 'AB', kind: 'asamblea', capacity: 400 }],
    ['POST', '/api/legal/tyc', { body: '# Términos' }],
    ['POST', '/api/legal/privacy', { body: '# Privacidad' }],
  ];
  for (const [method, path, body] of steps) {
    const res = await send(method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.body}`);
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One HTTP request (`json`: a body already serialised, for large ones sent often); resolves with status and body. */
export function request(
  url: string,
  opts: {
    method?: string;
    body?: unknown;
    json?: string | Buffer;
    /** A multipart/form-data body (a file upload): sent from the server's own origin, as the browser does. */
    form?: { payload: Buffer; contentType: string };
    cookie?: string;
  } = {},
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const payload = opts.form?.payload ?? opts.json ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    const type = opts.form
      ? { 'content-type': opts.form.contentType, origin: new URL(url).origin }
      : { 'content-type': 'application/json' };
    const req = http.request(
      url,
      {
        method: opts.method ?? 'GET',
        agent,
        headers: {
          ...(payload ? { ...type, 'content-length': Buffer.byteLength(payload) } : {}),
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** The value at percentile p (0..100) of sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Prints figures as `name=value` lines. */
export function report(figures: Record<string, number | string>): void {
  for (const [k, v] of Object.entries(figures)) console.log(`${k}=${typeof v === 'number' ? Number(v.toFixed(2)) : v}`);
}

/** Runs `work` on a fresh PostgreSQL database (created and dropped here); undefined when no PostgreSQL answers. */
export async function withFreshPostgres<T>(work: (databaseUrl: string) => Promise<T>): Promise<T | undefined> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres', connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `quorum_bench_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    // BENCH_POSTGRES_SOCKET=/var/run/postgresql: the server reaches PostgreSQL through its Unix socket, not TCP.
    const socket = process.env.BENCH_POSTGRES_SOCKET;
    return await work(
      socket ? `postgres://postgres@/${name}?host=${encodeURIComponent(socket)}` : `postgres://postgres@127.0.0.1:5432/${name}`,
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * Requests per second autocannon sustains on `url` (50 connections, `seconds` long), in its own process;
 * `write`: a method and a JSON body sent with each request; `paths`: the paths asked in turn (a different
 * delegate, page or query each time) instead of the url's own.
 */
export async function saturationRps(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
  write?: { method: string; body: unknown },
  paths?: string[],
): Promise<number> {
  const options = {
    url,
    connections: 50,
    duration: seconds,
    headers: write ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(write ? { method: write.method, body: JSON.stringify(write.body) } : {}),
  };
  // autocannon's own API (its command line asks one path only), in a process of its own as its command would be.
  const script = `
    const options = JSON.parse(process.argv[1]);
    const paths = JSON.parse(process.argv[2]);
    let next = 0;
    const requests = paths.length ? [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }] : undefined;
    require('autocannon')({ ...options, requests }, (error, result) => {
      if (error) throw error;
      process.stdout.write(JSON.stringify({ average: result.requests.average, non2xx: result.non2xx, errors: result.errors }));
    });`;
  const child = spawn(process.execPath, ['-e', script, JSON.stringify(options), JSON.stringify(paths ?? [])], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  await new Promise((r) => child.on('exit', r));
  const result = JSON.parse(out);
  if (result.non2xx || result.errors) throw new Error(`autocannon on ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.average;
}

/** The middle value of some numbers (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The machine's load averages (1, 5 and 15 minutes), as `uptime` prints them: what else was running. */
export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

/** A bare Fastify server (one GET `/` returning a small JSON) in its own process: the baseline for a route's cost. */
export async function startBareFastify(port: number): Promise<{ url: string; stop: () => void }> {
  const script = `const app = require('fastify')(); app.get('/', async () => ({ ok: true })); app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', script], { cwd: root, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop: () => child.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('bare fastify did not start');
}

/**
 * Keeps `send` running, one at a time, until the returned stop is called; stop resolves with the statuses
 * seen. `everyMs`: each send starts at least this long after the previous one started (0: back to back).
 */
export function loop(send: () => Promise<{ status: number }>, everyMs = 0): () => Promise<number[]> {
  const statuses: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const next = performance.now() + everyMs;
      statuses.push(
        await send().then(
          (r) => r.status,
          () => 0,
        ),
      );
      const wait = next - performance.now();
      if (wait > 0 && running) await new Promise((r) => setTimeout(r, wait));
    }
  })();
  return async () => {
    running = false;
    await done;
    return statuses;
  };
}

/**
 * `count` processes of a bench's clients beside the server (`file`, a TypeScript module of bench/ run by tsx), so
 * that thousands of clients measure the server and not the bench's one process: a message to one or all, the next
 * report of a kind from each, and the end (a `{ type: 'close' }` message, upon which each child exits). Messages
 * keep what JSON loses (Infinity for what never arrived).
 */
export function childProcesses<To extends { type: string }, From extends { type: string }>(file: string, count: number) {
  const children: ChildProcess[] = Array.from({ length: count }, () =>
    fork(path.join(import.meta.dirname, file), [], {
      execArgv: ['--import', 'tsx', ...cpuProfileArgs()],
      stdio: 'inherit',
      serialization: 'advanced',
    }),
  );
  const inbox: From[][] = children.map(() => []);
  children.forEach((child, i) => {
    child.on('message', (m: From) => inbox[i].push(m));
  });
  return {
    count,
    send: (i: number, message: To) => children[i].send(message),
    all: (message: To) => {
      for (const child of children) child.send(message);
    },
    /** The first report of each child that `match` accepts (taken out of its inbox). */
    async each<T extends From>(match: (m: From) => m is T, timeoutMs = 300_000): Promise<T[]> {
      const until = Date.now() + timeoutMs;
      const found: (T | undefined)[] = children.map(() => undefined);
      while (found.some((f) => f === undefined)) {
        if (Date.now() > until) throw new Error(`the processes of ${file} did not answer`);
        inbox.forEach((messages, i) => {
          if (found[i]) return;
          const at = messages.findIndex(match);
          if (at >= 0) found[i] = messages.splice(at, 1)[0] as T;
        });
        await new Promise((r) => setTimeout(r, 20));
      }
      return found as T[];
    },
    close: () => {
      for (const child of children) child.send({ type: 'close' });
    },
  };
}

/** A fresh folder under the system's temporary one, removed when the bench's process exits (whatever it left there). */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
