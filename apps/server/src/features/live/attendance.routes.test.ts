import type { AttendanceReport, LiveState, RollCallPage } from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import { adultPersonal, insertDelegate, seatDelegation, seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { auditOf, describeWithApp, expectError, setPublicFeatures, type TestApp } from '../../../test/harness';

describeWithApp('roll-call history and attendance (%s)', {}, (app) => {
  let t: TestApp;
  let { gestor, logistica, chair, otherChair, a, b } = {} as TwoCommissions;
  const delegates: Record<string, string> = {};
  let actions = 0;

  const live = async () => (await t.call('GET', `/api/commissions/${a.id}/live`, { cookie: chair.cookie })).json() as LiveState;
  const run = async (command: unknown) => {
    const res = await t.call('POST', `/api/commissions/${a.id}/live/commands`, {
      cookie: chair.cookie,
      body: { version: (await live()).version, actionId: `attendance-${++actions}`, command },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().state as LiveState;
  };
  const mark = async (delegate: string, status: string) =>
    run({ type: 'rollCall.mark', rollCallId: (await live()).rollCall?.id, delegateId: delegates[delegate], status });
  const read = async <T>(path: string, cookie = chair.cookie) => {
    const res = await t.call('GET', `/api/commissions/${a.id}/${path}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  beforeAll(async () => {
    t = app();
    ({ gestor, logistica, chair, otherChair, a, b } = await seedTwoCommissions(t));
    const delegations: Record<string, string> = {};
    for (const [i, name] of ['Colombia', 'Francia', 'Japón'].entries())
      delegations[name] = await seatDelegation(t, a.id, name, null, { position: i + 1 });
    delegations.Palestina = await seatDelegation(t, a.id, 'Palestina', null, { position: 4, kind: 'observador' });
    const seat = async (key: string, firstNames: string, delegation: string) =>
      (delegates[key] = (
        await insertDelegate(
          t,
          adultPersonal({ firstNames, lastNames: 'Prueba', documentNumber: `ATT${key.toUpperCase()}`, email: `${key}@colegio.test` }),
          { status: 'asignado' },
          { commissionId: a.id, delegationId: delegations[delegation] },
        )
      ).id as string);
    await seat('co1', 'Camila', 'Colombia');
    await seat('co2', 'Carlos', 'Colombia');
    await seat('fr', 'Fabien', 'Francia');
    await seat('jp', 'Junko', 'Japón');
    await seat('ps', 'Pilar', 'Palestina');

    // Session 1 with its chair-marked roll call: Colombia and Francia present, Japón absent.
    await run({ type: 'session.open', title: 'Sesión de apertura' });
    await mark('co1', 'presente');
    await mark('fr', 'presente_y_votando');
    await mark('jp', 'ausente');
    await run({ type: 'session.close' });
    // A self check-in outside any session: Colombia (its other delegate) and Palestina.
    await setPublicFeatures(t, gestor.cookie, { selfCheckIn: true });
    await run({ type: 'rollCall.open', mode: 'self' });
    await mark('co2', 'presente');
    await mark('ps', 'presente');
  });

  it('answers 401 anonymous, 403 to Logistica and to the Presidente of another commission; 404 to an unknown commission', async () => {
    for (const path of ['roll-calls', 'attendance', 'attendance/export?format=xlsx']) {
      expectError(await t.call('GET', `/api/commissions/${a.id}/${path}`), 401, 'UNAUTHENTICATED');
      expectError(await t.call('GET', `/api/commissions/${a.id}/${path}`, { cookie: logistica.cookie }), 403, 'FORBIDDEN');
      expectError(await t.call('GET', `/api/commissions/${a.id}/${path}`, { cookie: otherChair.cookie }), 403, 'FORBIDDEN');
      expectError(await t.call('GET', `/api/commissions/no-existe/${path}`, { cookie: gestor.cookie }), 404, 'NOT_FOUND');
    }
  });

  it('lists the roll calls newest first with their mode, session and delegations present and absent, in pages', async () => {
    const all = await read<RollCallPage>('roll-calls');
    expect(all.total).toBe(2);
    expect(all.rows).toMatchObject([
      { mode: 'self', sessionNumber: null, closedAt: null, present: 2, absent: 2 },
      { mode: 'chair', sessionNumber: 1, present: 2, absent: 2 },
    ]);
    expect(all.rows[1].closedAt).not.toBeNull();
    const second = await read<RollCallPage>('roll-calls?page=1&pageSize=1');
    expect(second).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(second.rows.map((r) => r.id)).toEqual([all.rows[1].id]);
    // The Gestor reads it too; another commission has none.
    expect((await read<RollCallPage>('roll-calls', gestor.cookie)).total).toBe(2);
    expect((await t.call('GET', `/api/commissions/${b.id}/roll-calls`, { cookie: otherChair.cookie })).json().rows).toEqual([]);
    expectError(await t.call('GET', `/api/commissions/${a.id}/roll-calls?pageSize=0`, { cookie: chair.cookie }), 400, 'VALIDATION');
  });

  it('gives attendance per delegation and per delegate over all roll calls', async () => {
    const report = await read<AttendanceReport>('attendance');
    expect(report.rollCalls).toBe(2);
    expect(report.delegations.map((d) => [d.name, d.present, d.rate])).toEqual([
      ['Colombia', 2, 1],
      ['Francia', 1, 0.5],
      ['Japón', 0, 0],
      ['Palestina', 1, 0.5],
    ]);
    expect(Object.fromEntries(report.delegates.map((d) => [d.name, [d.delegation, d.present]]))).toEqual({
      'Camila Prueba': ['Colombia', 1],
      'Carlos Prueba': ['Colombia', 1],
      'Fabien Prueba': ['Francia', 1],
      'Junko Prueba': ['Japón', 0],
      'Pilar Prueba': ['Palestina', 1],
    });
  });

  it('exports the attendance as XLSX and CSV', async () => {
    const xlsx = await t.call('GET', `/api/commissions/${a.id}/attendance/export?format=xlsx`, { cookie: chair.cookie });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toMatch(/asistencia-.*\.xlsx/);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await t.call('GET', `/api/commissions/${a.id}/attendance/export?format=csv`, { cookie: chair.cookie });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Tipo,Nombre,Delegación,Presente,Llamados a lista,Asistencia (%)');
    expect(lines).toContain('Delegación,Francia,,1,2,50');
    expect(lines).toContain('Delegado,Junko Prueba,Japón,0,2,0');
  });

  it('lets the Gestor correct a mark on a closed or open roll call, audited; refuses the wrong delegate or roll call in Spanish', async () => {
    const [open, closed] = (await read<RollCallPage>('roll-calls')).rows;
    const correct = (rollCallId: string, delegateId: string, body: unknown = { present: true }, cookie = gestor.cookie) =>
      t.call('PUT', `/api/roll-calls/${rollCallId}/marks/${delegateId}`, { cookie, body });
    const attendanceOf = async (name: string) =>
      (await read<AttendanceReport>('attendance')).delegates.find((d) => d.name === name)?.present;

    expectError(await correct(closed.id, delegates.jp, { present: true }, chair.cookie), 403, 'FORBIDDEN');
    expectError(await correct(closed.id, delegates.jp, { present: true }, logistica.cookie), 403, 'FORBIDDEN');
    expectError(
      await t.call('PUT', `/api/roll-calls/${closed.id}/marks/${delegates.jp}`, { body: { present: true } }),
      401,
      'UNAUTHENTICATED',
    );

    // Junko was marked absent on the closed roll call: the Gestor marks her present.
    const fixed = await correct(closed.id, delegates.jp);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toEqual({ rollCallId: closed.id, delegateId: delegates.jp, status: 'presente' });
    expect(await attendanceOf('Junko Prueba')).toBe(1);
    expect((await auditOf(t, gestor.cookie))[0]).toMatchObject({
      action: 'roll_call.mark_corrected',
      entity: 'rollCall',
      entityId: closed.id,
    });
    const entry = await t.ctx.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('action', '=', 'roll_call.mark_corrected')
      .executeTakeFirstOrThrow();
    expect([JSON.parse(entry.before ?? 'null'), JSON.parse(entry.after ?? 'null')]).toEqual([
      { delegateId: delegates.jp, status: 'ausente' },
      { delegateId: delegates.jp, status: 'presente' },
    ]);
    // On the open roll call she had no mark; Camila's «presente» becomes absent. The open roll call is live:
    // its screens are told at once; a closed one is history and tells nobody.
    const heard: (string | null)[] = [];
    const stop = t.ctx.bus.subscribe(a.id, (message) => heard.push(message));
    expect((await correct(open.id, delegates.jp)).json().status).toBe('presente');
    await expect.poll(() => heard.length).toBe(1);
    expect(await attendanceOf('Junko Prueba')).toBe(2);
    expect((await correct(closed.id, delegates.co1, { present: false })).json().status).toBe('ausente');
    await new Promise((r) => setTimeout(r, 100));
    expect(heard.length).toBe(1);
    stop();
    expect(await attendanceOf('Camila Prueba')).toBe(0);
    // Fabien is already present and voting: marking him present changes nothing.
    const audits = (await auditOf(t, gestor.cookie)).length;
    expect((await correct(closed.id, delegates.fr)).json().status).toBe('presente_y_votando');
    expect((await auditOf(t, gestor.cookie)).length).toBe(audits);

    // Refusals change nothing.
    const add = async (commissionId: string, delegation: string, firstNames: string, status: 'asignado' | 'retirado') =>
      (
        await insertDelegate(
          t,
          adultPersonal({ firstNames, lastNames: 'Corrección', documentNumber: `ATT${firstNames}`, email: `${firstNames}@colegio.test` }),
          { status },
          { commissionId, delegationId: await seatDelegation(t, commissionId, delegation, null, { position: 5 }) },
        )
      ).id as string;
    const withdrawn = await add(a.id, 'Kenia', 'Rita', 'retirado');
    const elsewhere = await add(b.id, 'Italia', 'Otto', 'asignado');
    expectError(await correct(closed.id, withdrawn), 409, 'ROLL_CALL_DELEGATE_WITHDRAWN');
    expectError(await correct(closed.id, elsewhere), 404, 'DELEGATE_NOT_IN_COMMISSION');
    expectError(await correct(closed.id, 'no-existe'), 404, 'DELEGATE_NOT_IN_COMMISSION');
    expectError(await correct('no-existe', delegates.jp), 404, 'ROLL_CALL_NOT_FOUND');
    expectError(await correct(closed.id, delegates.jp, { present: 'sí' }), 400, 'VALIDATION');
    expect((await auditOf(t, gestor.cookie)).length).toBe(audits);
    expect(await attendanceOf('Junko Prueba')).toBe(2);
  });
});
