import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ActaSummary,
  calledNow,
  type Commission,
  ERROR_MESSAGES_ES,
  type LiveActaPage,
  type LiveCommandResult,
  type LiveState,
} from '@quorum/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { whileAskingHealth } from '../../../test/health-meanwhile';
import { adultPersonal, insertDelegate, seatDelegation, seedCommissionWithChair, seedTwoCommissions } from '../../../test/fixtures';
import { describeWithApp, expectError, setEventTimeZone, type TestApp } from '../../../test/harness';
import { liveClient } from '../../../test/live-client';
import { extractPdfText } from '../../../test/pdf-text';
import { spanishClock } from '../../lib/spanish-dates';
import { ACTA_RENDER_QUEUE, actaRenderCounts } from './acta.render-pool';
import { chainEntries } from './log-chain';

/**
 * The PDF's ceiling passed in small, and the long acta below it: long enough to hold the worker while other
 * downloads queue. The real sizes (5,000 lines, the 10,000-line ceiling) are bench:acta's.
 */
const PDF_MAX_LINES = 2000;
const LONG = 1500;

describeWithApp('live acta routes (%s)', {}, { actaPdfMaxLines: PDF_MAX_LINES }, (app) => {
  let t: TestApp;
  let { gestor, logistica, chair, otherChair, a, b } = {} as Awaited<ReturnType<typeof seedTwoCommissions>>;
  let actions = 0;

  const url = (path = '') => `/api/commissions/${a.id}/live${path}`;
  const acta = (query = '', cookie = chair.cookie) => t.call('GET', url(`/log${query}`), { cookie });
  const lines = async (query = '') => {
    const res = await acta(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LiveActaPage;
  };
  const run = async (command: unknown) => {
    const state = (await t.call('GET', url(), { cookie: chair.cookie })).json() as LiveState;
    const res = await t.call('POST', url('/commands'), {
      cookie: chair.cookie,
      body: { version: state.version, actionId: `acta-action-${++actions}`, command },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as LiveCommandResult).state;
  };

  /** A delegate seated in a delegation of a commission; answers the delegate's id. */
  const seat = async (commissionId: string, key: string, delegationId: string) =>
    (await insertDelegate(t, adultPersonal({ documentNumber: `ACTA${key}` }), { status: 'asignado' }, { commissionId, delegationId }))
      .id as string;

  beforeAll(async () => {
    t = app();
    ({ gestor, logistica, chair, otherChair, a, b } = await seedTwoCommissions(t));
    const colombia = await seatDelegation(t, a.id, 'Colombia', null, { position: 1 });
    const francia = await seatDelegation(t, a.id, 'Francia', null, { position: 2 });
    const co = await seat(a.id, 'CO', colombia);
    const fr = await seat(a.id, 'FR', francia);

    const opened = await run({ type: 'session.open', title: 'Primera sesión' });
    const rollCallId = opened.rollCall?.id as string;
    await run({ type: 'rollCall.mark', rollCallId, delegateId: co, status: 'presente' });
    await run({ type: 'rollCall.mark', rollCallId, delegateId: fr, status: 'presente' });
    await run({ type: 'speakers.add', delegationId: colombia });
    await run({ type: 'speech.next' });
    await run({ type: 'motion.enter', motion: { kind: 'caucus_moderado', topic: 'Agua', totalSeconds: 600, speakerSeconds: 60 } });
    const motionId = (await run({ type: 'warning.give', delegationId: francia, level: 'verbal', reason: 'Habla fuera de turno' })).floor
      .motions[0].id;
    await run({ type: 'motion.vote', motionId, yes: 2, no: 0 });
    await run({ type: 'action.undo' });
  });

  it('answers 401 anonymous and 403 to Logistica and to the Presidente of another commission', async () => {
    expectError(await acta('', ''), 401, 'UNAUTHENTICATED');
    expectError(await acta('', logistica.cookie), 403, 'FORBIDDEN');
    expectError(await acta('', otherChair.cookie), 403, 'FORBIDDEN');
    expectError(await t.call('GET', '/api/commissions/no-existe/live/log', { cookie: gestor.cookie }), 404, 'NOT_FOUND');
  });

  it('lists the log newest first, each entry in Spanish words with who acted; an undo says what it undid', async () => {
    const page = await lines();
    expect(page.total).toBe(9);
    expect(page.rows.map((r) => r.sequence)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(page.rows.map((r) => r.description)).toEqual([
      'Se deshace: Caucus moderado: aprobada (a favor 2, en contra 0, abstenciones 0)',
      'Caucus moderado: aprobada (a favor 2, en contra 0, abstenciones 0)',
      'Amonestación verbal a Francia (1): Habla fuera de turno',
      'Moción presentada: Caucus moderado: Agua',
      'Tiene la palabra Colombia',
      'Colombia entra en la lista de oradores',
      'Llamado a lista: Francia, presente',
      'Llamado a lista: Colombia, presente',
      'Se abre la sesión 1: «Primera sesión»',
    ]);
    expect(page.rows[0].event).toBe('action.undone');
    expect(new Set(page.rows.map((r) => r.actorName))).toEqual(new Set([chair.name]));
  });

  it('pages the log: the second page of four holds the next older entries', async () => {
    const second = await lines('?page=1&pageSize=4');
    expect(second.rows.map((r) => r.sequence)).toEqual([5, 4, 3, 2]);
    expect(second).toMatchObject({ total: 9, page: 1, pageSize: 4 });
    expectError(await acta('?pageSize=0'), 400, 'VALIDATION');
  });

  const download = (format: 'pdf' | 'xlsx', cookie = chair.cookie, id = a.id) =>
    t.call('GET', `/api/commissions/${id}/live/log.${format}`, { cookie });
  /** Each sheet of a workbook by name: its rows, each cell's value as ExcelJS reads it ('' for none). */
  const sheetsOf = async (body: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as unknown as ArrayBuffer);
    return new Map(
      wb.worksheets.map((sheet) => [
        sheet.name,
        (sheet.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1).map((cell) => cell ?? '')),
      ]),
    );
  };
  const registroOf = async (body: Buffer) => (await sheetsOf(body)).get('Registro') as unknown[][];
  /** The PDF's text with every run of spaces and line breaks as one space (a table cell may wrap). */
  const pdfTextOf = async (body: Buffer) => (await extractPdfText(body)).join('\n').replace(/\s+/g, ' ');

  // The file's first download starts the acta's thread, which runs at a lower CPU priority and compiles the
  // renderer from source: on a machine saturated by other work it waits its turn, so a timeout of its own.
  it('downloads the acta only for the chair and the Gestor: 401 anonymous, 403 to Logistica and another chair', {
    timeout: 120_000,
  }, async () => {
    for (const format of ['pdf', 'xlsx'] as const) {
      expectError(await download(format, ''), 401, 'UNAUTHENTICATED');
      expectError(await download(format, logistica.cookie), 403, 'FORBIDDEN');
      expectError(await download(format, otherChair.cookie), 403, 'FORBIDDEN');
      expectError(await download(format, gestor.cookie, 'no-existe'), 404, 'NOT_FOUND');
      expect((await download(format, gestor.cookie)).statusCode).toBe(200);
    }
  });

  it('writes the acta as a PDF: event, commission, session and date, then each line oldest first with its local time and who acted', async () => {
    const res = await download('pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="acta-.*\.pdf"/);
    const text = (await extractPdfText(res.rawPayload)).join('\n');
    expect(text).toContain(`Acta — ${a.name}`);
    expect(text).toContain('Evento: ');
    expect(text).toContain('Sesión: Sesión 1: «Primera sesión»');
    expect(text).toContain('Generada el ');
    const order = [
      'Se abre la sesión 1: «Primera sesión»',
      'Llamado a lista: Colombia, presente',
      'Amonestación verbal a Francia (1): Habla fuera de turno',
      'Se deshace: Caucus moderado',
    ];
    const at = order.map((line) => text.indexOf(line));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
    expect(text).toContain(chair.name);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  });

  it('writes the acta as an XLSX: the heading, then a row per entry with session, local time, words and who acted', async () => {
    const res = await download('xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="acta-.*\.xlsx"/);
    const sheets = await sheetsOf(res.rawPayload);
    expect((sheets.get('Resumen') as unknown[][])[0]).toEqual([`Acta — ${a.name}`]);
    expect(sheets.get('Resumen')?.flat()).toContain(`Comisión: ${a.name}`);
    const rows = sheets.get('Registro') as unknown[][];
    const header = rows.findIndex((row) => row[0] === 'Sesión');
    expect(rows[header]).toEqual(['Sesión', 'Hora', 'Qué pasó', 'Por']);
    const lines = rows.slice(header + 1);
    expect(lines).toHaveLength(9);
    expect(lines[0]).toEqual(['Sesión 1: «Primera sesión»', expect.any(Date), 'Se abre la sesión 1: «Primera sesión»', chair.name]);
    expect(lines[8]?.[2]).toBe('Se deshace: Caucus moderado: aprobada (a favor 2, en contra 0, abstenciones 0)');
  });

  describe('the summary before the log', () => {
    let c: Commission;
    let cChair: string;
    let opened: string;
    let voteResult: { passed: boolean; yes: number; no: number; abstain: number };
    const SHEETS = ['Resumen', 'Mociones', 'Votaciones', 'Resoluciones', 'Amonestaciones', 'Oradores', 'Registro'];

    /** A session of commission C: a roll call (Chile absent), speakers, a motion passed and one lapsed by it, a roll-call vote, warnings (one undone). */
    beforeAll(async () => {
      ({
        commission: c,
        chair: { cookie: cChair },
      } = await seedCommissionWithChair(t, 'Derechos Humanos'));
      const live = liveClient(t, c.id, cChair);
      const on = async (command: unknown) => (await live.run(command)).state;
      const [argentina, brasil, chile] = await Promise.all(
        ['Argentina', 'Brasil', 'Chile'].map((name, i) => seatDelegation(t, c.id, name, null, { position: i + 1 })),
      );
      const ar = await seat(c.id, 'AR', argentina as string);
      const br = await seat(c.id, 'BR', brasil as string);
      await seat(c.id, 'CL', chile as string);

      const session = await on({ type: 'session.open', title: 'Sesión de resumen' });
      const rollCallId = session.rollCall?.id as string;
      const log = (await t.call('GET', `/api/commissions/${c.id}/live/log`, { cookie: cChair })).json() as LiveActaPage;
      opened = log.rows[0]?.createdAt as string;
      await on({ type: 'rollCall.mark', rollCallId, delegateId: ar, status: 'presente' });
      await on({ type: 'rollCall.mark', rollCallId, delegateId: br, status: 'presente' });
      await on({ type: 'speakers.add', delegationId: argentina });
      await on({ type: 'speech.next' });
      await on({ type: 'speech.end' });
      await on({
        type: 'motion.enter',
        delegationId: argentina,
        motion: { kind: 'caucus_moderado', topic: 'Agua potable', totalSeconds: 600, speakerSeconds: 60 },
      });
      const entered = await on({ type: 'motion.enter', delegationId: brasil, motion: { kind: 'caucus_no_moderado', totalSeconds: 300 } });
      const caucus = entered.floor.motions.find((m) => m.kind === 'caucus_moderado')?.id;
      await on({ type: 'motion.vote', motionId: caucus, yes: 2, no: 0 });
      await on({ type: 'caucus.end' });
      let state = await on({ type: 'vote.open', title: 'Resolución 1.1', method: 'roll_call' });
      const answers: Record<string, string> = { [argentina as string]: 'a_favor', [brasil as string]: 'en_contra' };
      while (state.floor.vote?.rollCall) {
        const called = calledNow(state.floor.vote.rollCall) as string;
        state = await on({ type: 'vote.answer', delegationId: called, answer: answers[called] });
      }
      voteResult = state.floor.results[0]?.result as typeof voteResult;
      await on({ type: 'warning.give', delegationId: brasil, level: 'escrita', reason: 'Uso del celular durante el caucus' });
      await on({ type: 'warning.give', delegationId: argentina, level: 'verbal', reason: 'Amonestación deshecha' });
      await on({ type: 'action.undo' });
    });

    const summaryOf = (cookie: string, id = c.id) => t.call('GET', `/api/commissions/${id}/live/log/summary`, { cookie });

    it('refuses the summary as it refuses the downloads: 401 anonymous, 403 to Logistica and to another commission’s chair', async () => {
      expectError(await summaryOf(''), 401, 'UNAUTHENTICATED');
      expectError(await summaryOf(logistica.cookie), 403, 'FORBIDDEN');
      expectError(await summaryOf(chair.cookie), 403, 'FORBIDDEN');
      expectError(await summaryOf(gestor.cookie, 'no-existe'), 404, 'NOT_FOUND');
      expect((await summaryOf(gestor.cookie)).statusCode).toBe(200);
    });

    it('answers the summary as JSON: attendance, motions with outcome and counts, the vote and its grid, warnings, speakers', async () => {
      const res = await summaryOf(cChair);
      expect(res.statusCode, res.body).toBe(200);
      const summary = res.json() as ActaSummary;
      expect(summary.rollCalls).toEqual([
        { label: 'Llamado a lista 1', session: 'Sesión 1', at: opened, present: 2, presentAndVoting: 0, absent: ['Chile'] },
      ]);
      expect(summary.motions.map(({ label, by, outcome, yes, no }) => ({ label, by, outcome, yes, no }))).toEqual([
        { label: 'Caucus moderado: Agua potable', by: 'Argentina', outcome: 'aprobada', yes: 2, no: 0 },
        { label: 'Caucus no moderado', by: 'Brasil', outcome: 'decae sin votarse', yes: null, no: null },
      ]);
      expect(summary.votes).toEqual([
        {
          at: expect.any(String),
          title: 'Resolución 1.1',
          method: 'nominal',
          outcome: voteResult.passed ? 'aprobada' : 'rechazada',
          yes: voteResult.yes,
          no: voteResult.no,
          abstain: voteResult.abstain,
          grid: expect.arrayContaining([
            { delegation: 'Argentina', answer: 'a favor' },
            { delegation: 'Brasil', answer: 'en contra' },
          ]),
        },
      ]);
      expect(summary.warnings.map(({ delegation, level, reason }) => ({ delegation, level, reason }))).toEqual([
        { delegation: 'Brasil', level: 'escrita', reason: 'Uso del celular durante el caucus' },
      ]);
      expect(summary.speakers).toEqual([{ delegation: 'Argentina', speeches: 1, time: '0:00' }]);
    });

    it('opens the PDF with the summary: attendance, motions with their outcome and counts, the vote and its grid, warnings, speakers; then the log', async () => {
      const res = await download('pdf', cChair, c.id);
      expect(res.statusCode).toBe(200);
      const text = await pdfTextOf(res.rawPayload);
      const log = 'Registro Sesión 1: «Sesión de resumen»';
      const sections = [
        'Resumen',
        'Asistencia',
        'Mociones',
        'Votaciones',
        'Resoluciones',
        'Amonestaciones',
        'Oradores',
        log,
        'Se abre la sesión 1',
      ];
      const at = sections.map((heading) => text.indexOf(heading));
      expect(at.every((i) => i >= 0)).toBe(true);
      expect([...at].sort((x, y) => x - y)).toEqual(at);
      const summary = text.slice(0, text.indexOf(log));
      // Attendance: two present, Chile absent.
      expect(summary).toContain('Llamado a lista 1 Sesión 1');
      expect(summary).toMatch(/Sesión 1 \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} 2 0 1 Chile/);
      expect(summary).toContain('Caucus moderado: Agua potable Argentina aprobada 2 0');
      expect(summary).toContain('Caucus no moderado Brasil decae sin votarse — —');
      const outcome = voteResult.passed ? 'aprobada' : 'rechazada';
      expect(summary).toContain(`Resolución 1.1 nominal ${outcome} ${voteResult.yes} ${voteResult.no} ${voteResult.abstain}`);
      expect(summary).toContain('Votación nominal: «Resolución 1.1»');
      expect(summary).toMatch(/(Argentina a favor Brasil en contra|Brasil en contra Argentina a favor)/);
      expect(summary).toContain('Brasil escrita Uso del celular durante el caucus');
      expect(summary).not.toContain('Amonestación deshecha');
      expect(summary).toContain('Argentina 1 0:00');
    });

    it('writes the XLSX one sheet per part, with real date cells on the event clock', async () => {
      const res = await download('xlsx', cChair, c.id);
      expect(res.statusCode).toBe(200);
      const sheets = await sheetsOf(res.rawPayload);
      expect([...sheets.keys()]).toEqual(SHEETS);
      const table = (name: string, header: string) => {
        const rows = sheets.get(name) as unknown[][];
        const start = rows.findIndex((row) => row[0] === header);
        expect(start, `${name}: ${header}`).toBeGreaterThanOrEqual(0);
        return rows.slice(start + 1);
      };
      const [rollCall = []] = table('Resumen', 'Llamado');
      expect(rollCall).toEqual(['Llamado a lista 1', 'Sesión 1', expect.any(Date), 2, 0, 1, 'Chile']);
      // The time the session opened on Bogotá's clock (UTC−5), as a date cell.
      const bogota = Date.parse(opened) - 5 * 3600_000;
      expect(Math.round((rollCall[2] as Date).getTime() / 1000)).toBe(Math.floor(bogota / 1000));
      expect(table('Mociones', 'Hora').map((row) => row.slice(1))).toEqual([
        ['Caucus moderado: Agua potable', 'Argentina', 'aprobada', 2, 0],
        // Not voted: no counts (a row's empty cells at its end are not stored).
        ['Caucus no moderado', 'Brasil', 'decae sin votarse'],
      ]);
      const votes = table('Votaciones', 'Hora');
      expect(votes[0]).toEqual([
        expect.any(Date),
        'Resolución 1.1',
        'nominal',
        voteResult.passed ? 'aprobada' : 'rechazada',
        voteResult.yes,
        voteResult.no,
        voteResult.abstain,
      ]);
      expect(votes.map((row) => row[0])).toContain('Votación nominal: «Resolución 1.1»');
      const grid = table('Votaciones', 'Delegación');
      expect(grid.sort()).toEqual([
        ['Argentina', 'a favor'],
        ['Brasil', 'en contra'],
      ]);
      expect(table('Amonestaciones', 'Hora')).toEqual([[expect.any(Date), 'Brasil', 'escrita', 'Uso del celular durante el caucus']]);
      expect(table('Oradores', 'Delegación')).toEqual([['Argentina', 1, '0:00']]);
      const log = table('Registro', 'Sesión');
      expect(log.every((row) => row[1] instanceof Date)).toBe(true);
      expect(log.map((row) => row[2])).toContain('Se deshace: Amonestación verbal a Argentina (1): Amonestación deshecha');
    });

    it('writes both files on the clock the Gestor sets: in Tokyo the session opened fourteen hours later than in Bogotá', async () => {
      await setEventTimeZone(t, gestor.cookie, 'Asia/Tokyo');
      try {
        const rows = (await sheetsOf((await download('xlsx', cChair, c.id)).rawPayload)).get('Resumen') as unknown[][];
        const rollCall = rows.find((row) => row[0] === 'Llamado a lista 1') as unknown[];
        // Tokyo is UTC+9 all year: the cell shows that clock's fields.
        expect(Math.round((rollCall[2] as Date).getTime() / 1000)).toBe(Math.floor((Date.parse(opened) + 9 * 3600_000) / 1000));
        const text = await pdfTextOf((await download('pdf', cChair, c.id)).rawPayload);
        expect(text).toContain(`Sesión 1 ${spanishClock(opened, 'Asia/Tokyo')} 2 0 1 Chile`);
        expect(text).not.toContain(spanishClock(opened, 'America/Bogota'));
      } finally {
        await setEventTimeZone(t, gestor.cookie, 'America/Bogota');
      }
    });
  });

  /** Adds `count` log entries to commission B after those it has (a long acta, straight into the database). */
  let longLines = 0;
  const lengthenActaOfB = async (count: number) => {
    const now = Date.now();
    const rows = Array.from({ length: count }, (_, k) => {
      const i = longLines + k;
      return {
        commissionId: b.id,
        sequence: i + 1,
        actionId: `long-${i}`,
        event: 'speaker.added',
        version: i + 1,
        payload: JSON.stringify({ command: { type: 'speakers.add' }, after: { delegationId: 'sin-nombre' } }),
        actorId: null,
        createdAt: new Date(now + i * 1000).toISOString(),
      };
    });
    const chained = chainEntries('', rows);
    for (let i = 0; i < chained.length; i += 500)
      await t.ctx.db
        .insertInto('liveLog')
        .values(chained.slice(i, i + 500))
        .execute();
    longLines += count;
  };

  it('builds a long acta in its worker thread without holding the server: health checks keep answering', async () => {
    await lengthenActaOfB(LONG);
    for (const format of ['pdf', 'xlsx'] as const) {
      const { result, healthy } = await whileAskingHealth(t, () => download(format, gestor.cookie, b.id));
      expect(result.statusCode).toBe(200);
      expect(healthy).toBe(true);
      if (format === 'pdf') {
        const text = (await extractPdfText(result.rawPayload)).join('\n');
        expect(text).toContain(`Registros: ${LONG}`);
        expect(text.match(/entra en la lista de oradores/g)).toHaveLength(LONG);
      } else {
        expect((await registroOf(result.rawPayload)).filter((row) => row[1] instanceof Date)).toHaveLength(LONG);
      }
    }
  }, 120_000);

  it('queues at most eight actas behind the one being built: the ones beyond get 429 ACTA_BUSY with Retry-After, the others their PDF', async () => {
    const before = actaRenderCounts();
    expect(before.inFlight).toBe(0);
    // The long acta holds the thread while the short ones arrive: one runs, eight wait, the rest are refused.
    const long = download('pdf', gestor.cookie, b.id);
    await vi.waitFor(() => expect(actaRenderCounts().inFlight).toBe(1), { timeout: 30_000, interval: 20 });
    const beyond = 3;
    const answers = await Promise.all([long, ...Array.from({ length: ACTA_RENDER_QUEUE + beyond }, () => download('pdf'))]);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(beyond);
    for (const res of refused) {
      expectError(res, 429, 'ACTA_BUSY');
      expect(res.json().message).toBe(ERROR_MESSAGES_ES.ACTA_BUSY);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const built = answers.filter((res) => res.statusCode === 200);
    expect(built).toHaveLength(1 + ACTA_RENDER_QUEUE);
    for (const res of built) expect(res.headers['content-type']).toBe('application/pdf');
    expect((await extractPdfText(built[1]?.rawPayload as Buffer)).join('\n')).toContain(`Acta — ${a.name}`);
    // Nothing left behind: the pool is empty and the next acta is built at once.
    expect(actaRenderCounts()).toMatchObject({
      inFlight: 0,
      refused: before.refused + beyond,
      rendered: before.rendered + 1 + ACTA_RENDER_QUEUE,
    });
    expect((await download('pdf')).statusCode).toBe(200);
  }, 180_000);

  it('cancels the build when the client goes away before the file is ready', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = actaRenderCounts();
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: `/api/commissions/${b.id}/live/log.pdf`,
      headers: { cookie: gestor.cookie },
    });
    request.on('error', () => {});
    // Gone once the server has the request (the long PDF takes it a while): before or during the build.
    request.on('socket', (socket) => socket.on('connect', () => setTimeout(() => request.destroy(), 300)));
    await vi.waitFor(() => expect(actaRenderCounts().cancelled).toBe(before.cancelled + 1), { timeout: 30_000, interval: 50 });
    expect(actaRenderCounts().rendered).toBe(before.rendered);
  }, 60_000);

  it('refuses the PDF of an acta above its ceiling before building anything (413); the XLSX still downloads', async () => {
    await lengthenActaOfB(PDF_MAX_LINES + 1 - longLines);
    const before = actaRenderCounts().rendered;
    expectError(await download('pdf', gestor.cookie, b.id), 413, 'ACTA_PDF_TOO_LARGE');
    expect(actaRenderCounts().rendered).toBe(before);
    const sheet = await download('xlsx', gestor.cookie, b.id);
    expect(sheet.statusCode).toBe(200);
    expect(actaRenderCounts().rendered).toBe(before + 1);
  }, 120_000);
});
