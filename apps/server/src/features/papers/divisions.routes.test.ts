import { type ActaSummary, type CommissionDocument, DEFAULT_EVENT_TIME_ZONE, type PaperText, type WorkingPaper } from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { auditOf, describeWithApp, expectError, type TestApp } from '../../../test/harness';
import { liveClient } from '../../../test/live-client';
import { extractPdfText } from '../../../test/pdf-text';
import { openPhone, type PhoneDelegations, seatPhoneDelegations } from '../../../test/room-phones';

describeWithApp('draft resolutions: division of the question and the vote (%s)', {}, (app) => {
  let t: TestApp;
  let fx = {} as TwoCommissions;
  let seated = {} as PhoneDelegations;
  const phones: Record<string, string> = {};
  const NAMES = ['Argelia', 'Brasil', 'Chile'];
  let acronym = '';

  const clause = (id: string, words: string) => ({ id, text: words, subClauses: [] });
  const text = (title: string): PaperText => ({
    title,
    preambular: [{ id: 'p1', text: 'Recordando la Agenda 2030,' }],
    operative: [
      clause('o1', 'Exhorta a los Estados a invertir en agua potable;'),
      clause('o2', 'Recomienda planes nacionales de riego;'),
      clause('o3', 'Pide un informe anual;'),
      clause('o4', 'Decide seguir ocupándose de la cuestión.'),
    ],
  });

  const chairUrl = (paperId: string, path = '') => `/api/commissions/${fx.a.id}/papers/${paperId}${path}`;
  const post = (paperId: string, path: string, body: unknown, cookie = fx.chair.cookie) =>
    t.call('POST', chairUrl(paperId, path), { cookie, body });
  const ok = async (res: Awaited<ReturnType<typeof post>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WorkingPaper;
  };
  const read = async (paperId: string) =>
    (await t.call('GET', `/api/room/papers/${paperId}`, { cookie: phones.Chile })).json() as WorkingPaper;
  const vote = { adopted: true, favor: 2, contra: 1, abstenciones: 0 };

  /** A draft resolution of four operative clauses, sponsored by Argelia. */
  async function draft(title: string): Promise<string> {
    const created = (await t.call('POST', '/api/room/papers', { cookie: phones.Argelia, body: { title } })).json() as WorkingPaper;
    await ok(
      await t.call('PUT', `/api/room/papers/${created.id}`, { cookie: phones.Argelia, body: { baseVersion: 1, text: text(title) } }),
    );
    await ok(await post(created.id, '/approve', {}));
    return created.id;
  }

  beforeAll(async () => {
    t = app();
    fx = await seedTwoCommissions(t);
    acronym = (await t.ctx.db.selectFrom('commission').select('acronym').where('id', '=', fx.a.id).executeTakeFirstOrThrow()).acronym;
    seated = await seatPhoneDelegations(t, fx.a.id, NAMES, 'DIV');
    for (const name of NAMES) phones[name] = await openPhone(t, seated.codes[name] as string);
    const live = liveClient(t, fx.a.id, fx.chair.cookie);
    const { state } = await live.run({ type: 'session.open', title: 'Sesión de votaciones' });
    for (const name of NAMES)
      await live.run({ type: 'rollCall.mark', rollCallId: state.rollCall?.id, delegateId: seated.delegates[name], status: 'presente' });
    await live.run({ type: 'rollCall.close' });
  });

  it('divides and votes only a draft with no amendment waiting', async () => {
    const working = (await t.call('POST', '/api/room/papers', { cookie: phones.Argelia, body: { title: 'Sin aprobar' } })).json();
    expectError(await post(working.id, '/division', { clauseIds: ['o1'] }), 409, 'RESOLUTION_NOT_DRAFT');
    expectError(await post(working.id, '/vote', vote), 409, 'RESOLUTION_NOT_DRAFT');

    const paperId = await draft('Con enmienda');
    const proposed = await t.call('POST', `/api/room/papers/${paperId}/amendments`, {
      cookie: phones.Chile,
      body: { kind: 'strike', list: 'operative', clauseId: 'o2' },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(await read(paperId)).toMatchObject({ division: null, resolution: null });
    expect((await t.call('GET', chairUrl(paperId), { cookie: fx.chair.cookie })).json()).toMatchObject({
      mayDivide: false,
      mayVote: false,
    });
    expectError(await post(paperId, '/division', { clauseIds: ['o1'] }), 409, 'RESOLUTION_AMENDMENTS_PENDING');
    expectError(await post(paperId, '/vote', vote), 409, 'RESOLUTION_AMENDMENTS_PENDING');
    // Argelia does not accept it: unfriendly, the commission rejects it, and the draft may be divided and voted.
    const [amendment] = proposed.json().amendments;
    await ok(
      await t.call('POST', `/api/room/papers/${paperId}/amendments/${amendment.id}/answer`, {
        cookie: phones.Argelia,
        body: { accepted: false },
      }),
    );
    await ok(await post(paperId, `/amendments/${amendment.id}/decide`, { adopted: false }));
    expect((await t.call('GET', chairUrl(paperId), { cookie: fx.chair.cookie })).json()).toMatchObject({ mayDivide: true, mayVote: true });
    expectError(await post(paperId, '/division', { clauseIds: [] }), 400, 'VALIDATION');
    expectError(await post(paperId, '/division', { clauseIds: ['p1'] }), 400, 'AMENDMENT_CLAUSE_UNKNOWN');
    expectError(await post(paperId, '/division', { clauseIds: ['o1'] }, fx.gestor.cookie), 403, 'FORBIDDEN');
  });

  it('votes the motion first, then each clause in the text’s order, once each; the clauses rejected leave the text', async () => {
    const paperId = await draft('División aprobada');
    const moved = await ok(await post(paperId, '/division', { clauseIds: ['o3', 'o1'] }));
    expect(moved.division).toMatchObject({ number: 1, status: 'mocion', motion: null, nextStep: 0 });
    expect(moved.division?.clauses.map((c) => [c.number, c.text, c.adopted])).toEqual([
      [1, 'Exhorta a los Estados a invertir en agua potable;', null],
      [3, 'Pide un informe anual;', null],
    ]);
    expect(moved).toMatchObject({ mayDivide: false, mayVote: false });
    // While it is under way: no second division, no vote of the draft, no amendment.
    expectError(await post(paperId, '/division', { clauseIds: ['o2'] }), 409, 'DIVISION_OPEN');
    expectError(await post(paperId, '/vote', vote), 409, 'DIVISION_OPEN');
    const amendment = await t.call('POST', `/api/room/papers/${paperId}/amendments`, {
      cookie: phones.Chile,
      body: { kind: 'strike', list: 'operative', clauseId: 'o2' },
    });
    expectError(amendment, 409, 'DIVISION_OPEN');
    expectError(await post(paperId, '/division/vote', { step: 1, adopted: true }), 409, 'DIVISION_STEP');

    // The motion's outcome sent ten times at once is recorded once.
    const motions = await Promise.all(Array.from({ length: 10 }, () => post(paperId, '/division/vote', { step: 0, adopted: true })));
    expect(motions.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const res of motions.filter((r) => r.statusCode !== 200)) expectError(res, 409, 'DIVISION_STEP');
    expect((await read(paperId)).division).toMatchObject({ status: 'votando', motion: true, nextStep: 1 });

    const before = (await read(paperId)).version;
    await ok(await post(paperId, '/division/vote', { step: 1, adopted: true }));
    const ended = await ok(await post(paperId, '/division/vote', { step: 2, adopted: false }));
    expect(ended.division).toMatchObject({ status: 'terminada', nextStep: null, appliedVersion: before + 1 });
    expect(ended.division?.clauses.map((c) => c.adopted)).toEqual([true, false]);
    expect(ended.version).toBe(before + 1);
    expect(ended.text.operative.map((c) => c.id)).toEqual(['o1', 'o2', 'o4']);
    expect(ended).toMatchObject({ status: 'proyecto', mayVote: true });
    const audit = (await auditOf(t, fx.gestor.cookie)).filter((e) => e.action === 'working_paper.division_voted' && e.entityId === paperId);
    expect(audit).toHaveLength(3);
  });

  it('keeps the text whole when the motion is rejected', async () => {
    const paperId = await draft('División rechazada');
    await ok(await post(paperId, '/division', { clauseIds: ['o2'] }));
    const rejected = await ok(await post(paperId, '/division/vote', { step: 0, adopted: false }));
    expect(rejected.division).toMatchObject({ status: 'rechazada', motion: false, nextStep: null, appliedVersion: null });
    expect(rejected.text.operative).toHaveLength(4);
    // Another division may be moved then.
    expect((await ok(await post(paperId, '/division', { clauseIds: ['o2'] }))).division).toMatchObject({ number: 2, status: 'mocion' });
  });

  it('lets a draft fall when a division rejects every operative clause', async () => {
    const paperId = await draft('Sin cláusulas');
    await ok(await post(paperId, '/division', { clauseIds: ['o1', 'o2', 'o3', 'o4'] }));
    await ok(await post(paperId, '/division/vote', { step: 0, adopted: true }));
    for (const step of [1, 2, 3]) await ok(await post(paperId, '/division/vote', { step, adopted: false }));
    const fallen = await ok(await post(paperId, '/division/vote', { step: 4, adopted: false }));
    expect(fallen).toMatchObject({ status: 'rechazada', mayVote: false, resolution: { adopted: false, symbol: null, vote: null } });
    expect(fallen.text.operative).toEqual([]);
  });

  it('records the draft’s vote once; adopted drafts take the commission’s numbers one by one, even at once', async () => {
    const first = await draft('Primera');
    expectError(await post(first, '/vote', { ...vote, favor: -1 }), 400, 'VALIDATION');
    expectError(await post(first, '/vote', { ...vote, contra: 1.5 }), 400, 'VALIDATION');
    const votes = await Promise.all(Array.from({ length: 10 }, () => post(first, '/vote', vote)));
    for (const res of votes) expect(res.statusCode, res.body).toBe(200);
    const adopted = await read(first);
    // The year on the event's clock (its default time zone here).
    const year = new Intl.DateTimeFormat('en', { timeZone: DEFAULT_EVENT_TIME_ZONE, year: 'numeric' }).format(new Date());
    expect(adopted).toMatchObject({ status: 'aprobada', mayVote: false, mayEdit: false });
    expect(adopted.resolution).toMatchObject({ adopted: true, vote: { favor: 2, contra: 1, abstenciones: 0 } });
    expect(adopted.resolution?.symbol).toBe(`${acronym}/1/${year}`);
    expect((await auditOf(t, fx.gestor.cookie)).filter((e) => e.action === 'working_paper.voted' && e.entityId === first)).toHaveLength(1);
    // Decided: no amendment, save or division any more.
    expectError(
      await t.call('POST', `/api/room/papers/${first}/amendments`, {
        cookie: phones.Chile,
        body: { kind: 'strike', list: 'operative', clauseId: 'o1' },
      }),
      409,
      'AMENDMENT_NOT_DRAFT',
    );
    expectError(await post(first, '/division', { clauseIds: ['o1'] }), 409, 'RESOLUTION_NOT_DRAFT');

    const [second, third, rejected] = [await draft('Segunda'), await draft('Tercera'), await draft('Rechazada')];
    await Promise.all([post(second, '/vote', vote), post(third, '/vote', vote), post(rejected, '/vote', { ...vote, adopted: false })]);
    const numbers = (await Promise.all([second, third].map(read))).map((p) => p.resolution?.symbol?.split('/')[1]);
    expect(numbers.sort()).toEqual(['2', '3']);
    expect((await read(rejected)).resolution).toMatchObject({ adopted: false, symbol: null, vote: { favor: 2 } });
  });

  it('puts the drafts decided in the acta, in the order they were, with the symbol and counts the chair recorded', async () => {
    const summary = await t.call('GET', `/api/commissions/${fx.a.id}/live/log/summary`, { cookie: fx.chair.cookie });
    expect(summary.statusCode, summary.body).toBe(200);
    const resolutions = (summary.json() as ActaSummary).resolutions;
    const at = resolutions.map((r) => r.at);
    expect([...at].sort()).toEqual(at);
    const byTitle = new Map(resolutions.map((r) => [r.title, r]));
    // A division that left no operative clause: rejected, with no vote of its own.
    expect(byTitle.get('Sin cláusulas')).toMatchObject({ outcome: 'rechazada', symbol: null, yes: null, no: null, abstain: null });
    expect(byTitle.get('Primera')).toMatchObject({
      outcome: 'aprobada',
      symbol: expect.stringMatching(new RegExp(`^${acronym}/1/`)),
      yes: 2,
      no: 1,
      abstain: 0,
    });
    expect(byTitle.get('Rechazada')).toMatchObject({ outcome: 'rechazada', symbol: null, yes: 2, no: 1, abstain: 0 });
    // Drafts still waiting for their vote are not in it.
    expect(byTitle.has('Con enmienda')).toBe(false);
    expect(
      resolutions
        .filter((r) => r.outcome === 'aprobada')
        .map((r) => r.symbol?.split('/')[1])
        .sort(),
    ).toEqual(['1', '2', '3']);
  });
});

describeWithApp('an adopted resolution published among the commission’s documents (%s)', {}, (app) => {
  let t: TestApp;
  let fx = {} as TwoCommissions;
  const phones: Record<string, string> = {};
  const chairUrl = (paperId: string, path = '') => `/api/commissions/${fx.a.id}/papers/${paperId}${path}`;
  const publish = (paperId: string, body: unknown, cookie = fx.chair.cookie) =>
    t.call('POST', chairUrl(paperId, '/publication'), { cookie, body });

  /** A draft sponsored by Argelia and Brasil, signed by Chile, voted by the chair (adopted or not). */
  async function decided(title: string, adopted: boolean): Promise<string> {
    const created = (await t.call('POST', '/api/room/papers', { cookie: phones.Argelia, body: { title } })).json() as WorkingPaper;
    const text: PaperText = { title, preambular: [], operative: [{ id: 'o1', text: 'Exhorta a los Estados a cooperar.', subClauses: [] }] };
    await t.call('PUT', `/api/room/papers/${created.id}`, { cookie: phones.Argelia, body: { baseVersion: 1, text } });
    await t.call('POST', chairUrl(created.id, '/sponsors'), { cookie: fx.chair.cookie, body: { delegationId: seated.ids.Brasil } });
    await t.call('POST', `/api/room/papers/${created.id}/signature`, { cookie: phones.Chile, body: {} });
    expect((await t.call('POST', chairUrl(created.id, '/approve'), { cookie: fx.chair.cookie, body: {} })).statusCode).toBe(200);
    const voted = await t.call('POST', chairUrl(created.id, '/vote'), {
      cookie: fx.chair.cookie,
      body: { adopted, favor: 3, contra: 0, abstenciones: 0 },
    });
    expect(voted.statusCode, voted.body).toBe(200);
    return created.id;
  }
  let seated = {} as PhoneDelegations;

  beforeAll(async () => {
    t = app();
    fx = await seedTwoCommissions(t);
    seated = await seatPhoneDelegations(t, fx.a.id, ['Argelia', 'Brasil', 'Chile'], 'PUB');
    for (const name of ['Argelia', 'Brasil', 'Chile']) phones[name] = await openPhone(t, seated.codes[name] as string);
    const live = liveClient(t, fx.a.id, fx.chair.cookie);
    const { state } = await live.run({ type: 'session.open', title: 'Sesión' });
    for (const name of ['Argelia', 'Brasil', 'Chile'])
      await live.run({ type: 'rollCall.mark', rollCallId: state.rollCall?.id, delegateId: seated.delegates[name], status: 'presente' });
    await live.run({ type: 'rollCall.close' });
  });

  it('publishes it once as an approved PDF document, even asked ten times at once; never a rejected one', async () => {
    const paperId = await decided('Agua para todos', true);
    const before = (await t.call('GET', chairUrl(paperId), { cookie: fx.chair.cookie })).json() as WorkingPaper;
    expect(before).toMatchObject({ mayPublish: true, publication: null });
    // A phone reads no publication and may not publish.
    expect((await t.call('GET', `/api/room/papers/${paperId}`, { cookie: phones.Argelia })).json()).toMatchObject({
      mayPublish: false,
      publication: null,
    });
    expectError(await publish(paperId, { visibility: 'todos' }), 400, 'VALIDATION');
    expectError(await publish(paperId, { visibility: 'publico', extra: 1 }), 400, 'VALIDATION');
    expectError(await publish(await decided('Rechazada', false), { visibility: 'publico' }), 409, 'RESOLUTION_NOT_ADOPTED');

    const storedFiles = async () => {
      let n = 0;
      for await (const _ of t.ctx.storage.storedBefore(new Date(Date.now() + 60_000))) n += 1;
      return n;
    };
    const filesBefore = await storedFiles();
    const answers = await Promise.all(Array.from({ length: 10 }, () => publish(paperId, { visibility: 'publico' })));
    // The PDFs built by the requests that found it published are not kept: one file more.
    expect(await storedFiles()).toBe(filesBefore + 1);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const published = answers[0]?.json() as WorkingPaper;
    expect(published).toMatchObject({ mayPublish: false, publication: { visibility: 'publico', inTrash: false } });

    const documents = (
      await t.call('GET', `/api/commissions/${fx.a.id}/documents`, { cookie: fx.chair.cookie })
    ).json() as CommissionDocument[];
    const resolutions = documents.filter((d) => d.kind === 'resolucion');
    expect(resolutions).toHaveLength(1);
    const symbol = published.resolution?.symbol as string;
    expect(resolutions[0]).toMatchObject({
      id: published.publication?.documentId,
      title: `${symbol} Agua para todos`,
      status: 'aprobado',
      visibility: 'publico',
      author: { name: 'Argelia' },
      sponsors: [{ name: 'Brasil' }],
      signatories: [{ name: 'Chile' }],
      versions: [{ number: 1, mediaType: 'application/pdf', name: `${symbol.replaceAll('/', '-')}.pdf` }],
    });
    // Anyone reads it from the public documents: the resolution as adopted, with its symbol and vote.
    const file = await t.call('GET', `/api/public-documents/${published.publication?.documentId}/file`);
    expect(file.statusCode).toBe(200);
    const words = (await extractPdfText(file.rawPayload)).join('\n').replace(/\s+/g, ' ');
    for (const expected of [symbol, 'Agua para todos', 'Exhorta a los Estados a cooperar.', 'Aprobada con 3 votos a favor'])
      expect(words).toContain(expected);
    expect(
      (await auditOf(t, fx.gestor.cookie)).filter((e) => e.action === 'working_paper.published' && e.entityId === paperId),
    ).toHaveLength(1);
  });

  it('lets the Gestor publish it for the commission only, and says when the document is in the trash', async () => {
    const paperId = await decided('Solo para la comisión', true);
    const published = (await publish(paperId, { visibility: 'comision' }, fx.gestor.cookie)).json() as WorkingPaper;
    const documentId = published.publication?.documentId as string;
    expect(published.publication).toEqual({ documentId, visibility: 'comision', inTrash: false });
    expect((await t.call('GET', `/api/public-documents/${documentId}/file`)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/commissions/${fx.a.id}/documents/${documentId}`, { cookie: fx.chair.cookie })).statusCode).toBe(
      204,
    );
    // Published again: the same document, in the trash, to be restored from there.
    const again = (await publish(paperId, { visibility: 'publico' })).json() as WorkingPaper;
    expect(again).toMatchObject({ mayPublish: false, publication: { documentId, visibility: 'comision', inTrash: true } });
    expectError(await publish(paperId, { visibility: 'publico' }, fx.otherChair.cookie), 403, 'FORBIDDEN');
  });
});
