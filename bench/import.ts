// `npm run bench:import`: a school load of 5,000 delegates (Spanish names from faker) from an XLSX file,
// validated and saved all-or-nothing through the import use case (in process) and through HTTP
// (POST /api/load/:code/save on a real server); prints times (ms) and the peak memory (MB). Target ≤ 3 s.
import { fakerES as faker } from '@faker-js/faker';
import { LOAD_COLUMNS } from '@quorum/shared';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { parseImportFile } from '../apps/server/src/domain/delegates/import/read-file';
import { saveImport } from '../apps/server/src/domain/delegates/import/save';
import { multipartBody } from '../apps/server/test/upload-fixtures';
import { makeEventReady, report, request, scratchDir, setUpGestor, startServer } from './lib';

const ROWS = Number(process.env.BENCH_ROWS ?? 5000);
const PORT = Number(process.env.BENCH_PORT ?? 3902);

async function workbook(prefix: string): Promise<Buffer> {
  faker.seed(2026);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Delegados');
  ws.addRow(LOAD_COLUMNS.map((c) => c.header));
  for (let i = 0; i < ROWS; i++) {
    const minor = i % 2 === 0;
    const birth = faker.date
      .birthdate({ mode: 'age', min: minor ? 14 : 18, max: minor ? 17 : 24 })
      .toISOString()
      .slice(0, 10);
    ws.addRow([
      faker.person.firstName(),
      `${faker.person.lastName()} ${faker.person.lastName()}`,
      minor ? 'TI' : 'CC',
      `${prefix}${1_000_000 + i}`,
      birth,
      faker.internet.email().toLowerCase(),
      faker.string.numeric(10),
      String(9 + (i % 3)),
      minor ? faker.person.fullName() : null,
      minor ? faker.string.numeric(10) : null,
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 10);

const figures: Record<string, number> = {};

// 1. In process, through the use case, on a fresh SQLite file (or DATABASE_URL).
{
  const content = await workbook('B');
  const config = loadConfig({
    ...process.env,
    DATA_DIR: scratchDir('quorum-bench-import-'),
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
  });
  const built = await buildApp(config, { logger: false });
  const target = { institution: 'Colegio del Banco', quota: ROWS, accessCodeId: null, source: 'carga' as const };
  const actor = { uid: null, ip: null };
  peak = process.memoryUsage().rss;
  let t0 = performance.now();
  const { rows } = await parseImportFile('banco.xlsx', content, { institutionColumn: false });
  figures.import_parse_ms = performance.now() - t0;
  const first = await saveImport(built.ctx.db, target, rows, { fileName: 'banco.xlsx', actor });
  figures[`import_${ROWS}_ms`] = performance.now() - t0;
  if (!first.ok || first.created !== ROWS) throw new Error(`first import failed: ${JSON.stringify(first).slice(0, 500)}`);
  t0 = performance.now();
  const again = await saveImport(built.ctx.db, target, (await parseImportFile('banco.xlsx', content, { institutionColumn: false })).rows, {
    fileName: 'banco.xlsx',
    actor,
  });
  figures[`import_update_${ROWS}_ms`] = performance.now() - t0;
  if (!again.ok || again.updated !== ROWS) throw new Error('second import did not update every row');
  figures.import_peak_rss_mb = peak / 1024 / 1024;
  await built.close();
}

// 2. Through HTTP: a real server, a load code, the file as multipart to POST /api/load/:code/check and …/save.
{
  const content = await workbook('H');
  const server = await startServer(PORT);
  try {
    const cookie = await setUpGestor(server);
    await makeEventReady((method, path, body) => request(`${server.url}${path}`, { method, body, cookie }));
    const code = await request(`${server.url}/api/load-codes`, {
      method: 'POST',
      cookie,
      body: { institution: 'Colegio del Banco', quota: ROWS, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    if (code.status !== 201) throw new Error(`load code: ${code.status} ${code.body}`);
    const form = multipartBody({ name: 'banco.xlsx', content });
    const url = `${server.url}/api/load/${JSON.parse(code.body).code}`;
    let t0 = performance.now();
    const checked = await request(`${url}/check`, { method: 'POST', form });
    figures[`import_http_check_${ROWS}_ms`] = performance.now() - t0;
    if (checked.status !== 200 || JSON.parse(checked.body).problems.length)
      throw new Error(`check: ${checked.status} ${checked.body.slice(0, 500)}`);
    t0 = performance.now();
    const saved = await request(`${url}/save`, { method: 'POST', form });
    figures[`import_http_${ROWS}_ms`] = performance.now() - t0;
    if (saved.status !== 200) throw new Error(`save: ${saved.status} ${saved.body.slice(0, 500)}`);
    figures.import_file_kb = content.length / 1024;
  } finally {
    await server.stop();
  }
}

clearInterval(sampler);
report(figures);
process.exit(0);
