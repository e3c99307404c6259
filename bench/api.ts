// `npm run bench:api`: what reads cost beside a bare route, and the latency of a mixed load.
// - Reads against a bare route, interleaved: on a server process on the first of BENCH_DATABASES (SQLite by
//   default) with 20 commissions and BENCH_DELEGATES (10,000) delegates, and a bare Fastify route (a small JSON)
//   in a process of its own, both started once. BENCH_ROUNDS (3) rounds; in each, every read is driven by
//   autocannon (50 connections, BENCH_SATURATION_SECONDS (3) s) right after the bare route is, and its ratio is
//   its rate over that bare route's: bare, read, bare, read… so a machine that slows down slows both sides of each
//   ratio (each read and the bare route driven for a second first, unmeasured). The reads, signed in as the Gestor and asked as a browser asks (Accept-Encoding: compressed):
//   `read` the commission list, served from its kept, precompressed answer (12.7 KB of JSON, 1.3 KB in brotli);
//   `read_plain` the same asked without Accept-Encoding; and the reads no answer is kept for: `live_state` a
//   commission's live state, `delegate_by_id` a delegate (a different one each time), `list_page` a page of the
//   secretary's delegate list (pages and sorts in turn), `finder` the door's search (varying queries). Prints
//   per read `<read>_ratio_min/median/max` and `<read>_rps_median`, `bare_fastify_rps_min/median/max`,
//   `read_ratio_median` (the kept read), and `uncached_read_ratio_median`: the worst median of the four reads
//   never kept (which one: `uncached_read_worst`). BENCH_ROUNDS=0 leaves them out.
// - Latency under load, on SQLite, then on a fresh PostgreSQL database (skipped with a note when none answers),
//   BENCH_DATABASES=sqlite or postgres for one of them: a mixed read/write load on the commissions and users
//   endpoints at BENCH_RATE (500) req/s for BENCH_SECONDS (20) against a fresh server process, while a spreadsheet
//   bomb is refused in a loop on the public load form (BENCH_BOMB=off: without it; BENCH_BOMB_EVERY_MS: one bomb
//   at most that often); after BENCH_WARMUP_SECONDS (3) of the same load unmeasured. BENCH_P99_RUNS (3) runs per
//   database, each on a new server and database: per run `<figure>_<database>_run<k>` (p50/p95/p99 latency in ms,
//   the worst second's p99, errors, bombs), then `p99_ms_<database>_median` and `p99_ms_<database>_runs`.
// - `load_average_start`: the machine's load averages (1, 5, 15 min) when the bench began; `load_average_end` too.
// BENCH_CPU_PROF_DIR=folder writes the servers' CPU profiles there.
import { DELEGATE_SORTS, LOAD_COLUMNS, MAX_LOAD_ROWS } from '@quorum/shared';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/database';
import { newDelegateRow } from '../apps/server/src/domain/delegates/delegates.store';
import { multipartBody } from '../apps/server/test/upload-fixtures';
import { repeatedRowsXlsx } from '../apps/server/test/xlsx-bomb';
import {
  loadAverage,
  loop,
  makeEventReady,
  median,
  percentile,
  report,
  request,
  saturationRps,
  scratchDir,
  setUpGestor,
  startBareFastify,
  startServer,
  withFreshPostgres,
} from './lib';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3901);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SATURATION_SECONDS = Number(process.env.BENCH_SATURATION_SECONDS ?? 3);
const P99_RUNS = Number(process.env.BENCH_P99_RUNS ?? 3);
const DELEGATES = Number(process.env.BENCH_DELEGATES ?? 10_000);
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
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',') as ('sqlite' | 'postgres')[];

type Server = Awaited<ReturnType<typeof startServer>>;

/** A conference-sized event on a new server: 20 commissions, 30 staff, a load code; the Gestor's cookie. */
async function seedConference(server: Server) {
  const cookie = await setUpGestor(server);
  await makeEventReady((method, path, body) => request(`${server.url}${path}`, { method, body, cookie }));
  const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
  const codeRes = await request(`${server.url}/api/load-codes`, {
    method: 'POST',
    cookie,
    body: { institution: 'Colegio Bench', quota: MAX_LOAD_ROWS, expiresAt },
  });
  const code: string = JSON.parse(codeRes.body).code;
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
  return { cookie, code, ids, users };
}

