// `npm run bench:api`: a mixed read/write load on the commissions and users endpoints at a fixed rate
// against a real server process; prints p50/p95/p99 latency (ms) and errors.
import { percentile, report, request, setUpGestor, startServer } from './lib';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3901);

const server = await startServer(PORT);
try {
  const cookie = await setUpGestor(server);
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) {
    const res = await request(`${server.url}/api/commissions`, {
      method: 'POST',
      cookie,
      body: { name: `Comisión ${i}`, acronym: `C${i}`, kind: 'asamblea', capacity: 50, topics: ['Tema'] },
    });
    ids.push(JSON.parse(res.body).id);
  }

  const users: string[] = [];
  for (let i = 0; i < 30; i++) {
    const res = await request(`${server.url}/api/users`, {
      method: 'POST',
      cookie,
      body: { name: `Persona ${i}`, email: `persona${i}@quorum.test`, role: 'Logistica' },
    });
    users.push(JSON.parse(res.body).uid);
  }

  // A conference-sized data set (20 commissions, 30 staff); 70 % reads (commission list, one commission,
  // staff list), 30 % writes (edit a commission, edit a staff account, edit own profile).
  let created = 0;
  const mix = [
    () => request(`${server.url}/api/commissions`, { cookie }),
    () => request(`${server.url}/api/commissions`, { cookie }),
    () => request(`${server.url}/api/commissions/${ids[created % ids.length]}`, { cookie }),
    () => request(`${server.url}/api/users`, { cookie }),
    () => request(`${server.url}/api/commissions/${ids[created % ids.length]}`, { cookie }),
    () => request(`${server.url}/api/users`, { cookie }),
    () => request(`${server.url}/api/commissions`, { cookie }),
    () =>
      request(`${server.url}/api/commissions/${ids[created % ids.length]}`, {
        method: 'PATCH',
        cookie,
        body: {
          name: `Comisión ${created % ids.length}`,
          acronym: 'CX',
          kind: 'asamblea',
          capacity: 60 + (created % 5),
          topics: ['Tema editado'],
        },
      }),
    () =>
      request(`${server.url}/api/commissions/${ids[created % ids.length]}`, {
        method: 'PATCH',
        cookie,
        body: { name: `Comisión ${created % ids.length}`, acronym: 'CY', kind: 'asamblea', capacity: 70, topics: ['Otro tema'] },
      }),
    () =>
      request(`${server.url}/api/users/${users[++created % users.length]}`, {
        method: 'PATCH',
        cookie,
        body: { name: `Persona ${created % users.length}`, role: 'Logistica', phone: String(3000000000 + created) },
      }),
    () =>
      request(`${server.url}/api/profile`, {
        method: 'PATCH',
        cookie,
        body: { name: 'Bench Gestor', phone: String(created), language: 'es' },
      }),
    () => request(`${server.url}/api/commissions`, { cookie }),
    () => request(`${server.url}/api/commissions/${ids[created % ids.length]}`, { cookie }),
    () => request(`${server.url}/api/users`, { cookie }),
  ];

  const latencies: number[] = [];
  let errors = 0;
  const total = RATE * SECONDS;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t0 = performance.now();
    pending.push(
      mix[i % mix.length]().then(
        (res) => {
          latencies.push(performance.now() - t0);
          if (res.status >= 400) errors++;
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  report({
    bench: 'api',
    database: process.env.DATABASE_URL ? 'postgres' : 'sqlite',
    target_rate_rps: RATE,
    achieved_rate_rps: total / elapsed,
    requests: total,
    errors,
    p50_ms: percentile(latencies, 50),
    p95_ms: percentile(latencies, 95),
    p99_ms: percentile(latencies, 99),
    max_ms: latencies[latencies.length - 1],
  });
} finally {
  server.stop();
}
