import type { LiveActaPage, LiveCommandResult, LiveState } from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import { adultPersonal, insertDelegate, seatDelegation, seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { describeWithApp, expectError, type TestApp } from '../../../test/harness';

describeWithApp('live acta routes (%s)', {}, (app) => {
  let t: TestApp;
  let { gestor, logistica, chair, otherChair, a } = {} as TwoCommissions;
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

  beforeAll(async () => {
    t = app();
    ({ gestor, logistica, chair, otherChair, a } = await seedTwoCommissions(t));
    const colombia = await seatDelegation(t, a.id, 'Colombia', null, { position: 1 });
    const francia = await seatDelegation(t, a.id, 'Francia', null, { position: 2 });
    const seat = async (key: string, delegationId: string) =>
      (
        await insertDelegate(
          t,
          adultPersonal({ documentNumber: `ACTA${key}` }),
          { status: 'asignado' },
          { commissionId: a.id, delegationId },
        )
      ).id as string;
    const co = await seat('CO', colombia);
    const fr = await seat('FR', francia);

    const opened = await run({ type: 'session.open', title: 'Primera sesión' });
    const rollCallId = opened.rollCall?.id as string;
    await run({ type: 'rollCall.mark', rollCallId, delegateId: co, status: 'presente' });
    await run({ type: 'rollCall.mark', rollCallId, delegateId: fr, status: 'presente' });
    await run({ type: 'speakers.add', delegationId: colombia });
    await run({ type: 'speech.next' });
    await run({ type: 'motion.enter', motion: { kind: 'caucus_moderado', topic: 'Agua', totalSeconds: 600, speakerSeconds: 60 } });
    const motionId = (await run({ type: 'warning.give', delegationId: francia })).floor.motions[0].id;
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
      'Amonestación a Francia (1)',
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
});
