import type { PaperText, PaperVersionDiff, PaperVersionList, WorkingPaper } from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { describeWithApp, expectError, type TestApp } from '../../../test/harness';
import { openPhone, type PhoneDelegations, seatPhoneDelegations } from '../../../test/room-phones';

describeWithApp('working papers: the version history and its diff (%s)', {}, (app) => {
  let t: TestApp;
  let fx = {} as TwoCommissions;
  let seated = {} as PhoneDelegations;
  const phones: Record<string, string> = {};
  let paper = {} as WorkingPaper;

  const roomUrl = (path = '') => `/api/room/papers/${paper.id}/versions${path}`;
  const staffUrl = (path = '') => `/api/commissions/${fx.a.id}/papers/${paper.id}/versions${path}`;
  const ok = async <T>(url: string, cookie: string) => {
    const res = await t.call('GET', url, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const save = async (cookie: string, url: string, baseVersion: number, text: PaperText) => {
    const res = await t.call('PUT', url, { cookie, body: { baseVersion, text } });
    expect(res.statusCode, res.body).toBe(200);
  };

  const title = 'Acceso al agua potable';
  const argelia: PaperText = {
    title,
    preambular: [{ id: 'p1', text: 'Recordando la Agenda 2030,' }],
    operative: [{ id: 'o1', text: 'Exhorta a los Estados a invertir en agua potable;', subClauses: [] }],
  };
  const brasil: PaperText = {
    title,
    preambular: [],
    operative: [{ id: 'b1', text: 'Pide un informe anual;', subClauses: [{ id: 'b1a', text: 'con datos abiertos;', subClauses: [] }] }],
  };

  beforeAll(async () => {
    t = app();
    fx = await seedTwoCommissions(t);
    seated = await seatPhoneDelegations(t, fx.a.id, ['Argelia', 'Brasil'], 'WPH');
    const elsewhere = await seatPhoneDelegations(t, fx.b.id, ['Noruega'], 'WPHB');
    for (const name of ['Argelia', 'Brasil']) phones[name] = await openPhone(t, seated.codes[name] as string);
    phones.Noruega = await openPhone(t, elsewhere.codes.Noruega as string);
    const created = await t.call('POST', '/api/room/papers', { cookie: phones.Argelia, body: { title } });
    paper = created.json() as WorkingPaper;
    await t.call('POST', `/api/room/papers/${paper.id}/sponsors`, { cookie: phones.Argelia, body: { delegationId: seated.ids.Brasil } });
    // Version 2 by Argelia; Brasil's save written on version 1 is merged with it (version 3); the chair's is version 4.
    await save(phones.Argelia as string, `/api/room/papers/${paper.id}`, 1, argelia);
    await save(phones.Brasil as string, `/api/room/papers/${paper.id}`, 1, brasil);
    // The merge puts Brasil's clause first: it follows none on Brasil's side.
    const merged = { ...argelia, operative: [...brasil.operative, ...argelia.operative] };
    await save(fx.chair.cookie, `/api/commissions/${fx.a.id}/papers/${paper.id}`, 3, {
      ...merged,
      operative: merged.operative.map((c) => (c.id === 'o1' ? { ...c, text: 'Insta a los Estados a invertir en agua potable;' } : c)),
    });
  });

  it('refuses another commission’s phone and chair, a caller without a phone or a session', async () => {
    expectError(await t.call('GET', roomUrl(), { cookie: phones.Noruega }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', roomUrl('/2/diff'), { cookie: phones.Noruega }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', roomUrl()), 403, 'ROOM_DEVICE_MISSING');
    expectError(await t.call('GET', staffUrl()), 401, 'UNAUTHENTICATED');
    expectError(await t.call('GET', staffUrl(), { cookie: fx.otherChair.cookie }), 403, 'FORBIDDEN');
    expectError(await t.call('GET', staffUrl('/2/diff'), { cookie: fx.otherChair.cookie }), 403, 'FORBIDDEN');
    // The Gestor reads it, as it reads the paper.
    expect((await ok<PaperVersionList>(staffUrl(), fx.gestor.cookie)).versions).toHaveLength(4);
  });

  it('lists the versions, the newest first, each named after the delegation or the account that saved it', async () => {
    const { versions } = await ok<PaperVersionList>(roomUrl(), phones.Brasil as string);
    expect(versions.map(({ version, by, merged }) => ({ version, by, merged }))).toEqual([
      { version: 4, by: { kind: 'staff', name: fx.chair.name }, merged: false },
      { version: 3, by: { kind: 'delegation', name: 'Brasil' }, merged: true },
      { version: 2, by: { kind: 'delegation', name: 'Argelia' }, merged: false },
      { version: 1, by: { kind: 'delegation', name: 'Argelia' }, merged: false },
    ]);
    expect(versions.every((v) => !Number.isNaN(Date.parse(v.savedAt)))).toBe(true);
    expect(versions[0]).not.toHaveProperty('body');
    expect(await ok<PaperVersionList>(staffUrl(), fx.chair.cookie)).toEqual({ versions });
  });

  it('compares a version with the one before it, and with version 1', async () => {
    const previous = await ok<PaperVersionDiff>(roomUrl('/3/diff'), phones.Argelia as string);
    expect(previous).toMatchObject({ from: 2, version: 3 });
    expect(previous.diff.operative.map((c) => [c.id, c.status, c.at, c.was])).toEqual([
      ['b1', 'added', 1, null],
      ['o1', 'same', 2, 1],
    ]);
    expect(previous.diff.operative[0]?.subClauses.map((s) => [s.id, s.status])).toEqual([['b1a', 'added']]);

    const chair = await ok<PaperVersionDiff>(staffUrl('/4/diff'), fx.chair.cookie);
    expect(chair.diff.operative.find((c) => c.id === 'o1')?.segments.filter((s) => s.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'Exhorta' },
      { kind: 'added', text: 'Insta' },
    ]);

    const fromFirst = await ok<PaperVersionDiff>(roomUrl('/4/diff?from=1'), phones.Argelia as string);
    expect(fromFirst).toMatchObject({ from: 1, version: 4, diff: { title: { status: 'same' } } });
    expect(fromFirst.diff.preambular.map((c) => c.status)).toEqual(['added']);
    expect(fromFirst.diff.operative.map((c) => c.status)).toEqual(['added', 'added']);
    // Version 1 against itself: the empty paper, nothing changed.
    expect((await ok<PaperVersionDiff>(staffUrl('/1/diff'), fx.gestor.cookie)).from).toBe(1);
  });

  it('answers NOT_FOUND in Spanish for a version the paper does not have, and 400 for one that cannot be', async () => {
    const unknown = await t.call('GET', roomUrl('/9/diff'), { cookie: phones.Argelia });
    expectError(unknown, 404, 'NOT_FOUND');
    expect(unknown.json().message).toBe('El documento de trabajo no tiene una versión 9.');
    expectError(await t.call('GET', staffUrl('/2/diff?from=7'), { cookie: fx.chair.cookie }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/room/papers/ninguno/versions`, { cookie: phones.Argelia }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', roomUrl('/0/diff'), { cookie: phones.Argelia }), 400, 'VALIDATION');
    expectError(await t.call('GET', roomUrl('/2/diff?from=dos'), { cookie: phones.Argelia }), 400, 'VALIDATION');
  });
});
