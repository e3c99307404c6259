import { giniCoefficient, type LiveCommandResult, type Participation } from '@quorum/shared';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { describeWithApp, type TestApp } from '../../../test/harness';
import { actionId, liveClient } from '../../../test/live-client';
import { type PhoneDelegations, seatPhoneDelegations } from '../../../test/room-phones';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithApp('speaking statistics from the server’s stamps (%s)', {}, (app) => {
  let t: TestApp;
  let fx = {} as TwoCommissions;
  let seated = {} as PhoneDelegations;
  const NAMES = ['Argentina', 'Brasil', 'Chile'];

  beforeAll(async () => {
    t = app();
    fx = await seedTwoCommissions(t);
    seated = await seatPhoneDelegations(t, fx.a.id, NAMES, 'HABLA');
  });

  it('agrees with a stopwatch within half a second, and sums up who spoke, for how long and how unequally', async () => {
    const c = liveClient(t, fx.a.id, fx.chair.cookie);
    const { state } = await c.run({ type: 'session.open', title: 'Sesión cronometrada' });
    for (const name of NAMES)
      await c.run({ type: 'rollCall.mark', rollCallId: state.rollCall?.id, delegateId: seated.delegates[name], status: 'presente' });
    let version = (await c.run({ type: 'rollCall.close' })).state.version;
    /** Sends a command on the version known, and answers the moment between sending and the answer (the stopwatch's click). */
    const click = async (command: unknown): Promise<number> => {
      const sent = performance.now();
      const res = await c.send(command, { version, actionId: actionId() });
      const answered = performance.now();
      expect(res.statusCode, res.body).toBe(200);
      version = (res.json() as LiveCommandResult).state.version;
      return (sent + answered) / 2;
    };
    const stopwatch: Record<string, number> = { Argentina: 0, Brasil: 0, Chile: 0 };

    // Argentina speaks a second, pauses (longer than the tolerance: not counted), speaks half a second more; the floor
    // passes to Brasil.
    await click({ type: 'speech.recognize', delegationId: seated.ids.Argentina });
    let started = await click({ type: 'timer.start', target: 'speech' });
    await sleep(1000);
    stopwatch.Argentina += (await click({ type: 'timer.pause', target: 'speech' })) - started;
    await sleep(800);
    started = await click({ type: 'timer.start', target: 'speech' });
    await sleep(500);
    const passed = await click({ type: 'speech.recognize', delegationId: seated.ids.Brasil });
    stopwatch.Argentina += passed - started;
    started = await click({ type: 'timer.start', target: 'speech' });
    await sleep(700);
    stopwatch.Brasil += (await click({ type: 'speech.end' })) - started;

    const res = await t.call('GET', `/api/commissions/${fx.a.id}/live/participation`, { cookie: fx.chair.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const { delegations, speaking } = res.json() as Participation;
    const byName = Object.fromEntries(delegations.map((d) => [d.name, d]));
    for (const name of NAMES) expect(Math.abs((byName[name]?.speakingMs ?? 0) - (stopwatch[name] ?? 0))).toBeLessThanOrEqual(500);
    expect(byName.Argentina).toMatchObject({ speeches: 1 });
    expect(byName.Brasil).toMatchObject({ speeches: 1 });
    expect(byName.Chile).toMatchObject({ speeches: 0, speakingMs: 0, share: 0 });
    const total = (byName.Argentina?.speakingMs ?? 0) + (byName.Brasil?.speakingMs ?? 0);
    expect(speaking).toMatchObject({ totalMs: total, speeches: 2, silent: ['Chile'] });
    expect(byName.Argentina?.share).toBeCloseTo((byName.Argentina?.speakingMs ?? 0) / total, 10);
    expect(speaking.gini).toBeCloseTo(giniCoefficient(Object.values(stopwatch)) ?? -1, 1);

    // The awards committee's table: the same figures, in a sheet and in a CSV.
    const xlsx = await t.call('GET', `/api/commissions/${fx.a.id}/live/participation/export?format=xlsx`, { cookie: fx.chair.cookie });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = ((wb.getWorksheet('Intervenciones')?.getSheetValues() ?? []) as unknown[][]).filter(Boolean).map((row) => row.slice(1));
    expect(rows[0]).toEqual([
      'Delegación',
      'Intervenciones',
      'Tiempo de palabra (s)',
      'Parte del tiempo (%)',
      'Presente en llamados',
      'Llamados a lista',
      'Amonestaciones',
    ]);
    const argentina = rows.find((row) => row[0] === 'Argentina') ?? [];
    expect(argentina.slice(0, 2)).toEqual(['Argentina', 1]);
    expect(argentina[2]).toBeCloseTo((byName.Argentina?.speakingMs ?? 0) / 1000, 1);
    expect(argentina[3]).toBeCloseTo((byName.Argentina?.share ?? 0) * 100, 1);
    expect(rows.find((row) => row[0] === 'Chile')?.slice(0, 4)).toEqual(['Chile', 0, 0, 0]);
    const csv = await t.call('GET', `/api/commissions/${fx.a.id}/live/participation/export?format=csv`, { cookie: fx.chair.cookie });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="intervenciones-.+\.csv"/);
    expect(csv.body).toContain('Delegación');
    expect(csv.body).toContain('Chile');
  });

  it('refuses the table to another commission’s chair', async () => {
    const res = await t.call('GET', `/api/commissions/${fx.a.id}/live/participation/export`, { cookie: fx.otherChair.cookie });
    expect(res.statusCode).toBe(403);
  });
});
