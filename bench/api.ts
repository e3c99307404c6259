// `npm run bench:api`: what one request costs, from one run.
// - On SQLite, then on a fresh PostgreSQL database (skipped with a note when none answers): a mixed read/write
//   load on the commissions and users endpoints at a fixed rate against a real server process, while a
//   spreadsheet bomb is refused in a loop on the public load form (BENCH_BOMB=off: without it;
//   BENCH_BOMB_EVERY_MS: one bomb at most that often); p50/p95/p99 latency (ms), the worst second's p99, and
//   errors, after BENCH_WARMUP_SECONDS (3) of the same load unmeasured. BENCH_DATABASES=sqlite or postgres
//   runs one of them; BENCH_CPU_PROF_DIR=folder writes the server's CPU profile there.
// - read_saturation_rps: a signed-in `GET /api/commissions` (20 commissions, 12.7 KB of JSON) as fast as autocannon
//   drives it (50 connections), asked as a browser asks (Accept-Encoding: it comes compressed, 1.3 KB);
//   read_saturation_plain_rps: the same read asked without Accept-Encoding (all 12.7 KB sent); bare_fastify_rps: a
//   bare Fastify route answering a small JSON under the same load; read_ratio: the first over the last.
import { LOAD_COLUMNS, MAX_LOAD_ROWS } from '@quorum/shared';
import { multipartBody } from '../apps/server/test/upload-fixtures';
import { repeatedRowsXlsx } from '../apps/server/test/xlsx-bomb';
import {
  loop,
  makeEventReady,
  percentile,
  report,
  request,
  saturationRps,
  setUpGestor,
  startBareFastify,
  startServer,
  withFreshPostgres,
} from './lib';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3901);
const SATURATION_SECONDS = 10;
/** What Chromium sends with every request. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const ROW = ['María José', 'Núñez Peña', 'CC', '1234567', '2000-03-15', 'mj@colegio.test', '3001234567', '11', '', ''];
const bomb = await repeatedRowsXlsx(
  LOAD_COLUMNS.map((c) => c.header),
  ROW,
  150_000,
);
// The multipart body built once: the load generator shares the machine's two cores with the server.
const bombForm = multipartBody({ name: 'bomba.xlsx', content: bomb });
const BOMBS = process.env.BENCH_BOMB !== 'off';
const BOMB_EVERY_MS = Number(process.env.BENCH_BOMB_EVERY_MS ?? 0);
/** BENCH_DATABASES=postgres (or sqlite): one database only. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');

/** The fixed-rate mixed load with a bomb refused alongside, on one database; signed-in read saturation if asked. */
async function run(database: 'sqlite' | 'postgres', databaseUrl: string, saturate: boolean) {
  const profile = process.env.BENCH_CPU_PROF_DIR;
  const server = await startServer(PORT, { DATABASE_URL: databaseUrl }, profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []);
  try {
    const cookie = await setUpGestor(server);
    await makeEventReady((method, path, body) => request(`${server.url}${path}`, { method, body, cookie }));
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const codeRes = await request(`${server.url}/api/load-codes`, {
      method: 'POST',
      cookie,
      body: { institution: 'Colegio Bench', quota: MAX_LOAD_ROWS, expiresAt },
    });
    const code = JSON.parse(codeRes.body).code;

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

    /** `seconds` of the mix at RATE: each request's start (ms from the first) and latency, and the errors. */
    const drive = async (seconds: number) => {
      const timed: { at: number; ms: number }[] = [];
      let errors = 0;
      const start = performance.now();
      const pending: Promise<void>[] = [];
      for (let i = 0; i < RATE * seconds; i++) {
        const wait = start + (i * 1000) / RATE - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const t0 = performance.now();
        pending.push(
          mix[i % mix.length]().then(
            (res) => {
              timed.push({ at: t0 - start, ms: performance.now() - t0 });
              if (res.status >= 400) errors++;
            },
            () => {
              errors++;
            },
          ),
        );
      }
      await Promise.all(pending);
      return { timed, errors, elapsed: (performance.now() - start) / 1000 };
    };

    // A server that has just started compiles its code and opens its connections in the first second; the
    // bombs start with the measured part, so each bomb the code's allowance lets through is parsed in it.
    await drive(WARMUP_SECONDS);
    const check = `${server.url}/api/load/${code}/check`;
    const stopBombs = BOMBS ? loop(() => request(check, { method: 'POST', form: bombForm }), BOMB_EVERY_MS) : async () => [];
    const { timed, errors, elapsed } = await drive(SECONDS);
    const total = RATE * SECONDS;
    const bombs = await stopBombs();
    const latencies = timed.map((t) => t.ms).sort((a, b) => a - b);
    const worstSecond = Math.max(
      ...Array.from({ length: SECONDS }, (_, k) =>
        percentile(
          timed
            .filter((t) => Math.floor(t.at / 1000) === k)
            .map((t) => t.ms)
            .sort((a, b) => a - b),
          99,
        ),
      ),
    );
    report({
      [`achieved_rate_rps_${database}`]: total / elapsed,
      [`requests_${database}`]: total,
      [`errors_${database}`]: errors,
      [`p50_ms_${database}`]: percentile(latencies, 50),
      [`p95_ms_${database}`]: percentile(latencies, 95),
      [`p99_ms_${database}`]: percentile(latencies, 99),
      [`max_ms_${database}`]: latencies[latencies.length - 1],
      [`worst_second_p99_ms_${database}`]: worstSecond,
      [`bombs_refused_${database}`]: bombs.filter((s) => s >= 400 && s < 500).length,
      // The server answered before the body had arrived and closed the connection while it was still being sent.
      [`bombs_cut_off_${database}`]: bombs.filter((s) => s === 0).length,
      [`bombs_not_refused_${database}`]: bombs.filter((s) => s !== 0 && (s < 400 || s >= 500)).length,
      [`bombs_parsed_${database}`]: bombs.filter((s) => s === 413).length,
    });
    if (!saturate) return undefined;
    const read = `${server.url}/api/commissions`;
    const plain = await saturationRps(read, SATURATION_SECONDS, { cookie });
    return { plain, browser: await saturationRps(read, SATURATION_SECONDS, { cookie, 'accept-encoding': BROWSER_ENCODINGS }) };
  } finally {
    await server.stop();
  }
}

report({ bench: 'api', target_rate_rps: RATE, seconds: SECONDS, bomb_file_mb: Math.round(bomb.length / 104857.6) / 10 });
const readRps = DATABASES.includes('sqlite') ? await run('sqlite', '', true) : undefined;
if (DATABASES.includes('postgres')) {
  const postgres = await withFreshPostgres((url) => run('postgres', url, false).then(() => true));
  if (!postgres) report({ note: 'no PostgreSQL answers at 127.0.0.1:5432; postgres figures skipped' });
}
const bare = await startBareFastify(PORT + 1);
try {
  const bareRps = await saturationRps(bare.url, SATURATION_SECONDS);
  const browser = readRps?.browser ?? Number.NaN;
  report({
    read_saturation_rps: browser,
    read_saturation_plain_rps: readRps?.plain ?? Number.NaN,
    bare_fastify_rps: bareRps,
    read_ratio: browser / bareRps,
  });
} finally {
  bare.stop();
}
