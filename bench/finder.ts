// `npm run bench:finder`: seeds 10,000 and then 50,000 delegates with Spanish names into a fresh SQLite file
// (through the app's own modules, batched inserts in one transaction), then measures the finder's search:
// the repository function in-process (server side) and GET /api/finder through a real server process on the
// same data directory. Prints name=value lines (finder_10k_server_p95_ms=…), among them issue 28's figures:
// finder_cpu_p95_ms_50k (target ≤ 10 ms of CPU) and prefix3_p95_ms_50k (3-letter prefixes, target ≤ 15 ms).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fakerES as faker } from '@faker-js/faker';
import { commissionRulesSchema, searchKey } from '@quorum/shared';
import { buildApp } from '../apps/server/src/app';
import { createStaffAccount } from '../apps/server/src/auth/accounts';
import { loadConfig } from '../apps/server/src/config';
import { newDelegateRow } from '../apps/server/src/domain/delegates/delegates.store';
import { insertCommission } from '../apps/server/src/features/commissions/commissions.repository';
import { searchDelegates } from '../apps/server/src/features/finder/finder.repository';
import { percentile, report, request, startServer } from './lib';

const SIZES = (process.env.BENCH_SIZES ?? '10000,50000').split(',').map(Number);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 2000);
const HTTP_QUERIES = Number(process.env.BENCH_HTTP_QUERIES ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 3911);
const PASSWORD = 'banco-de-pruebas-buscador-2026';
const STATUSES = ['preinscrito', 'verificado', 'asignado', 'asignado', 'asignado', 'acreditado'] as const;

/** The kinds of query, in the order the query list cycles through them. */
const KINDS = [
  'prefix3',
  'prefix5',
  'last_name',
  'last_name_unaccented',
  'first_and_last',
  'full_name_upper',
  'document',
  'document_prefix',
  'email_or_code',
  'institution',
];

function label(n: number): string {
  return n % 1000 === 0 ? `${n / 1000}k` : String(n);
}

