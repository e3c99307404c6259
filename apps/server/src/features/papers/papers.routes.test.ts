import type { PaperConflictAnswer, PaperList, PaperSaved, PaperText, WorkingPaper } from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { auditOf, countRows, describeWithApp, expectError, type TestApp } from '../../../test/harness';
import { openPhone, type PhoneDelegations, seatPhoneDelegations } from '../../../test/room-phones';

describeWithApp('working papers: the workspace and its versioned saves (%s)', {}, (app) => {
  let t: TestApp;
  let fx = {} as TwoCommissions;
  let seated = {} as PhoneDelegations;
  let elsewhere = {} as PhoneDelegations;
  const phones: Record<string, string> = {};
  const NAMES = ['Argelia', 'Brasil', 'Chile'];

  const create = (name: string, title: string) => t.call('POST', '/api/room/papers', { cookie: phones[name], body: { title } });
  const created = async (name: string, title: string) => {
    const res = await create(name, title);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WorkingPaper;
  };
  const save = (cookie: string | undefined, paperId: string, baseVersion: number, text: PaperText) =>
    t.call('PUT', `/api/room/papers/${paperId}`, { cookie, body: { baseVersion, text } });
  const saved = async (name: string, paperId: string, baseVersion: number, text: PaperText) => {
    const res = await save(phones[name], paperId, baseVersion, text);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PaperSaved;
  };
  const read = async (name: string, paperId: string) => {
    const res = await t.call('GET', `/api/room/papers/${paperId}`, { cookie: phones[name] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WorkingPaper;
  };
  const staffUrl = (commissionId: string, paperId = '') => `/api/commissions/${commissionId}/papers${paperId ? `/${paperId}` : ''}`;

  /** A paper with two preambular and two operative clauses, the second with sub-clauses (a) and (i). */
  const draft = (title = 'Acceso al agua potable'): PaperText => ({
    title,
    preambular: [
      { id: 'p1', text: 'Recordando la Agenda 2030,' },
      { id: 'p2', text: 'Profundamente preocupada por la sequía,' },
    ],
    operative: [
      { id: 'o1', text: 'Exhorta a los Estados a invertir en agua potable;', subClauses: [] },
      {
        id: 'o2',
        text: 'Recomienda:',
        subClauses: [{ id: 'o2a', text: 'planes nacionales de riego,', subClauses: [{ id: 'o2ai', text: 'con metas anuales;' }] }],
      },
    ],
  });
  const withOperative = (text: PaperText, id: string, clause: string): PaperText => ({
    ...text,
    operative: text.operative.map((c) => (c.id === id ? { ...c, text: clause } : c)),
  });

  beforeAll(async () => {
    t = app();
    fx = await seedTwoCommissions(t);
    seated = await seatPhoneDelegations(t, fx.a.id, NAMES, 'WPA');
    elsewhere = await seatPhoneDelegations(t, fx.b.id, ['Noruega'], 'WPB');
    for (const name of NAMES) phones[name] = await openPhone(t, seated.codes[name] as string);
    phones.Noruega = await openPhone(t, elsewhere.codes.Noruega as string);
  });

  it('refuses a caller without a phone or staff session, and another commission, writing nothing', async () => {
    const paper = await created('Argelia', 'Cambio climático');
    const before = await countRows(t, 'workingPaperVersion');
    expectError(await t.call('GET', '/api/room/papers'), 403, 'ROOM_DEVICE_MISSING');
    expectError(await save(undefined, paper.id, 1, draft()), 403, 'ROOM_DEVICE_MISSING');
    expectError(await t.call('GET', staffUrl(fx.a.id)), 401, 'UNAUTHENTICATED');
    expectError(await t.call('PUT', staffUrl(fx.a.id, paper.id), { body: { baseVersion: 1, text: draft() } }), 401, 'UNAUTHENTICATED');
    // Another commission's chair and delegate: refused, or the paper is not in their room.
    expectError(await t.call('GET', staffUrl(fx.a.id, paper.id), { cookie: fx.otherChair.cookie }), 403, 'FORBIDDEN');
    expectError(
      await t.call('PUT', staffUrl(fx.a.id, paper.id), { cookie: fx.otherChair.cookie, body: { baseVersion: 1, text: draft() } }),
      403,
      'FORBIDDEN',
    );
    // The guard answers before the body is read.
    expectError(await t.call('PUT', staffUrl(fx.a.id, paper.id), { cookie: fx.otherChair.cookie, body: { text: 1 } }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', `/api/room/papers/${paper.id}`, { cookie: phones.Noruega }), 404, 'NOT_FOUND');
    expectError(await save(phones.Noruega, paper.id, 1, draft()), 404, 'NOT_FOUND');
    expect((await t.call('GET', '/api/room/papers', { cookie: phones.Noruega })).json().papers).toEqual([]);
    // The Gestor reads but does not write.
    expect((await t.call('GET', staffUrl(fx.a.id, paper.id), { cookie: fx.gestor.cookie })).json()).toMatchObject({ mayEdit: false });
    expectError(
      await t.call('PUT', staffUrl(fx.a.id, paper.id), { cookie: fx.gestor.cookie, body: { baseVersion: 1, text: draft() } }),
      403,
      'FORBIDDEN',
    );
    expect(await countRows(t, 'workingPaperVersion')).toBe(before);
  });

  it('lets the commission’s delegates read a paper and only its sponsors and the chair write it', async () => {
    const paper = await created('Argelia', 'Agua');
    expect(paper).toMatchObject({ version: 1, mayEdit: true, sponsors: [{ name: 'Argelia' }], text: { title: 'Agua', preambular: [] } });
    const list = (await t.call('GET', '/api/room/papers', { cookie: phones.Brasil })).json() as PaperList;
    expect(list.papers.find((p) => p.id === paper.id)).toMatchObject({ title: 'Agua', mayEdit: false });
    expect(list.delegations.map((d) => d.name)).toEqual(NAMES);
    expect((await read('Brasil', paper.id)).mayEdit).toBe(false);
    const refused = await save(phones.Brasil, paper.id, 1, draft());
    expectError(refused, 403, 'WORKING_PAPER_NOT_SPONSOR');
    expectError(
      await t.call('POST', `/api/room/papers/${paper.id}/sponsors`, { cookie: phones.Brasil, body: { delegationId: seated.ids.Brasil } }),
      403,
      'WORKING_PAPER_NOT_SPONSOR',
    );
    expect((await read('Brasil', paper.id)).version).toBe(1);
    // A sponsor adds Brasil; a delegation of another commission is refused.
    expectError(
      await t.call('POST', `/api/room/papers/${paper.id}/sponsors`, {
        cookie: phones.Argelia,
        body: { delegationId: elsewhere.ids.Noruega },
      }),
      400,
      'WORKING_PAPER_SPONSOR_INVALID',
    );
    const added = await t.call('POST', `/api/room/papers/${paper.id}/sponsors`, {
      cookie: phones.Argelia,
      body: { delegationId: seated.ids.Brasil },
    });
    expect(added.json().sponsors.map((s: { name: string }) => s.name)).toEqual(['Argelia', 'Brasil']);
    const v2 = await saved('Brasil', paper.id, 1, draft());
    expect(v2).toMatchObject({ merged: false, paper: { version: 2, text: draft() } });
    // The chair writes too, audited; the text rule applies to every clause.
    const chairSave = await t.call('PUT', staffUrl(fx.a.id, paper.id), {
      cookie: fx.chair.cookie,
      body: { baseVersion: 2, text: withOperative(draft(), 'o1', '  Insta\u202E a los Estados; ') },
    });
    expectError(chairSave, 400, 'VALIDATION');
    const chair = await t.call('PUT', staffUrl(fx.a.id, paper.id), {
      cookie: fx.chair.cookie,
      body: { baseVersion: 2, text: withOperative(draft(), 'o1', '  Insta a los Estados; ') },
    });
    expect(chair.statusCode, chair.body).toBe(200);
    expect(chair.json().paper.text.operative[0].text).toBe('Insta a los Estados;');
    expect((await auditOf(t, fx.gestor.cookie)).some((e) => e.action === 'working_paper.saved')).toBe(true);
    // Chile, not a sponsor, is added by the chair.
    const byChair = await t.call('POST', `${staffUrl(fx.a.id, paper.id)}/sponsors`, {
      cookie: fx.chair.cookie,
      body: { delegationId: seated.ids.Chile },
    });
    expect(byChair.json().sponsors.map((s: { name: string }) => s.name)).toEqual(['Argelia', 'Brasil', 'Chile']);
  });

  it('merges a save on an older version when the two changed different clauses, keeping each version', async () => {
    const paper = await created('Argelia', 'Energía');
    await t.call('POST', `/api/room/papers/${paper.id}/sponsors`, { cookie: phones.Argelia, body: { delegationId: seated.ids.Brasil } });
    await saved('Argelia', paper.id, 1, draft('Energía'));
    // Both write on version 2: Argelia changes o1 and adds a clause after it, Brasil changes p2 and o2's (i).
    const argelia = withOperative(draft('Energía'), 'o1', 'Exhorta a todos los Estados a invertir en energía limpia;');
    argelia.operative.splice(1, 0, { id: 'o1b', text: 'Pide informes anuales;', subClauses: [] });
    const brasil = draft('Energía');
    brasil.preambular[1] = { id: 'p2', text: 'Alarmada por la sequía,' };
    (brasil.operative[1]?.subClauses[0]?.subClauses[0] as { text: string }).text = 'con metas trimestrales;';
    expect((await saved('Argelia', paper.id, 2, argelia)).merged).toBe(false);
    const merged = await saved('Brasil', paper.id, 2, brasil);
    expect(merged.merged).toBe(true);
    expect(merged.paper.version).toBe(4);
    expect(merged.paper.text.preambular[1]?.text).toBe('Alarmada por la sequía,');
    expect(merged.paper.text.operative.map((c) => c.text)).toEqual([
      'Exhorta a todos los Estados a invertir en energía limpia;',
      'Pide informes anuales;',
      'Recomienda:',
    ]);
    expect(merged.paper.text.operative[2]?.subClauses[0]?.subClauses[0]?.text).toBe('con metas trimestrales;');
    const versions = await t.ctx.db
      .selectFrom('workingPaperVersion')
      .select(['version', 'merged'])
      .where('paperId', '=', paper.id)
      .orderBy('version')
      .execute();
    expect(versions).toEqual([
      { version: 1, merged: 0 },
      { version: 2, merged: 0 },
      { version: 3, merged: 0 },
      { version: 4, merged: 1 },
    ]);
  });

  it('refuses a save that changed the same clause, naming it, with the text as saved, and overwrites nothing', async () => {
    const paper = await created('Argelia', 'Salud');
    await t.call('POST', `/api/room/papers/${paper.id}/sponsors`, { cookie: phones.Argelia, body: { delegationId: seated.ids.Brasil } });
    await saved('Argelia', paper.id, 1, draft('Salud'));
    await saved('Argelia', paper.id, 2, withOperative(draft('Salud'), 'o2', 'Recomienda con urgencia:'));
    const res = await save(phones.Brasil, paper.id, 2, withOperative(draft('Salud'), 'o2', 'Sugiere:'));
    expectError(res, 409, 'WORKING_PAPER_CONFLICT');
    const body = res.json() as PaperConflictAnswer;
    expect(body.message).toBe('Otra persona guardó antes un cambio en la cláusula operativa 2. Elige qué texto queda y vuelve a guardar.');
    expect(body.conflicts).toEqual([{ part: 'operative', clauseId: 'o2', number: 2 }]);
    expect(body.paper).toMatchObject({ version: 3, text: { operative: [{}, { text: 'Recomienda con urgencia:' }] } });
    expect((await read('Brasil', paper.id)).version).toBe(3);
    // Resolved on the version in force, it saves.
    expect((await saved('Brasil', paper.id, 3, withOperative(draft('Salud'), 'o2', 'Sugiere con urgencia:'))).paper.version).toBe(4);
    expectError(await save(phones.Brasil, paper.id, 9, draft('Salud')), 409, 'WORKING_PAPER_VERSION_UNKNOWN');
  });

  it('loses no one’s words when two sponsors save at once on the same version', async () => {
    const paper = await created('Argelia', 'Educación');
    await t.call('POST', `/api/room/papers/${paper.id}/sponsors`, { cookie: phones.Argelia, body: { delegationId: seated.ids.Brasil } });
    await saved('Argelia', paper.id, 1, draft('Educación'));
    for (let round = 0; round < 5; round += 1) {
      const { version, text } = await read('Argelia', paper.id);
      const [a, b] = await Promise.all([
        save(phones.Argelia, paper.id, version, withOperative(text, 'o1', `Argelia ${round};`)),
        save(phones.Brasil, paper.id, version, {
          ...text,
          preambular: text.preambular.map((p) => (p.id === 'p1' ? { ...p, text: `Brasil ${round},` } : p)),
        }),
      ]);
      expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
      const now = await read('Brasil', paper.id);
      expect(now.version).toBe(version + 2);
      expect(now.text.operative[0]?.text).toBe(`Argelia ${round};`);
      expect(now.text.preambular[0]?.text).toBe(`Brasil ${round},`);
    }
  });
});
