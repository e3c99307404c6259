import { beforeAll, expect, it } from 'vitest';
import { createCommission } from '../../test/fixtures';
import { describeWithApp, type TestApp } from '../../test/harness';
import { liveClient } from '../../test/live-client';
import { loadDemoDelegates } from './demo-delegates';
import { loadDemoSession } from './demo-session';

describeWithApp('the demo live room (%s)', {}, (app) => {
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
});
