// `npx tsx bench/stall.ts`: what a hostile request costs the rest of the server. In one process, on a fresh
// SQLite app: the longest event-loop delay (ms, target ≤ 100) while a spreadsheet bomb (a few MB inflating
// past the limits), an XLSX of 40,000 rows, a CSV of 115,000 rows (over 8 MB) and a password built to be costly
// to estimate are refused, how long each refusal takes (ms), and the worst strength estimate of such a password
// (ms). These are the real sizes; the server tests pass a small row limit in and send files just past it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LOAD_COLUMNS, MAX_LOAD_ROWS } from '@quorum/shared';
import { scorePassword } from '@quorum/shared/password';
import ExcelJS from 'exceljs';
import { multipartBody } from '../apps/server/test/upload-fixtures';
import { repeatedRowsXlsx } from '../apps/server/test/xlsx-bomb';
import { BENCH_PASSWORD as PASSWORD, benchApp, readyGestor } from './in-process';
import { report } from './lib';

const HEADERS = LOAD_COLUMNS.map((c) => c.header);
const ROW = ['María José', 'Núñez Peña', 'CC', '1234567', '2000-03-15', 'mj@colegio.test', '3001234567', '11', '', ''];
const COSTLY = ['aB3$'.repeat(32), 'Ab1!'.repeat(32), '1a'.repeat(64), 'p4ssw0rd'.repeat(16)];

const { app, ctx, close, call } = await benchApp('stall');

/** Runs `work` with the event loop watched (10 ms resolution): its time and the longest delay, in ms. */
async function watched(name: string, work: () => Promise<{ statusCode: number }>, figures: Record<string, number>) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const started = performance.now();
  const res = await work();
  figures[`${name}_ms`] = Math.round(performance.now() - started);
  histogram.disable();
  figures[`${name}_event_loop_max_ms`] = Math.round(histogram.max / 1e6);
  figures[`${name}_status`] = res.statusCode;
}

const figures: Record<string, number> = {};
const cookie = await readyGestor(ctx, call);
const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
const code = (await call('POST', '/api/load-codes', { institution: 'Colegio Bench', quota: MAX_LOAD_ROWS, expiresAt }, cookie)).json().code;
/** Sends a file to the load's check as the browser does: multipart, from the app's own origin. */
const checkFile = (name: string, content: Buffer) => {
  const form = multipartBody({ name, content });
  return app.inject({
    method: 'POST',
    url: `/api/load/${code}/check`,
    headers: { 'content-type': form.contentType, origin: ctx.config.publicUrl },
    payload: form.payload,
  });
};

const bomb = await repeatedRowsXlsx(HEADERS, ROW, 150_000);
figures.bomb_file_mb = Math.round((bomb.length / 1024 / 1024) * 10) / 10;
await watched('bomb_refused', () => checkFile('bomba.xlsx', bomb), figures);

const wb = new ExcelJS.Workbook();
const ws = wb.addWorksheet('Delegados');
ws.addRow(HEADERS);
for (let i = 0; i < 8 * MAX_LOAD_ROWS; i++) ws.addRow(ROW.map((v, c) => (c === 3 ? String(1_000_000 + i) : `${v} ${i % 97}`)));
const many = Buffer.from(await wb.xlsx.writeBuffer());
await watched('rows_over_limit_refused', () => checkFile('muchas.xlsx', many), figures);

const csvLines = Array.from({ length: 115_000 }, (_, i) => ROW.map((v, c) => (c === 3 ? String(1_000_000 + i) : v)).join(','));
const csv = Buffer.from(`${[HEADERS.join(','), ...csvLines].join('\r\n')}\r\n`);
figures.csv_file_mb = Math.round((csv.length / 1024 / 1024) * 10) / 10;
await watched('csv_rows_over_limit_refused', () => checkFile('muchas.csv', csv), figures);

await watched(
  'costly_password_refused',
  () => call('POST', '/api/profile/password', { currentPassword: PASSWORD, newPassword: COSTLY[0] }, cookie),
  figures,
);
let worst = 0;
for (const pw of COSTLY) {
  const started = performance.now();
  scorePassword(pw);
  worst = Math.max(worst, performance.now() - started);
}
figures.password_estimate_worst_ms = Math.round(worst);

report(figures);
await close();
