// `npm run bench:list`: the secretary's list (search, filters, sorts, pages, duplicate flags) on 10,000 and then
// 50,000 delegates in a fresh SQLite file, asked of the whole app in this process (`app.inject`: the Gestor's
// guard, the route, its query and its answer). Prints, per size, the server CPU (this process's user + system
// time) of one page: p50/p95 per kind of page, p95 over every kind (`list_page_cpu_ms_p95_10k`, target ≤ 2 ms;
// `list_page_cpu_ms_p95_50k`, target ≤ 5 ms) and the worst kind's p95, measured in a pass over the kinds once the
// process has served `BENCH_WARM_PAGES` (3,000; the first pass, a process still compiling the route's code, printed
// as `list_page_cpu_ms_p95_10k_young`); then the same over HTTP from a server
// process on the same data (`list_http_ms_p95_10k`, p99 too). `BENCH_SIZES=10000` for one size only;
// `BENCH_DATABASES=sqlite,postgres` measures PostgreSQL too (figures `…_10k_postgres`; its CPU is this process's
// alone, the database's own is beside it: the wall time's p95 is printed as well).
import { fakerES as faker } from '@faker-js/faker';
import { DELEGATE_SORTS, DELEGATE_STATUSES, type DelegateList } from '@quorum/shared';
import { newDelegateRow, updateDelegate } from '../apps/server/src/domain/delegates/delegates.store';
import { benchApp, readyGestor } from './in-process';
import { percentile, report, request, startServer, withFreshPostgres } from './lib';

const SIZES = (process.env.BENCH_SIZES ?? '10000,50000').split(',').map(Number);
/** BENCH_DATABASES=sqlite,postgres for both (PostgreSQL at 127.0.0.1:5432, a fresh database; figures `…_postgres`). */
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite').split(',') as ('sqlite' | 'postgres')[];
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const PORT = Number(process.env.BENCH_PORT ?? 3912);
const PAGE_SIZE = 25;
/** Pages a process serves before its pages are judged (the first pass is printed apart as `_young`). */
const WARM_PAGES = Number(process.env.BENCH_WARM_PAGES ?? 3000);

function label(n: number): string {
  return n % 1000 === 0 ? `${n / 1000}k` : String(n);
}