/** The mixed load with a bomb refused alongside, on one database, one run: its figures reported, its p99 answered. */
async function mixedLoad(database: 'sqlite' | 'postgres', databaseUrl: string, run: number): Promise<number> {
  const server = await startServer(PORT, { DATABASE_URL: databaseUrl });
  try {
    const { cookie, code, ids, users } = await seedConference(server);
    // 70 % reads (commission list, one commission, staff list), 30 % writes (edit a commission, edit a staff
    // account, edit own profile).
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
    const p99 = percentile(latencies, 99);
    const suffix = `${database}_run${run}`;
    report({
      [`achieved_rate_rps_${suffix}`]: total / elapsed,
      [`errors_${suffix}`]: errors,
      [`p50_ms_${suffix}`]: percentile(latencies, 50),
      [`p95_ms_${suffix}`]: percentile(latencies, 95),
      [`p99_ms_${suffix}`]: p99,
      [`max_ms_${suffix}`]: latencies[latencies.length - 1],
      [`worst_second_p99_ms_${suffix}`]: worstSecond,
      [`bombs_refused_${suffix}`]: bombs.filter((s) => s >= 400 && s < 500).length,
      // The server answered before the body had arrived and closed the connection while it was still being sent.
      [`bombs_cut_off_${suffix}`]: bombs.filter((s) => s === 0).length,
      [`bombs_not_refused_${suffix}`]: bombs.filter((s) => s !== 0 && (s < 400 || s >= 500)).length,
      [`bombs_parsed_${suffix}`]: bombs.filter((s) => s === 413).length,
    });
    return p99;
  } finally {
    await server.stop();
  }
}

/** DELEGATES delegates written straight into the server's database, spread over the commissions: their ids and names. */
async function seedDelegates(database: { databaseUrl: string; sqliteFile: string }, commissionIds: string[]) {
  const { db } = openDatabase({ databaseUrl: database.databaseUrl || null, databasePoolSize: 2, sqliteFile: database.sqliteFile });
  const FIRST = ['María', 'José', 'Lucía', 'Andrés', 'Sofía', 'Íñigo', 'Valentina', 'Mateo', 'Camila', 'Sebastián'];
  const LAST = ['Núñez', 'Álvarez', 'Gómez', 'Peña', 'Rodríguez', 'Muñoz', 'Castaño', 'Ortiz', 'Zúñiga', 'Herrera', 'Ibáñez'];
  const ids: string[] = [];
  const lastNames: string[] = [];
  try {
    for (let start = 0; start < DELEGATES; start += 500) {
      const rows = [];
      for (let i = start; i < Math.min(DELEGATES, start + 500); i++) {
        // Last names of two words from a small list with a number: prefixes that match few and many rows.
        const last = `${LAST[i % LAST.length]}${i % 97} ${LAST[(i * 7) % LAST.length]}`;
        const row = newDelegateRow(
          {
            firstNames: FIRST[i % FIRST.length],
            lastNames: last,
            documentType: 'TI',
            documentNumber: String(3_000_000 + i),
            birthDate: '2008-04-15',
            email: `d${i}@api.bench.quorum.test`,
            phone: null,
            institution: `Colegio ${i % 150}`,
            grade: '11',
            guardianName: null,
            guardianPhone: null,
          },
          { source: 'carga', status: 'asignado' },
        );
        rows.push({ ...row, commissionId: commissionIds[i % commissionIds.length] });
        ids.push(row.id);
        if (i % 50 === 0) lastNames.push(last);
      }
      await db.insertInto('delegate').values(rows).execute();
    }
  } finally {
    await db.destroy();
  }
  return { ids, lastNames };
}

