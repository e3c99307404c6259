import { beforeAll, expect, it } from 'vitest';
import { adultPersonal, insertDelegate, seatDelegation, seedTwoCommissions } from '../../../test/fixtures';
import { describeWithApp, type TestApp } from '../../../test/harness';
import { liveClient } from '../../../test/live-client';
import { delegateAttendance, delegationAttendance } from './attendance';

describeWithApp('attendance over roll calls (%s)', {}, (app) => {
  let t: TestApp;
  let commissionId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = app();
    const { a, chair } = await seedTwoCommissions(t);
    commissionId = a.id;
    const brasil = await seatDelegation(t, a.id, 'Brasil', null);
    ids.brasil = brasil;
    for (const [key, n] of [
      ['ana', 1],
      ['beto', 2],
    ] as const)
      ids[key] = (
        await insertDelegate(
          t,
          adultPersonal({ firstNames: key, documentNumber: `ATT${n}` }),
          { status: 'asignado' },
          { commissionId: a.id, delegationId: brasil },
        )
      ).id as string;
    const c = liveClient(t, a.id, chair.cookie);
    // Three roll calls: Ana present on the first two, Beto absent on the second and present on the third.
    for (const marks of [{ ana: 'presente' }, { ana: 'presente_y_votando', beto: 'ausente' }, { beto: 'presente' }] as Record<
      string,
      string
    >[]) {
      const { state } = await c.run({ type: 'rollCall.open' });
      for (const [who, status] of Object.entries(marks))
        await c.run({ type: 'rollCall.mark', rollCallId: state.rollCall?.id, delegateId: ids[who], status });
      await c.run({ type: 'rollCall.close' });
    }
  });

  it('counts each delegate present over all the roll calls of the commission', async () => {
    const byDelegate = await delegateAttendance(t.ctx.db, commissionId);
    expect(byDelegate.get(ids.ana)).toEqual({ present: 2, rollCalls: 3, rate: 2 / 3 });
    expect(byDelegate.get(ids.beto)).toEqual({ present: 1, rollCalls: 3, rate: 1 / 3 });
  });

  it('counts a delegation present when any of its delegates was', async () => {
    expect((await delegationAttendance(t.ctx.db, commissionId)).get(ids.brasil)).toEqual({ present: 3, rollCalls: 3, rate: 1 });
  });
});