async function measure(count: number, databaseUrl?: string): Promise<void> {
  faker.seed(7);
  const built = await benchApp('list', databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const { db } = built.ctx;
  const cookie = await readyGestor(built.ctx, built.call);
  const schools = Array.from({ length: 200 }, () => `Colegio ${faker.person.lastName()}`);
  const ids: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += 500) {
      const rows = [];
      for (let i = start; i < Math.min(count, start + 500); i++) {
        const row = newDelegateRow(
          {
            firstNames: faker.person.firstName(),
            lastNames: `${faker.person.lastName()} ${faker.person.lastName()}`,
            documentType: 'TI',
            documentNumber: String(2_000_000 + i),
            birthDate: faker.date.between({ from: '2006-01-01', to: '2010-12-31' }).toISOString().slice(0, 10),
            email: `d${i}@bench.quorum.test`,
            phone: null,
            institution: faker.helpers.arrayElement(schools),
            grade: '10',
            guardianName: 'Acudiente',
            guardianPhone: '300',
          },
          { source: 'carga', status: faker.helpers.arrayElement(DELEGATE_STATUSES) },
        );
        ids.push(row.id);
        rows.push(row);
      }
      await trx.insertInto('delegate').values(rows).execute();
    }
  });
  const lastPage = Math.ceil(count / PAGE_SIZE) - 1;
  const url = (params: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
    return `/api/delegates?${search}`;
  };
  const get = async (params: Record<string, string | number | undefined>) => {
    const res = await built.call('GET', url(params), undefined, cookie);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json() as DelegateList & { next?: string | null };
  };
  // «Next» from wherever the walk stands: the cursor the answer gives, or the page number before there was one.
  let walk: { page: number; after?: string } = { page: 0 };
  let walked: (DelegateList & { next?: string | null }) | null = null;
  const kinds: Record<string, () => Promise<Record<string, string | number | undefined>>> = {
    first_page: async () => ({}),
    next_page: async () => {
      if (walked) walk = walked.next ? { page: walk.page + 1, after: walked.next } : { page: walk.page + 1 };
      return { ...walk };
    },
    last_page: async () => ({ page: lastPage }),
    page_by_number: async () => ({ page: faker.number.int({ min: 0, max: lastPage }) }),
    search_name: async () => ({ q: faker.person.lastName().slice(0, 5) }),
    search_accentless: async () => ({ q: 'gomez' }),
    status_filter: async () => ({ status: faker.helpers.arrayElement(DELEGATE_STATUSES) }),
    institution_filter: async () => ({ institution: faker.helpers.arrayElement(schools) }),
    any_sort: async () => ({ sort: faker.helpers.arrayElement(DELEGATE_SORTS), dir: faker.helpers.arrayElement(['asc', 'desc']) }),
    sort_institution_desc_page_7: async () => ({ sort: 'institution', dir: 'desc', page: 7 }),
    // A check-in or an edit elsewhere drops every kept count: the page after it counts again.
    after_a_write: async () => {
      await updateDelegate(db, faker.helpers.arrayElement(ids), { notes: faker.lorem.word() });
      return { status: faker.helpers.arrayElement(DELEGATE_STATUSES) };
    },
  };
  for (let i = 0; i < 20; i++) await get({ q: faker.person.lastName().slice(0, 4) });
  // PostgreSQL plans with statistics and reads an index alone where its visibility map allows: both as a server's
  // autovacuum would have made them by now, after the inserts.
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('vacuum analyze');
    await client.end();
  }
  const n = `${label(count)}${databaseUrl ? '_postgres' : ''}`;
  /** Every kind's pages once, each page's CPU (the process's time, V8's compiler and collector threads included) and wall time. */
  const pass = async () => {
    const perKind: Record<string, { cpu: number[]; wall: number[] }> = {};
    for (const [name, make] of Object.entries(kinds)) {
      const cpu: number[] = [];
      const wall: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const params = await make();
        // A turn of the event loop between two pages, as between a server's requests: `inject` and SQLite answer
        // in promises alone, and without it the responses' cleanup (queued with setImmediate) would wait, every
        // answer kept, until the bench ends, its garbage collected ever more slowly.
        await new Promise((resolve) => setImmediate(resolve));
        const t = performance.now();
        const c = process.cpuUsage();
        const answer = await get(params);
        const used = process.cpuUsage(c);
        wall.push(performance.now() - t);
        cpu.push((used.user + used.system) / 1000);
        if (name === 'next_page') walked = answer;
      }
      perKind[name] = { cpu: cpu.sort((a, b) => a - b), wall: wall.sort((a, b) => a - b) };
    }
    return perKind;
  };
  // A young process is still compiling the route's code on V8's threads (about a hundred functions over the first
  // few hundred pages, and still some sixty in the next few hundred; decision 034): the first pass is printed apart
  // as `_young`; passes follow until the process has served `WARM_PAGES`, and the next one, a server's day, is judged.
  const young = Object.values(await pass())
    .flatMap((k) => k.cpu)
    .sort((a, b) => a - b);
  const perPass = Object.keys(kinds).length * SAMPLES;
  let served = 20 + perPass;
  for (; served < WARM_PAGES; served += perPass) await pass();
  const perKind = await pass();
  const figures: Record<string, number | string> = {};
  const all: number[] = [];
  let worst = 0;
  let worstKind = '';
  for (const [name, { cpu, wall }] of Object.entries(perKind)) {
    all.push(...cpu);
    figures[`list_${n}_${name}_cpu_p50_ms`] = percentile(cpu, 50);
    figures[`list_${n}_${name}_cpu_p95_ms`] = percentile(cpu, 95);
    figures[`list_${n}_${name}_wall_p95_ms`] = percentile(wall, 95);
    if (percentile(cpu, 95) > worst) [worst, worstKind] = [percentile(cpu, 95), name];
  }
  all.sort((a, b) => a - b);
  report({
    ...figures,
    [`list_page_cpu_ms_p95_${n}_young`]: percentile(young, 95),
    [`list_pages_before_judged_${n}`]: served,
    [`list_page_cpu_ms_p50_${n}`]: percentile(all, 50),
    [`list_page_cpu_ms_p95_${n}`]: percentile(all, 95),
    [`list_page_cpu_ms_p99_${n}`]: percentile(all, 99),
    [`list_page_wall_ms_p95_${n}`]: percentile(
      Object.values(perKind)
        .flatMap((k) => k.wall)
        .sort((a, b) => a - b),
      95,
    ),
    [`list_page_cpu_ms_worst_kind_p95_${n}`]: worst,
    [`list_page_worst_kind_${n}`]: worstKind,
  });
  await built.close();
  if (process.env.BENCH_HTTP === '0') return;
  await overHttp(
    { DATA_DIR: built.ctx.config.dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    n,
    Object.values(kinds).filter((k) => k !== kinds.after_a_write),
  );
}

/** The same pages from a server process on the same data directory (the Gestor signs in again). */
async function overHttp(env: Record<string, string>, n: string, kinds: (() => Promise<Record<string, string | number | undefined>>)[]) {
  const server = await startServer(PORT, env);
  try {
    const signIn = await request(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      body: { email: 'g@bench.quorum', password: 'vuela-la-garza-sobre-el-río-9' },
    });
    const cookie = [signIn.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${signIn.body}`);
    const times: number[] = [];
    for (let i = 0; i < SAMPLES * kinds.length; i++) {
      const params = await kinds[i % kinds.length]();
      const search = new URLSearchParams(
        Object.entries(params).flatMap(([k, v]) => (v === undefined || k === 'after' ? [] : [[k, String(v)]])),
      );
      const t = performance.now();
      const res = await request(`${server.url}/api/delegates?${search}`, { cookie });
      if (i >= kinds.length) times.push(performance.now() - t);
      if (res.status !== 200) throw new Error(`${res.status} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    report({
      [`list_http_ms_p50_${n}`]: percentile(times, 50),
      [`list_http_ms_p95_${n}`]: percentile(times, 95),
      [`list_http_ms_p99_${n}`]: percentile(times, 99),
    });
  } finally {
    await server.stop();
    await new Promise((r) => setTimeout(r, 500));
  }
}

report({
  bench: 'list',
  databases: DATABASES.join(','),
  load: (await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' '),
});
for (const database of DATABASES) {
  if (database === 'sqlite') for (const count of SIZES) await measure(count);
  else
    for (const count of SIZES) {
      // A fresh database for each size, as SQLite gets a fresh file.
      const ran = await withFreshPostgres(async (url) => {
        await measure(count, url);
        return true;
      });
      if (!ran) report({ note: 'no PostgreSQL answers at 127.0.0.1:5432; postgres figures skipped' });
    }
}
