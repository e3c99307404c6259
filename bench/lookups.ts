// `npm run bench:lookups`: the check-in morning. 3,000 delegates (BENCH_LOOKUPS) each look up their document
// number on /data (POST /api/lookup) from ONE address, as behind a venue's network, BENCH_CONCURRENCY at a
// time, against a server in its own process with the default limits; on SQLite, then PostgreSQL (when one
// answers at 127.0.0.1:5432). Prints, per database: the refused count (target 0), the look-ups per second and
// the p50/p95 latency (ms).
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { newDelegateRow } from '../apps/server/src/domain/delegates/delegates.store';
import { percentile, report, request, scratchDir, startServer, withFreshPostgres } from './lib';

const COUNT = Number(process.env.BENCH_LOOKUPS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 3420);

const documentOf = (i: number) => `BANCO${String(i).padStart(5, '0')}`;

/** The delegates, straight into the database the server uses. */
async function seed(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const { db } = openDatabase(config);
  try {
    const rows = Array.from({ length: COUNT }, (_, i) =>
      newDelegateRow(
        {
          firstNames: 'Ana',
          lastNames: 'Pérez',
          documentType: 'CC',
          documentNumber: documentOf(i),
          birthDate: '2000-01-01',
          email: `delegado${i}@colegio.test`,
          phone: null,
          institution: 'Colegio',
          grade: null,
          guardianName: null,
          guardianPhone: null,
        },
        { source: 'preinscripcion' },
      ),
    );
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('delegate')
        .values(rows.slice(i, i + 200))
        .execute();
  } finally {
    await db.destroy();
  }
}

async function run(database: 'sqlite' | 'postgres', databaseUrl?: string): Promise<void> {
  const dataDir = scratchDir('quorum-bench-lookups-');
  const server = await startServer(PORT, { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  try {
    await seed(dataDir, databaseUrl);
    const latencies: number[] = [];
    const statuses: Record<number, number> = {};
    let next = 0;
    const worker = async () => {
      while (next < COUNT) {
        const documentNumber = documentOf(next++);
        const start = performance.now();
        const res = await request(`${server.url}/api/lookup`, { method: 'POST', body: { documentNumber } });
        latencies.push(performance.now() - start);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    };
    const start = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    report({
      [`lookups_${database}_count`]: COUNT,
      [`lookups_${database}_found`]: statuses[200] ?? 0,
      [`lookups_${database}_refused`]: statuses[429] ?? 0,
      [`lookups_${database}_per_s`]: COUNT / seconds,
      [`lookups_${database}_p50_ms`]: percentile(latencies, 50),
      [`lookups_${database}_p95_ms`]: percentile(latencies, 95),
    });
  } finally {
    await server.stop();
  }
}

await run('sqlite');
const postgres = await withFreshPostgres((url) => run('postgres', url).then(() => true));
if (!postgres) report({ note: 'no PostgreSQL answers at 127.0.0.1:5432; postgres figures skipped' });
