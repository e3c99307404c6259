import { giniCoefficient, type LiveCommandResult, type Participation } from '@quorum/shared';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { describeWithApp, type TestApp } from '../../../test/harness';
import { actionId, liveClient } from '../../../test/live-client';
import { type PhoneDelegations, seatPhoneDelegations } from '../../../test/room-phones';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The span in which a command was stamped: from its sending to its answer. */
interface Click {
  sent: number;
  answered: number;
}

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

  it('agrees with a stopwatch, and sums up who spoke, for how long and how unequally', async () => {
    const c = liveClient(t, fx.a.id, fx.chair.cookie);
    const { state } = await c.run({ type: 'session.open', title: 'Sesión cronometrada' });
    for (const name of NAMES)
      await c.run({ type: 'rollCall.mark', rollCallId: state.rollCall?.id, delegateId: seated.delegates[name], status: 'presente' });
    let version = (await c.run({ type: 'rollCall.close' })).state.version;
    /**
     * Sends a command on the version known: the server stamped it between the sending and the answer, so the
     * stopwatch's click is that span, however long a busy machine makes it.
     */
    const click = async (command: unknown): Promise<Click> => {
      const sent = performance.now();
      const res = await c.send(command, { version, actionId: actionId() });
      const answered = performance.now();
      expect(res.statusCode, res.body).toBe(200);
      version = (res.json() as LiveCommandResult).state.version;
      return { sent, answered };
    };
    /** Each delegation's time at the floor, at least and at most, from the clicks that started and stopped it. */
    const stopwatch: Record<string, { least: number; most: number }> = Object.fromEntries(NAMES.map((n) => [n, { least: 0, most: 0 }]));
    const spoke = (name: string, start: Click, stop: Click) => {
      const times = stopwatch[name] ?? { least: 0, most: 0 };
      times.least += stop.sent - start.answered;
      times.most += stop.answered - start.sent;
    };

    // Argentina speaks a second, pauses (longer than the tolerance: not counted), speaks half a second more; the floor
    // passes to Brasil.
    await click({ type: 'speech.recognize', delegationId: seated.ids.Argentina });
    let started = await click({ type: 'timer.start', target: 'speech' });
    await sleep(1000);
    spoke('Argentina', started, await click({ type: 'timer.pause', target: 'speech' }));
    await sleep(800);
    started = await click({ type: 'timer.start', target: 'speech' });
    await sleep(500);
    spoke('Argentina', started, await click({ type: 'speech.recognize', delegationId: seated.ids.Brasil }));
    started = await click({ type: 'timer.start', target: 'speech' });
    await sleep(700);
    spoke('Brasil', started, await click({ type: 'speech.end' }));

    const res = await t.call('GET', `/api/commissions/${fx.a.id}/live/participation`, { cookie: fx.chair.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const { delegations, speaking } = res.json() as Participation;
    const byName = Object.fromEntries(delegations.map((d) => [d.name, d]));
    // The server's and the test's clocks both count whole milliseconds: a few of them either side.
    for (const name of NAMES) {
      const speakingMs = byName[name]?.speakingMs ?? 0;
      expect(speakingMs, name).toBeGreaterThanOrEqual((stopwatch[name]?.least ?? 0) - 5);
      expect(speakingMs, name).toBeLessThanOrEqual((stopwatch[name]?.most ?? 0) + 5);
    }
    expect(byName.Argentina?.speakingMs).toBeGreaterThanOrEqual(1400);
    expect(byName.Argentina).toMatchObject({ speeches: 1 });
    expect(byName.Brasil).toMatchObject({ speeches: 1 });
    expect(byName.Chile).toMatchObject({ speeches: 0, speakingMs: 0, share: 0 });
    const total = (byName.Argentina?.speakingMs ?? 0) + (byName.Brasil?.speakingMs ?? 0);
    expect(speaking).toMatchObject({ totalMs: total, speeches: 2, silent: ['Chile'] });
    expect(byName.Argentina?.share).toBeCloseTo((byName.Argentina?.speakingMs ?? 0) / total, 10);
    expect(speaking.gini).toBeCloseTo(giniCoefficient(delegations.map((d) => d.speakingMs)) ?? -1, 10);

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
