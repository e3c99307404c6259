import type { Amendment, AmendmentList, NewAmendmentInput, PaperText, WorkingPaper } from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { auditOf, countRows, describeWithApp, expectError, type TestApp } from '../../../test/harness';
import { liveClient } from '../../../test/live-client';
import { openPhone, type PhoneDelegations, seatPhoneDelegations } from '../../../test/room-phones';

describeWithApp('working papers: amendments to a draft resolution (%s)', {}, (app) => {
  let t: TestApp;
  let fx = {} as TwoCommissions;
  let seated = {} as PhoneDelegations;
  const phones: Record<string, string> = {};
  const NAMES = ['Argelia', 'Brasil', 'Chile', 'Dinamarca'];
  let paperId = '';

  const text: PaperText = {
    title: 'Agua potable',
    preambular: [{ id: 'p1', text: 'Recordando la Agenda 2030,' }],
    operative: [
      { id: 'o1', text: 'Exhorta a los Estados a invertir en agua potable;', subClauses: [] },
      { id: 'o2', text: 'Recomienda planes nacionales de riego con metas anuales;', subClauses: [] },
      { id: 'o3', text: 'Decide seguir ocupándose de la cuestión.', subClauses: [] },
    ],
  };

  const url = (path = '') => `/api/room/papers/${paperId}${path}`;
  const propose = (name: string, body: NewAmendmentInput) => t.call('POST', url('/amendments'), { cookie: phones[name], body });
  const proposed = async (name: string, body: NewAmendmentInput): Promise<Amendment> => {
    const res = await propose(name, body);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as AmendmentList;
    return list.amendments.reduce((last, a) => (a.number > last.number ? a : last));
  };
  const answer = (name: string, id: string, accepted: boolean) =>
    t.call('POST', url(`/amendments/${id}/answer`), { cookie: phones[name], body: { accepted } });
  const decide = (id: string, adopted: boolean, cookie = fx.chair.cookie) =>
    t.call('POST', `/api/commissions/${fx.a.id}/papers/${paperId}/amendments/${id}/decide`, { cookie, body: { adopted } });
  const amendments = async (name = 'Chile') => (await t.call('GET', url('/amendments'), { cookie: phones[name] })).json() as AmendmentList;
  const paper = async () => (await t.call('GET', url(), { cookie: phones.Chile })).json() as WorkingPaper;
  const operative = async () => (await paper()).text.operative.map((c) => c.text);

  beforeAll(async () => {
    t = app();
    fx = await seedTwoCommissions(t);
    seated = await seatPhoneDelegations(t, fx.a.id, NAMES, 'WPM');
    for (const name of NAMES) phones[name] = await openPhone(t, seated.codes[name] as string);
    const created = (await t.call('POST', '/api/room/papers', { cookie: phones.Argelia, body: { title: 'Agua potable' } })).json();
    paperId = created.id;
    await t.call('POST', url('/sponsors'), { cookie: phones.Argelia, body: { delegationId: seated.ids.Brasil } });
    expect((await t.call('PUT', url(), { cookie: phones.Argelia, body: { baseVersion: 1, text } })).statusCode).toBe(200);
  });

  it('amends only a draft resolution, and only a clause it has', async () => {
    expectError(await propose('Chile', { kind: 'strike', list: 'operative', clauseId: 'o3' }), 409, 'AMENDMENT_NOT_DRAFT');
    // A roll call with everyone present, then the chair makes it a draft (two sponsors reach 20 % of four).
    const live = liveClient(t, fx.a.id, fx.chair.cookie);
    const { state } = await live.run({ type: 'session.open', title: 'Sesión de enmiendas' });
    for (const name of NAMES)
      await live.run({ type: 'rollCall.mark', rollCallId: state.rollCall?.id, delegateId: seated.delegates[name], status: 'presente' });
    await live.run({ type: 'rollCall.close' });
    const approved = await t.call('POST', `/api/commissions/${fx.a.id}/papers/${paperId}/approve`, { cookie: fx.chair.cookie, body: {} });
    expect(approved.statusCode, approved.body).toBe(200);

    expectError(
      await propose('Chile', { kind: 'change', list: 'operative', clauseId: 'o9', text: 'Otra cosa;' }),
      400,
      'AMENDMENT_CLAUSE_UNKNOWN',
    );
    expectError(await propose('Chile', { kind: 'strike', list: 'operative', clauseId: 'o3', text: 'algo' }), 400, 'VALIDATION');
    expectError(await propose('Chile', { kind: 'change', list: 'operative', clauseId: 'o3' }), 400, 'VALIDATION');
    expectError(await propose('Chile', { kind: 'change', list: 'operative', clauseId: null, text: 'Decide;' }), 400, 'VALIDATION');
    expect((await amendments()).amendments).toEqual([]);
  });

  it('applies a friendly amendment once every sponsor accepts, as a new version; an answer counts once, even sent ten times', async () => {
    const before = (await paper()).version;
    const change = await proposed('Chile', {
      kind: 'change',
      list: 'operative',
      clauseId: 'o1',
      text: 'Exhorta a todos los Estados a invertir en agua potable;',
    });
    expect(change).toMatchObject({ number: 1, status: 'propuesta', clauseNumber: 1, original: text.operative[0]?.text, mayAnswer: false });
    expect(change.waitingFor.map((d) => d.name)).toEqual(['Argelia', 'Brasil']);
    expectError(await answer('Chile', change.id, true), 403, 'AMENDMENT_NOT_SPONSOR');
    const answers = await Promise.all(Array.from({ length: 10 }, () => answer('Argelia', change.id, true)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(await countRows(t, 'workingPaperAmendmentAnswer')).toBe(1);
    expectError(await answer('Argelia', change.id, false), 409, 'AMENDMENT_ANSWERED');
    expect((await amendments('Brasil')).amendments[0]).toMatchObject({ mayAnswer: true, status: 'propuesta' });
    const done = ((await answer('Brasil', change.id, true)).json() as AmendmentList).amendments[0];
    expect(done).toMatchObject({ status: 'amistosa', appliedVersion: before + 1 });
    expect(await operative()).toEqual([
      'Exhorta a todos los Estados a invertir en agua potable;',
      text.operative[1]?.text,
      text.operative[2]?.text,
    ]);
    // The version it made is kept, with who made it.
    const version = await t.ctx.db
      .selectFrom('workingPaperVersion')
      .selectAll()
      .where('paperId', '=', paperId)
      .where('version', '=', before + 1)
      .executeTakeFirstOrThrow();
    expect(version.delegationId).toBe(seated.ids.Brasil);
  });

  it('queues the unfriendly ones furthest first; the chair records each vote in that order; one whose clause left lapses', async () => {
    // A sponsor's own amendment counts its acceptance already.
    const add = await proposed('Argelia', {
      kind: 'add',
      list: 'operative',
      clauseId: 'o1',
      text: 'Invita a los bancos regionales a financiarlo;',
    });
    expect(add.waitingFor.map((d) => d.name)).toEqual(['Brasil']);
    const touch = await proposed('Dinamarca', {
      kind: 'change',
      list: 'operative',
      clauseId: 'o2',
      text: 'Recomienda planes nacionales de riego con metas bienales;',
    });
    const strike = await proposed('Chile', { kind: 'strike', list: 'operative', clauseId: 'o3' });
    const rewrite = await proposed('Dinamarca', {
      kind: 'change',
      list: 'operative',
      clauseId: 'o2',
      text: 'Pide un informe anual al Secretario General;',
    });
    const orphan = await proposed('Chile', { kind: 'change', list: 'operative', clauseId: 'o3', text: 'Decide volver sobre la cuestión.' });
    for (const a of [add, touch, strike, rewrite, orphan]) expect((await answer('Brasil', a.id, false)).statusCode).toBe(200);

    // The strike loses the whole clause, the rewrite all of o2, the change to o3 half its words, the touch one word
    // of eight, the addition nothing.
    const queue = (await amendments()).amendments.filter((a) => a.status === 'no_amistosa');
    expect(queue.map((a) => [a.number, a.voteRank])).toEqual([
      [strike.number, 1],
      [rewrite.number, 2],
      [orphan.number, 3],
      [touch.number, 4],
      [add.number, 5],
    ]);
    expect(queue.find((a) => a.id === touch.id)?.departure).toBeCloseTo(1 / 8);
    expect(queue.find((a) => a.id === orphan.id)?.departure).toBeCloseTo(1 / 2);

    expectError(await decide(rewrite.id, true), 409, 'AMENDMENT_NOT_FIRST');
    expectError(await decide(strike.id, true, fx.gestor.cookie), 403, 'FORBIDDEN');
    // Ten outcomes of the same vote at once: recorded once.
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => decide(strike.id, true)));
    expect(outcomes.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of outcomes.filter((r) => r.statusCode !== 200)) expectError(res, 409, 'AMENDMENT_NOT_QUEUED');
    // With o3 struck, the amendment to it lapses at once.
    const after = (await amendments()).amendments;
    expect(after.find((a) => a.id === orphan.id)).toMatchObject({ status: 'decaida', voteRank: null, appliedVersion: null });
    expect(after.filter((a) => a.status === 'no_amistosa').map((a) => a.id)).toEqual([rewrite.id, touch.id, add.id]);
    expectError(await decide(orphan.id, true), 409, 'AMENDMENT_NOT_QUEUED');
    expect((await decide(rewrite.id, false)).statusCode).toBe(200);
    expect((await decide(touch.id, true)).statusCode).toBe(200);
    expect((await decide(add.id, true)).statusCode).toBe(200);

    // The text reads as the votes decided.
    expect(await operative()).toEqual([
      'Exhorta a todos los Estados a invertir en agua potable;',
      'Invita a los bancos regionales a financiarlo;',
      'Recomienda planes nacionales de riego con metas bienales;',
    ]);
    const statuses = Object.fromEntries((await amendments()).amendments.map((a) => [a.number, a.status]));
    expect(statuses).toEqual({ 1: 'amistosa', 2: 'aprobada', 3: 'aprobada', 4: 'aprobada', 5: 'rechazada', 6: 'decaida' });
    const decided = (await auditOf(t, fx.gestor.cookie)).filter((e) => e.action === 'working_paper.amendment_decided');
    expect(decided).toHaveLength(4);
  });
});
