import { LOAD_COLUMNS, MAX_LOAD_CELL_CHARS, MAX_LOAD_COLUMNS, MAX_LOAD_FILE_BYTES, MAX_LOAD_ROWS } from '@quorum/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whileAskingHealth } from '../../../../test/health-meanwhile';
import { DATABASES, expectError, seedReadyEvent, startTestApp, type TestAccount, type TestApp } from '../../../../test/harness';
import { repeatedRowsXlsx } from '../../../../test/xlsx-bomb';
import { multipartBody, ORIGIN, sendFile } from '../../../../test/upload-fixtures';

const HEADERS = LOAD_COLUMNS.map((c) => c.header);
const ROW = ['María José', 'Núñez Peña', 'CC', '1234567', '2000-03-15', 'mj@colegio.test', '3001234567', '11', '', ''];
const file = (name: string, content: Buffer | string) => ({ name, content });
const csvOf = (lines: string[][]) => `${[HEADERS, ...lines].map((l) => l.join(',')).join('\r\n')}\r\n`;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
/** The row limit passed in small to a second server: files just past it are cheap (the real sizes are bench:stall's). */
const ROWS = 100;
/** The one real-size bomb: 150,000 numbered rows, ≈5 MB that inflate past 50 MB (built once, for every database). */
const realBomb = (opts: { understate?: boolean } = {}) => repeatedRowsXlsx(HEADERS, ROW, 150_000, { fast: true, ...opts });

describe.each(DATABASES)('spreadsheet limits (%s)', (kind) => {
  let t: TestApp;
  /** A server reading at most ROWS rows a file. */
  let small: TestApp;
  let gestor: TestAccount;
  let code: string;
  let smallCode: string;

  const check = (body: ReturnType<typeof file>, app = t) => sendFile(app, `/api/load/${app === t ? code : smallCode}/check`, body);
  /** Sends a file to the check and watches the event loop meanwhile. */
  const checkWatching = async (body: ReturnType<typeof file>, app = t) => {
    const watched = await whileAskingHealth(app, () => check(body, app));
    expect(watched.healthy).toBe(true);
    return watched.result;
  };
  const loadCode = async (app: TestApp) => {
    await seedReadyEvent(app);
    const cookie = app === t ? gestor.cookie : await app.cookieFor('Gestor');
    const res = await app.call('POST', '/api/load-codes', {
      cookie,
      body: { institution: 'Colegio Bomba', quota: MAX_LOAD_ROWS, expiresAt: tomorrow() },
    });
    return res.json().code as string;
  };

  beforeAll(async () => {
    [t, small] = await Promise.all([startTestApp(kind), startTestApp(kind, {}, { loadFileMaxRows: ROWS })]);
    gestor = await t.accountFor('Gestor');
    [code, smallCode] = await Promise.all([loadCode(t), loadCode(small)]);
  });
  afterAll(() => Promise.all([t?.destroy(), small?.destroy()]));

  it('refuses, before reading it, an XLSX whose sheet inflates past 50 MB (413 in Spanish), and /api/health keeps answering', async () => {
    const bomb = await realBomb();
    expect(bomb.length).toBeLessThan(MAX_LOAD_FILE_BYTES);
    const res = await checkWatching(file('bomba.xlsx', bomb));
    expectError(res, 413, 'LOAD_FILE_TOO_LARGE');
    expect(res.json().message).toMatch(/más de 50 MB/);
    // The Gestor's import shares the reader and the refusal.
    const gestorImport = await sendFile(t, '/api/delegates/import/check', file('bomba.xlsx', bomb), { cookie: gestor.cookie });
    expectError(gestorImport, 413, 'LOAD_FILE_TOO_LARGE');
  }, 60_000);

  it('refuses an XLSX whose sheet inflates more than 100 times its compressed size', async () => {
    const res = await checkWatching(file('bomba.xlsx', await repeatedRowsXlsx(HEADERS, ROW, 10_000, { numbered: false })));
    expectError(res, 413, 'LOAD_FILE_TOO_LARGE');
    expect(res.json().message).toMatch(/se descomprime/);
  }, 60_000);

  it('stops a bomb whose zip understates its size at the row limit, without freezing the server', async () => {
    // The real bomb, lying: it passes the check before reading, and the reader stops at the (small) row limit.
    const res = await checkWatching(file('mentira.xlsx', await realBomb({ understate: true })), small);
    expectError(res, 400, 'LOAD_FILE_INVALID');
    expect(res.json().message).toMatch(`más de ${ROWS} filas`);
  }, 60_000);

  it('stops reading an XLSX at the row limit and says so in Spanish, three at once, without freezing the server', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Delegados');
    ws.addRow(HEADERS);
    for (let i = 0; i < ROWS + 1; i++) ws.addRow(ROW.map((v, c) => (c === 3 ? String(1_000_000 + i) : `${v} ${i % 97}`)));
    const body = file('muchas.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    const { result, healthy } = await whileAskingHealth(small, () => Promise.all([1, 2, 3].map(() => check(body, small))));
    expect(healthy).toBe(true);
    for (const res of result) {
      expectError(res, 400, 'LOAD_FILE_INVALID');
      expect(res.json().message).toMatch(`más de ${ROWS} filas`);
    }
    // One row fewer is read whole.
    const fits = csvOf(Array.from({ length: ROWS }, (_, i) => ROW.map((v, c) => (c === 3 ? String(3_000_000 + i) : v))));
    expect((await check(file('justas.csv', fits), small)).json()).toMatchObject({ problems: [], toCreate: ROWS });
  }, 60_000);

  it('refuses a CSV with too many rows, naming the row limit, without freezing the server', async () => {
    // The CSV of 115,000 rows (over 8 MB) is bench:stall's; here one row past the limit passed in.
    const lines = Array.from({ length: ROWS + 1 }, (_, i) => ROW.map((v, c) => (c === 3 ? String(1_000_000 + i) : v)));
    const res = await checkWatching(file('muchas.csv', csvOf(lines)), small);
    expectError(res, 400, 'LOAD_FILE_INVALID');
    expect(res.json().message).toMatch(`más de ${ROWS} filas`);
  }, 60_000);

  it('receives a large file and reads it in the worker with the same answers; a cut upload is refused, changing nothing', async () => {
    const lines = Array.from({ length: 4000 }, (_, i) => ROW.map((v, c) => (c === 3 ? String(2_000_000 + i) : v)));
    const body = file('grande.csv', csvOf(lines));
    expect(body.content.length).toBeGreaterThan(256 * 1024);
    const res = await checkWatching(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().problems).toEqual([]);
    expect(res.json().toCreate).toBe(4000);
    // The multipart body ends in the middle of the file: the upload is refused as interrupted.
    const whole = multipartBody({ name: 'cortado.csv', content: Buffer.from(body.content) });
    const cut = await t.app.inject({
      method: 'POST',
      url: `/api/load/${code}/check`,
      headers: { origin: ORIGIN, 'content-type': whole.contentType },
      payload: whole.payload.subarray(0, 100_000),
    });
    expectError(cut, 400, 'UPLOAD_INTERRUPTED');
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
