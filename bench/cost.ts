// `npx tsx bench/cost.ts`: the CPU one request of the bench:api mix costs on PostgreSQL, in the server process
// and in PostgreSQL's backends, summed over a fixed number of requests made one after another, as at
// bench:api's fixed rate. Unlike latency under a
// fixed rate, CPU time per request hardly depends on what else the machine is doing. The server logs at the
// default `info` level, as in production (BENCH_LOG_LEVEL to change it); `cpu_us_per_read` and
// `cpu_us_per_write`: the server's CPU for one commission read (GET) and one commission edit (PATCH).
// BENCH_CPU_PROF_DIR=folder writes the server's CPU profile there.
// postgres_transactions_per_request: transactions PostgreSQL committed or rolled back (a statement outside a
// transaction is one), about the pool checkouts a request makes (the few of this script's own reads included).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { makeEventReady, report, request, setUpGestor, startServer, withFreshPostgres } from './lib';

const PORT = Number(process.env.BENCH_PORT ?? 3911);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const TICK_MS = 10; // clock ticks of /proc/<pid>/stat, 100 per second

/** CPU (user + system) a process has used, in ms. */
const cpuOf = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
};

await withFreshPostgres(async (url) => {
  const profile = process.env.BENCH_CPU_PROF_DIR;
  const server = await startServer(
    PORT,
    { DATABASE_URL: url, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
    profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  );
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const serverPid = Number(/pid=(\d+)/.exec(execSync(`ss -ltnpH 'sport = :${PORT}'`).toString())?.[1]);
    const cookie = await setUpGestor(server);
    await makeEventReady((method, path, body) => request(`${server.url}${path}`, { method, body, cookie }));
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const body = { name: `Comisión ${i}`, acronym: `C${i}`, kind: 'asamblea', capacity: 50, topics: ['Tema'] };
      ids.push(JSON.parse((await request(`${server.url}/api/commissions`, { method: 'POST', cookie, body })).body).id);
    }
    const users: string[] = [];
    for (let i = 0; i < 30; i++) {
      const body = { name: `Persona ${i}`, email: `persona${i}@quorum.test`, role: 'Logistica' };
      users.push(JSON.parse((await request(`${server.url}/api/users`, { method: 'POST', cookie, body })).body).uid);
    }
    // The mix of bench:api: 9 reads, 4 writes.
    const mix = (n: number) => [
      () => request(`${server.url}/api/commissions`, { cookie }),
      () => request(`${server.url}/api/commissions`, { cookie }),
      () => request(`${server.url}/api/commissions/${ids[n % ids.length]}`, { cookie }),
      () => request(`${server.url}/api/users`, { cookie }),
      () => request(`${server.url}/api/commissions/${ids[n % ids.length]}`, { cookie }),
      () => request(`${server.url}/api/users`, { cookie }),
      () => request(`${server.url}/api/commissions`, { cookie }),
      () =>
        request(`${server.url}/api/commissions/${ids[n % ids.length]}`, {
          method: 'PATCH',
          cookie,
          body: { name: `Comisión ${n % ids.length}`, acronym: 'CX', kind: 'asamblea', capacity: 60 + (n % 5), topics: ['Tema'] },
        }),
      () =>
        request(`${server.url}/api/users/${users[n % users.length]}`, {
          method: 'PATCH',
          cookie,
          body: { name: `Persona ${n % users.length}`, role: 'Logistica', phone: String(3000000000 + n) },
        }),
      () =>
        request(`${server.url}/api/profile`, { method: 'PATCH', cookie, body: { name: 'Bench Gestor', phone: String(n), language: 'es' } }),
      () => request(`${server.url}/api/commissions`, { cookie }),
      () => request(`${server.url}/api/commissions/${ids[n % ids.length]}`, { cookie }),
      () => request(`${server.url}/api/users`, { cookie }),
    ];
    const backends = async () =>
      (
        await admin.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        )
      ).rows.map((r) => r.pid);
    const transactions = async () => {
      // Backends report their counts at most once a second, when idle.
      await new Promise((r) => setTimeout(r, 1500));
      await admin.query('select pg_stat_clear_snapshot()');
      const row = await admin.query<{ n: string }>(
        'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
      );
      return Number(row.rows[0].n);
    };
    const costs = async () => {
      const pids = await backends();
      return { node: cpuOf(serverPid), postgres: pids.reduce((sum, pid) => sum + cpuOf(pid), 0), pids, transactions: await transactions() };
    };
    // Warm up, then measure.
    for (let n = 0; n < 20; n++) for (const send of mix(n)) await send();
    const before = await costs();
    const start = performance.now();
    let errors = 0;
    let requests = 0;
    for (let n = 0; n < ROUNDS; n++) {
      for (const send of mix(n)) {
        requests++;
        if ((await send()).status >= 400) errors++;
      }
    }
    const seconds = (performance.now() - start) / 1000;
    const after = await costs();
    /** The server's CPU (µs) per request of one kind, over enough requests for the clock's 10 ms ticks. */
    const cpuPer = async (send: (n: number) => Promise<unknown>) => {
      const before = cpuOf(serverPid);
      for (let n = 0; n < ROUNDS * 5; n++) await send(n);
      return ((cpuOf(serverPid) - before) * 1000) / (ROUNDS * 5);
    };
    const cpuPerRead = await cpuPer((n) => mix(n)[2]());
    const cpuPerWrite = await cpuPer((n) => mix(n)[7]());
    report({
      requests,
      errors,
      wall_s: Math.round(seconds * 10) / 10,
      node_cpu_ms_per_request: Math.round(((after.node - before.node) / requests) * 1000) / 1000,
      postgres_cpu_ms_per_request: Math.round(((after.postgres - before.postgres) / requests) * 1000) / 1000,
      postgres_backends: after.pids.length,
      postgres_transactions_per_request: Math.round(((after.transactions - before.transactions) / requests) * 100) / 100,
      cpu_us_per_read: Math.round(cpuPerRead),
      cpu_us_per_write: Math.round(cpuPerWrite),
    });
  } finally {
    await admin.end();
    await server.stop();
  }
});