/** Seeds `count` delegates (and 20 commissions) into a fresh data directory; returns the queries to run. */
async function seed(dataDir: string, count: number): Promise<{ queries: string[]; seconds: number }> {
  faker.seed(2026);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SERVE_WEB: 'false' });
  const built = await buildApp(config, { logger: false });
  const t0 = performance.now();
  try {
    const { db } = built.ctx;
    await createStaffAccount(
      built.ctx,
      { email: 'puerta@bench.quorum.test', name: 'Puerta Bench', role: 'Logistica', password: PASSWORD, comissionId: null },
      { uid: null, ip: null },
    );
    const commissionIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      const row = await insertCommission(db, {
        name: `Comisión ${i}`,
        acronym: `C${i}`,
        kind: 'asamblea',
        capacity: 200,
        room: `Sala ${i}`,
        topics: ['Tema'],
        rules: commissionRulesSchema.parse({}),
        description: '',
        language: 'Español',
      });
      commissionIds.push(row.id);
    }
    const institutions = Array.from(
      { length: 300 },
      () => `${faker.helpers.arrayElement(['Colegio', 'Liceo', 'Instituto', 'Gimnasio', 'Universidad'])} ${faker.person.lastName()}`,
    );
    const samples: { first: string; last: string; doc: string; email: string; institution: string; code: string }[] = [];
    const BATCH = 500;
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < count; start += BATCH) {
        const rows = [];
        for (let i = start; i < Math.min(count, start + BATCH); i++) {
          const first = faker.person.firstName();
          const last = `${faker.person.lastName()} ${faker.person.lastName()}`;
          const institution = faker.helpers.arrayElement(institutions);
          const doc = String(1_000_000_000 + i * 7919);
          const email = faker.internet.email({ firstName: first, lastName: last.split(' ')[0] }).toLowerCase();
          const row = newDelegateRow(
            {
              firstNames: first,
              lastNames: last,
              documentType: 'TI',
              documentNumber: doc,
              birthDate: '2008-04-15',
              email,
              phone: null,
              institution,
              grade: '11',
              guardianName: null,
              guardianPhone: null,
            },
            { source: 'carga', status: faker.helpers.arrayElement(STATUSES) },
          );
          const commissionId = row.status === 'preinscrito' ? null : faker.helpers.arrayElement(commissionIds);
          rows.push({ ...row, commissionId });
          if (i % 37 === 0) samples.push({ first, last, doc, email, institution, code: row.personalCode });
        }
        await trx.insertInto('delegate').values(rows).execute();
      }
    });
    const seconds = (performance.now() - t0) / 1000;
    // What people type at the door: prefixes of last and first names, accented and unaccented, full names,
    // document numbers (whole and partial), personal codes, e-mails and institutions.
    const queries: string[] = [];
    for (let i = 0; queries.length < QUERIES; i++) {
      const s = samples[i % samples.length];
      const lastWord = s.last.split(' ')[0];
      switch (i % 10) {
        case 0:
          queries.push(lastWord.slice(0, 3));
          break;
        case 1:
          queries.push(lastWord.slice(0, 5));
          break;
        case 2:
          queries.push(lastWord);
          break;
        case 3:
          queries.push(searchKey(lastWord));
          break;
        case 4:
          queries.push(`${s.first.split(' ')[0]} ${lastWord}`);
          break;
        case 5:
          queries.push(searchKey(`${s.first} ${s.last}`).toUpperCase());
          break;
        case 6:
          queries.push(s.doc);
          break;
        case 7:
          queries.push(s.doc.slice(0, 6));
          break;
        case 8:
          queries.push(i % 20 === 8 ? s.code : s.email);
          break;
        default:
          queries.push(s.institution);
      }
    }
    // Measure server side on the app's own connection: warm up, then time each query.
    for (const q of queries.slice(0, 100)) await searchDelegates(db, 'sqlite', q);
    const times: number[] = [];
    let empty = 0;
    const byKind = KINDS.map(() => [] as number[]);
    const cpuByKind = KINDS.map(() => [] as number[]);
    // CPU time of this process per query too: on a busy machine wall time includes waiting for a core.
    const cpu: number[] = [];
    for (const [i, q] of queries.entries()) {
      const c = process.cpuUsage();
      const t = performance.now();
      const { rows } = await searchDelegates(db, 'sqlite', q);
      const ms = performance.now() - t;
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
      cpuByKind[i % KINDS.length].push((used.user + used.system) / 1000);
      times.push(ms);
      byKind[i % KINDS.length].push(ms);
      if (!rows.length) empty++;
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    for (const list of [...byKind, ...cpuByKind]) list.sort((a, b) => a - b);
    const n = label(count);
    report({
      [`finder_${n}_seed_s`]: seconds,
      [`finder_${n}_queries`]: queries.length,
      [`finder_${n}_queries_without_results`]: empty,
      [`finder_${n}_server_p50_ms`]: percentile(times, 50),
      [`finder_${n}_server_p95_ms`]: percentile(times, 95),
      [`finder_${n}_server_p99_ms`]: percentile(times, 99),
      [`finder_${n}_server_max_ms`]: times[times.length - 1],
      [`finder_${n}_server_cpu_p50_ms`]: percentile(cpu, 50),
      [`finder_${n}_server_cpu_p95_ms`]: percentile(cpu, 95),
      [`finder_${n}_server_cpu_p99_ms`]: percentile(cpu, 99),
      ...Object.fromEntries(KINDS.map((k, i) => [`finder_${n}_server_p95_ms_${k}`, percentile(byKind[i], 95)])),
      ...Object.fromEntries(KINDS.map((k, i) => [`finder_${n}_server_cpu_p95_ms_${k}`, percentile(cpuByKind[i], 95)])),
      // The targets: CPU p95 ≤ 10 ms and 3-letter prefixes p95 ≤ 15 ms at 50,000.
      [`finder_cpu_p95_ms_${n}`]: percentile(cpu, 95),
      [`prefix3_p95_ms_${n}`]: percentile(byKind[0], 95),
    });
    return { queries, seconds };
  } finally {
    await built.close();
  }
}

async function overHttp(dataDir: string, count: number, queries: string[]): Promise<void> {
  const server = await startServer(PORT, { DATA_DIR: dataDir });
  try {
    const signIn = await request(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      body: { email: 'puerta@bench.quorum.test', password: PASSWORD },
    });
    const cookie = [signIn.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (signIn.status !== 200 || !cookie) throw new Error(`sign-in failed: ${signIn.status} ${signIn.body}`);
    const list = queries.slice(0, HTTP_QUERIES);
    for (const q of list.slice(0, 50)) await request(`${server.url}/api/finder?q=${encodeURIComponent(q)}`, { cookie });
    const times: number[] = [];
    let errors = 0;
    for (const q of list) {
      const t = performance.now();
      const res = await request(`${server.url}/api/finder?q=${encodeURIComponent(q)}`, { cookie });
      times.push(performance.now() - t);
      if (res.status !== 200) errors++;
    }
    times.sort((a, b) => a - b);
    const n = label(count);
    report({
      [`finder_${n}_http_p50_ms`]: percentile(times, 50),
      [`finder_${n}_http_p95_ms`]: percentile(times, 95),
      [`finder_${n}_http_p99_ms`]: percentile(times, 99),
      [`finder_${n}_http_errors`]: errors,
    });
  } finally {
    await server.stop();
    await new Promise((r) => setTimeout(r, 500));
  }
}

report({
  bench: 'finder',
  database: 'sqlite',
  load: (await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' '),
});
for (const count of SIZES) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-bench-finder-'));
  try {
    const { queries } = await seed(dataDir, count);
    await overHttp(dataDir, count, queries);
  } finally {
    if (process.env.BENCH_KEEP) console.error(`kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}