/** Every read beside the bare route, ROUNDS times, interleaved; the ratios reported. */
async function readRounds(database: 'sqlite' | 'postgres', databaseUrl: string) {
  const dataDir = scratchDir('quorum-bench-');
  const server = await startServer(PORT, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  const bare = await startBareFastify(PORT + 1);
  try {
    const { cookie, ids } = await seedConference(server);
    const seeded = await seedDelegates({ databaseUrl, sqliteFile: path.join(dataDir, 'quorum.sqlite') }, ids);
    const browser = { cookie, 'accept-encoding': BROWSER_ENCODINGS };
    const pages = Math.ceil(DELEGATES / 25);
    /** Each read: the paths asked in turn (none: the url alone) and the headers. */
    const reads: Record<string, { url: string; paths?: string[]; headers: Record<string, string> }> = {
      read: { url: `${server.url}/api/commissions`, headers: browser },
      read_plain: { url: `${server.url}/api/commissions`, headers: { cookie } },
      live_state: { url: server.url, paths: ids.map((id) => `/api/commissions/${id}/live`), headers: browser },
      delegate_by_id: { url: server.url, paths: seeded.ids.slice(0, 2000).map((id) => `/api/delegates/${id}`), headers: browser },
      list_page: {
        url: server.url,
        paths: Array.from({ length: 60 }, (_, k) => {
          const sort = DELEGATE_SORTS[k % DELEGATE_SORTS.length];
          return `/api/delegates?sort=${sort}&dir=${k % 4 < 2 ? 'asc' : 'desc'}&page=${(k * 37) % pages}`;
        }),
        headers: browser,
      },
      // What is typed at the door: a last name's first 3, 5 letters, the whole word, a document number's start.
      finder: {
        url: server.url,
        paths: seeded.lastNames.map((last, k) => {
          const word = last.split(' ')[0];
          const q = [word.slice(0, 3), word.slice(0, 5), word, String(3_000_000 + k * 50).slice(0, 6)][k % 4];
          return `/api/finder?q=${encodeURIComponent(q)}`;
        }),
        headers: browser,
      },
    };
    // Every read asked once, then driven for a second, before the rounds, and the bare route too: the first
    // answers compile the code and warm the caches.
    for (const read of Object.values(reads)) {
      const res = await request(`${read.url}${read.paths?.[0] ?? ''}`, { cookie });
      if (res.status !== 200) throw new Error(`${read.paths?.[0] ?? read.url}: ${res.status} ${res.body}`);
      await saturationRps(read.url, 1, read.headers, undefined, read.paths);
    }
    await saturationRps(bare.url, 1);
    const bareRates: number[] = [];
    const ratios: Record<string, number[]> = Object.fromEntries(Object.keys(reads).map((name) => [name, []]));
    const rates: Record<string, number[]> = Object.fromEntries(Object.keys(reads).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, read] of Object.entries(reads)) {
        const bareRps = await saturationRps(bare.url, SATURATION_SECONDS);
        const readRps = await saturationRps(read.url, SATURATION_SECONDS, read.headers, undefined, read.paths);
        bareRates.push(bareRps);
        rates[name].push(readRps);
        ratios[name].push(readRps / bareRps);
      }
    }
    const figures: Record<string, number | string> = {
      reads_database: database,
      delegates: DELEGATES,
      rounds: ROUNDS,
      bare_fastify_rps_min: Math.min(...bareRates),
      bare_fastify_rps_median: median(bareRates),
      bare_fastify_rps_max: Math.max(...bareRates),
    };
    for (const name of Object.keys(reads)) {
      figures[`${name}_rps_median`] = median(rates[name]);
      figures[`${name}_ratio_min`] = Math.min(...ratios[name]);
      figures[`${name}_ratio_median`] = median(ratios[name]);
      figures[`${name}_ratio_max`] = Math.max(...ratios[name]);
    }
    const uncached = ['live_state', 'delegate_by_id', 'list_page', 'finder'];
    const worst = uncached.reduce((a, b) => (median(ratios[b]) < median(ratios[a]) ? b : a));
    report({
      ...figures,
      read_ratio_median: median(ratios.read),
      uncached_read_ratio_median: median(ratios[worst]),
      uncached_read_worst: worst,
    });
  } finally {
    bare.stop();
    await server.stop();
  }
}

report({
  bench: 'api',
  load_average_start: loadAverage(),
  target_rate_rps: RATE,
  seconds: SECONDS,
  bomb_file_mb: Math.round(bomb.length / 104857.6) / 10,
});
/** Runs `work` on the database: SQLite (no url) or a fresh PostgreSQL database; false when none answers. */
const onDatabase = async (database: 'sqlite' | 'postgres', work: (databaseUrl: string) => Promise<unknown>): Promise<boolean> => {
  if (database === 'sqlite') return work('').then(() => true);
  const ran = await withFreshPostgres((url) => work(url).then(() => true));
  if (!ran) report({ note: 'no PostgreSQL answers at 127.0.0.1:5432; postgres figures skipped' });
  return Boolean(ran);
};
if (ROUNDS > 0) await onDatabase(DATABASES[0], (url) => readRounds(DATABASES[0], url));
for (const database of DATABASES) {
  if (P99_RUNS <= 0) break;
  const p99s: number[] = [];
  for (let run = 1; run <= P99_RUNS; run++) {
    if (!(await onDatabase(database, async (url) => p99s.push(await mixedLoad(database, url, run))))) break;
  }
  if (p99s.length)
    report({ [`p99_ms_${database}_median`]: median(p99s), [`p99_ms_${database}_runs`]: p99s.map((p) => p.toFixed(1)).join(' / ') });
}
report({ load_average_end: loadAverage() });
