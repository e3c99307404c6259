import { beforeAll, expect, it } from 'vitest';
import { createCommission } from '../../test/fixtures';
import { ABOVE_THE_DATABASE, describeWithApp, type TestApp } from '../../test/harness';
import { liveClient } from '../../test/live-client';
import { readActaDocument } from '../features/live/acta.use-cases';
import { loadDemoDelegates } from './demo-delegates';
import { loadDemoSession } from './demo-session';

describeWithApp('the demo live room (%s)', {}, { databases: ABOVE_THE_DATABASE }, (app) => {
  let t: TestApp;
  let commissionId: string;
  let c: ReturnType<typeof liveClient>;

  beforeAll(async () => {
    t = app();
    const gestor = await t.cookieFor('Gestor');
    commissionId = (await createCommission(t, gestor, 'Asamblea General')).id;
    await loadDemoDelegates(t.ctx.db, new Map([['Asamblea General', commissionId]]));
    c = liveClient(t, commissionId, gestor);
  });

  it('leaves a session in progress with its roll call done, a speaker on the floor, speakers queued and a caucus pending', async () => {
    await loadDemoSession(t.ctx.db, commissionId, { uid: null, ip: null });
    const state = await c.live();
    expect(state.session).toMatchObject({ status: 'en_curso', number: 1 });
    expect(state.rollCall).toBeNull(); // closed: its attendance stays
    expect(state.quorum.present).toBeGreaterThan(0);
    expect(state.quorum.hasDebateQuorum).toBe(true);
    expect(state.floor.speech?.timer.startedAt).not.toBeNull();
    expect(state.floor.speakers).toHaveLength(3);
    expect(state.floor.motions.map((m) => m.kind)).toEqual(['caucus_moderado']);
  });

  it('applies nothing twice when run again', async () => {
    const before = await c.live();
    await loadDemoSession(t.ctx.db, commissionId, { uid: null, ip: null });
    expect(await c.live()).toEqual(before);
  });

  it('opens its acta with the summary: the roll call with its absent delegations, the speaker, the caucus not voted yet', async () => {
    const state = await c.live();
    const { summary } = await readActaDocument(t.ctx.db, commissionId);
    const absent = state.attendance.filter((d) => d.status === 'ausente').map((d) => d.name);
    expect(absent.length).toBeGreaterThan(0);
    expect(summary.rollCalls).toEqual([
      {
        label: 'Llamado a lista 1',
        session: 'Sesión 1',
        at: expect.any(String),
        present: state.attendance.length - absent.length,
        presentAndVoting: 0,
        absent,
      },
    ]);
    expect(summary.motions).toMatchObject([{ label: 'Caucus moderado: Financiación de infraestructura hídrica', outcome: 'sin votar' }]);
    const speaking = state.attendance.find((d) => d.delegationId === state.floor.speech?.delegationId)?.name;
    expect(summary.speakers).toEqual([{ delegation: speaking, speeches: 1, time: '0:00' }]);
    expect(summary.votes).toEqual([]);
    expect(summary.warnings).toEqual([]);
  });
});
