import { LOAD_COLUMNS, MAX_LOAD_CELL_CHARS, MAX_LOAD_COLUMNS, MAX_LOAD_FILE_BYTES, MAX_LOAD_ROWS } from '@quorum/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_LOOP_BOUND_MS, whileWatchingTheLoop } from '../../../../test/event-loop';
import { DATABASES, expectError, seedReadyEvent, startTestApp, type TestAccount, type TestApp } from '../../../../test/harness';
import { repeatedRowsXlsx } from '../../../../test/xlsx-bomb';
import { BODY_IN_WORKER_BYTES } from '../../../plugins/import-body-in-worker';

const HEADERS = LOAD_COLUMNS.map((c) => c.header);
const ROW = ['María José', 'Núñez Peña', 'CC', '1234567', '2000-03-15', 'mj@colegio.test', '3001234567', '11', '', ''];
const file = (fileName: string, content: Buffer | string) => ({ fileName, contentBase64: Buffer.from(content).toString('base64') });
const csvOf = (lines: string[][]) => `${[HEADERS, ...lines].map((l) => l.join(',')).join('\r\n')}\r\n`;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

describe.each(DATABASES)('spreadsheet limits (%s)', (kind) => {
  let t: TestApp;
  let gestor: TestAccount;
  let code: string;

  const check = (body: unknown) => t.call('POST', `/api/load/${code}/check`, { body });
  /** Sends a file to the check and watches the event loop meanwhile. */
  const checkWatching = async (body: unknown) => {
    const watched = await whileWatchingTheLoop(t, () => check(body));
    expect(watched.healthy).toBe(true);
    expect(watched.maxDelayMs).toBeLessThan(EVENT_LOOP_BOUND_MS);
    return watched.result;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedReadyEvent(t);
    gestor = await t.accountFor('Gestor');
    const res = await t.call('POST', '/api/load-codes', {
      cookie: gestor.cookie,
      body: { institution: 'Colegio Bomba', quota: MAX_LOAD_ROWS, expiresAt: tomorrow() },
    });
    code = res.json().code;
  });
  afterAll(() => t?.destroy());

  it('refuses, before reading it, an XLSX whose sheet inflates past 50 MB (413 in Spanish), and /api/health keeps answering', async () => {
    const bomb = await repeatedRowsXlsx(HEADERS, ROW, 150_000);
    expect(bomb.length).toBeLessThan(MAX_LOAD_FILE_BYTES);
    const res = await checkWatching(file('bomba.xlsx', bomb));
    expectError(res, 413, 'LOAD_FILE_TOO_LARGE');
    expect(res.json().message).toMatch(/más de 50 MB/);
    // The Gestor's import shares the reader and the refusal.
    const gestorImport = await t.call('POST', '/api/delegates/import/check', { cookie: gestor.cookie, body: file('bomba.xlsx', bomb) });
    expectError(gestorImport, 413, 'LOAD_FILE_TOO_LARGE');
  }, 60_000);

  it('refuses an XLSX whose sheet inflates more than 100 times its compressed size', async () => {
    const res = await checkWatching(file('bomba.xlsx', await repeatedRowsXlsx(HEADERS, ROW, 10_000, { numbered: false })));
    expectError(res, 413, 'LOAD_FILE_TOO_LARGE');
    expect(res.json().message).toMatch(/se descomprime/);
  }, 60_000);

  it('stops a bomb whose zip understates its size at the row limit, without freezing the server', async () => {
    const res = await checkWatching(file('mentira.xlsx', await repeatedRowsXlsx(HEADERS, ROW, 150_000, { understate: true })));
    expectError(res, 400, 'LOAD_FILE_INVALID');
    expect(res.json().message).toMatch(`más de ${MAX_LOAD_ROWS} filas`);
  }, 60_000);

  it('stops reading an XLSX at the row limit and says so in Spanish, three at once, without freezing the server', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Delegados');
    ws.addRow(HEADERS);
    for (let i = 0; i < 8 * MAX_LOAD_ROWS; i++) ws.addRow(ROW.map((v, c) => (c === 3 ? String(1_000_000 + i) : `${v} ${i % 97}`)));
    const body = file('muchas.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    const { result, maxDelayMs, healthy } = await whileWatchingTheLoop(t, () => Promise.all([1, 2, 3].map(() => check(body))));
    expect(healthy).toBe(true);
    expect(maxDelayMs).toBeLessThan(EVENT_LOOP_BOUND_MS);
    for (const res of result) {
      expectError(res, 400, 'LOAD_FILE_INVALID');
      expect(res.json().message).toMatch(`más de ${MAX_LOAD_ROWS} filas`);
    }
  }, 60_000);

  it('refuses a CSV with too many rows, naming the row limit, without freezing the server', async () => {
    const lines = Array.from({ length: 115_000 }, (_, i) => ROW.map((v, c) => (c === 3 ? String(1_000_000 + i) : v)));
    const content = csvOf(lines);
    expect(content.length).toBeGreaterThan(8 * 1024 * 1024);
    const res = await checkWatching(file('muchas.csv', content));
    expectError(res, 400, 'LOAD_FILE_INVALID');
    expect(res.json().message).toMatch(`más de ${MAX_LOAD_ROWS} filas`);
  }, 60_000);

  it('reads a large upload in a worker with the same answers: a valid file is checked, a body that is not JSON or smuggles __proto__ is refused', async () => {
    const lines = Array.from({ length: 4000 }, (_, i) => ROW.map((v, c) => (c === 3 ? String(2_000_000 + i) : v)));
    const body = file('grande.csv', csvOf(lines));
    expect(JSON.stringify(body).length).toBeGreaterThan(BODY_IN_WORKER_BYTES);
    const res = await checkWatching(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().problems).toEqual([]);
    expect(res.json().toCreate).toBe(4000);
    const raw = (payload: string) =>
      t.app.inject({ method: 'POST', url: `/api/load/${code}/check`, headers: { 'content-type': 'application/json' }, payload });
    const padding = 'A'.repeat(BODY_IN_WORKER_BYTES);
    expectError(await raw(`{"fileName": "a.csv", "contentBase64": "${padding}"`), 400, 'VALIDATION');
    expectError(await raw(`{"fileName": "a.csv", "contentBase64": "${padding}", "__proto__": {"x": 1}}`), 400, 'VALIDATION');
  }, 60_000);

  it('refuses a file with a value beyond the column limit, or a cell over the length limit, in Spanish', async () => {
    const wide = [...ROW, ...Array.from({ length: MAX_LOAD_COLUMNS }, () => ''), 'lejos'];
    const res = await check(file('ancha.csv', csvOf([wide])));
    expectError(res, 400, 'LOAD_FILE_INVALID');
    expect(res.json().message).toMatch(`más de ${MAX_LOAD_COLUMNS} columnas`);

    const long = ROW.map((v, c) => (c === 0 ? 'a'.repeat(MAX_LOAD_CELL_CHARS + 1) : v));
    const res2 = await check(file('larga.csv', csvOf([long])));
    expectError(res2, 400, 'LOAD_FILE_INVALID');
    expect(res2.json().message).toMatch(`más de ${MAX_LOAD_CELL_CHARS} caracteres`);
  });
});
