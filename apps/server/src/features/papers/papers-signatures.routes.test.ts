import type { PaperThreshold, WorkingPaper } from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { auditOf, countRows, describeWithApp, expectError, type TestApp } from '../../../test/harness';
import { liveClient } from '../../../test/live-client';
import { openPhone, type PhoneDelegations, seatPhoneDelegations } from '../../../test/room-phones';

describeWithApp('working papers: signatures, the threshold and the draft resolution (%s)', {}, (app) => {
  let t: TestApp;
  let fx = {} as TwoCommissions;
  let seated = {} as PhoneDelegations;
  const phones: Record<string, string> = {};
  // Twelve member delegations: 20 % of 10 present is 2, of 12 present 3.
  const NAMES = ['Argelia', 'Brasil', 'Chile', 'Dinamarca', 'Egipto', 'Francia', 'Ghana', 'Haití', 'India', 'Japón', 'Kenia', 'Laos'];
  let paperId = '';

  const phoneUrl = (path = '') => `/api/room/papers/${paperId}${path}`;
  const chairUrl = (path = '') => `/api/commissions/${fx.a.id}/papers/${paperId}${path}`;
  const read = async (name: string) => {
    const res = await t.call('GET', phoneUrl(), { cookie: phones[name] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WorkingPaper;
  };
  const sign = (name: string, signed = true) =>
    t.call('POST', phoneUrl(signed ? '/signature' : '/signature/withdraw'), { cookie: phones[name], body: {} });
  const approve = (cookie = fx.chair.cookie) => t.call('POST', chairUrl('/approve'), { cookie, body: {} });
  const threshold = async (): Promise<Omit<PaperThreshold, 'percent'>> => {
    const { percent, ...rest } = (await read('Argelia')).threshold;
    expect(percent).toBe(20);
    return rest;
  };
  /** A roll call opened now with the first `count` delegations present and the rest absent. */
  const rollCall = async (count: number) => {
    const live = liveClient(t, fx.a.id, fx.chair.cookie);
    const state = await live.live();
    const { state: opened } = state.session
      ? await live.run({ type: 'rollCall.open' })
      : await live.run({ type: 'session.open', title: 'Sesión de firmas' });
    const rollCallId = opened.rollCall?.id as string;
    for (const [i, name] of NAMES.entries())
      await live.run({ type: 'rollCall.mark', rollCallId, delegateId: seated.delegates[name], status: i < count ? 'presente' : 'ausente' });
    await live.run({ type: 'rollCall.close' });
  };

  beforeAll(async () => {
    t = app();
    fx = await seedTwoCommissions(t);
    seated = await seatPhoneDelegations(t, fx.a.id, NAMES, 'WPS');
    for (const name of NAMES.slice(0, 4)) phones[name] = await openPhone(t, seated.codes[name] as string);
    const res = await t.call('POST', '/api/room/papers', { cookie: phones.Argelia, body: { title: 'Agua potable' } });
    expect(res.statusCode, res.body).toBe(200);
    paperId = (res.json() as WorkingPaper).id;
  });

  it('before any roll call counts no one present, and the chair cannot make it a draft', async () => {
    expect(await threshold()).toEqual({ present: 0, needed: 1, has: 1, reached: false });
    const audit = await countRows(t, 'auditLog');
    expectError(await approve(), 409, 'WORKING_PAPER_NO_ROLL_CALL');
    expect((await read('Argelia')).status).toBe('borrador');
    expect(await countRows(t, 'auditLog')).toBe(audit);
  });

  it('counts a delegation’s signature once, even sent ten times at once; a sponsor does not sign; the threshold follows each roll call', async () => {
    await rollCall(10);
    expect(await threshold()).toEqual({ present: 10, needed: 2, has: 1, reached: false });
    const answers = await Promise.all(Array.from({ length: 10 }, () => sign('Chile')));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(await t.ctx.db.selectFrom('workingPaperSignatory').selectAll().where('paperId', '=', paperId).execute()).toHaveLength(1);
    const chile = await read('Chile');
    expect(chile.signatories.map((s) => s.name)).toEqual(['Chile']);
    expect(chile).toMatchObject({ signed: true, maySign: true, mayEdit: false });
    expect(await threshold()).toEqual({ present: 10, needed: 2, has: 2, reached: true });
    expectError(await sign('Argelia'), 409, 'WORKING_PAPER_SPONSOR_SIGNS');
    expect((await read('Argelia')).maySign).toBe(false);

    // Two more delegations in the room: 20 % of 12 needs 3, and the chair is refused until Brasil signs.
    await rollCall(12);
    expect(await threshold()).toEqual({ present: 12, needed: 3, has: 2, reached: false });
    expectError(await approve(), 409, 'WORKING_PAPER_THRESHOLD');
    expect((await sign('Brasil')).statusCode).toBe(200);
    expect(await threshold()).toEqual({ present: 12, needed: 3, has: 3, reached: true });
    // A signature withdrawn counts no more (twice is harmless), and comes back when signed again.
    for (const _ of [1, 2]) expect((await sign('Brasil', false)).statusCode).toBe(200);
    expect(await threshold()).toMatchObject({ has: 2, reached: false });
    expect((await sign('Brasil')).json().signatories.map((s: { name: string }) => s.name)).toEqual(['Chile', 'Brasil']);
  });

  it('the chair makes it a draft once, even asked ten times at once; its text, sponsors and signatures are frozen then', async () => {
    expectError(await approve(fx.gestor.cookie), 403, 'FORBIDDEN');
    expectError(await approve(fx.otherChair.cookie), 403, 'FORBIDDEN');
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve()));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect((answers[0]?.json() as WorkingPaper | undefined)?.status).toBe('proyecto');
    const approvals = (await auditOf(t, fx.gestor.cookie)).filter((e) => e.action === 'working_paper.approved');
    expect(approvals).toHaveLength(1);

    const paper = await read('Argelia');
    expect(paper).toMatchObject({ status: 'proyecto', mayEdit: false, maySign: false });
    const versions = await countRows(t, 'workingPaperVersion');
    const save = await t.call('PUT', phoneUrl(), {
      cookie: phones.Argelia,
      body: { baseVersion: paper.version, text: { ...paper.text, title: 'Agua potable para todos' } },
    });
    expectError(save, 409, 'WORKING_PAPER_CLOSED');
    expectError(await sign('Dinamarca'), 409, 'WORKING_PAPER_CLOSED');
    expectError(await sign('Chile', false), 409, 'WORKING_PAPER_CLOSED');
    expectError(
      await t.call('POST', chairUrl('/sponsors'), { cookie: fx.chair.cookie, body: { delegationId: seated.ids.Egipto } }),
      409,
      'WORKING_PAPER_CLOSED',
    );
    expect(await countRows(t, 'workingPaperVersion')).toBe(versions);
    expect((await read('Chile')).signatories.map((s) => s.name)).toEqual(['Chile', 'Brasil']);
    const list = await t.call('GET', `/api/commissions/${fx.a.id}/papers`, { cookie: fx.gestor.cookie });
    expect(list.json().papers[0]).toMatchObject({ id: paperId, status: 'proyecto', mayEdit: false });
  });
});
