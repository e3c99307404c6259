import type { Commission, Profile } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, commissionBody, DATABASES, expectError, startTestApp, type TestAccount, type TestApp } from '../../../test/harness';

const CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/;

describe.each(DATABASES)('commissions routes (%s)', (kind) => {
  let t: TestApp;
  let gestor: TestAccount;
  let logistica: TestAccount;
  let chairA: TestAccount;
  let a: Commission;
  let b: Commission;

  const list = async (cookie: string, query = '') => {
    const res = await t.call('GET', `/api/commissions${query}`, { cookie });
    expect(res.statusCode).toBe(200);
    return res.json() as Commission[];
  };
  const get = async (id: string, cookie = gestor.cookie) => {
    const res = await t.call('GET', `/api/commissions/${id}`, { cookie });
    expect(res.statusCode).toBe(200);
    return res.json() as Commission;
  };
  const create = (body: unknown, cookie = gestor.cookie) => t.call('POST', '/api/commissions', { cookie, body });
  const profileOf = async (uid: string) =>
    ((await t.call('GET', '/api/users', { cookie: gestor.cookie })).json() as Profile[]).find((p) => p.uid === uid);

  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.accountFor('Gestor');
    logistica = await t.accountFor('Logistica');
    a = (await create(commissionBody('Asamblea General'))).json();
    b = (await create(commissionBody('Consejo de Seguridad', { kind: 'consejo_seguridad', capacity: 15 }))).json();
    chairA = await t.accountFor('Presidente', { comissionId: a.id, name: 'Pilar Presidenta' });
  });
  afterAll(() => t?.destroy());

  describe('POST /api/commissions', () => {
    it('answers 401 anonymous and 403 to a Presidente or Logistica, creating nothing', async () => {
      expectError(await create(commissionBody('Intrusa'), ''), 401, 'UNAUTHENTICATED');
      expectError(await create(commissionBody('Intrusa'), chairA.cookie), 403, 'FORBIDDEN');
      expectError(await create(commissionBody('Intrusa'), logistica.cookie), 403, 'FORBIDDEN');
      expect((await list(gestor.cookie)).map((c) => c.name)).not.toContain('Intrusa');
    });

    it('creates a commission (201) with defaults and a 10-character projection code', async () => {
      const res = await create({
        name: '  Consejo Económico y Social ',
        acronym: 'ECOSOC',
        kind: 'otra',
        capacity: 54,
        topics: ['Deuda', 'Empleo juvenil'],
        room: '',
      });
      expect(res.statusCode).toBe(201);
      const c = res.json() as Commission;
      expect(c).toMatchObject({
        name: 'Consejo Económico y Social',
        acronym: 'ECOSOC',
        kind: 'otra',
        capacity: 54,
        topics: ['Deuda', 'Empleo juvenil'],
        description: '',
        room: null,
        language: 'Español',
        archived: false,
        chairs: [],
        rules: { speakingTimeSeconds: 90, majorityBase: 'presentes', usesPresentAndVoting: true },
      });
      expect(c.rules.quorumFraction).toBeCloseTo(1 / 4);
      // Not an assembly: a quarter of the members opens debate.
      expect(c.rules.debateQuorum).toEqual({ numerator: 1, denominator: 4 });
      expect(c.banner).toEqual({ theme: 'oscuro', showHeadlines: true, scale: 'normal' });
      expect(c.projectionCode).toMatch(CODE);
      expect(await get(c.id)).toEqual(c);
      expect((await list(gestor.cookie)).map((x) => x.id)).toContain(c.id);
      expect((await auditOf(t, gestor.cookie)).find((e) => e.action === 'commission.created' && e.entityId === c.id)).toMatchObject({
        actorId: gestor.uid,
      });
    });

    it('stores the debate quorum of the kind: a third in an assembly, a quarter in a Security Council', async () => {
      expect(a.rules.debateQuorum).toEqual({ numerator: 1, denominator: 3 });
      expect(b.rules.debateQuorum).toEqual({ numerator: 1, denominator: 4 });
      expect((await get(b.id)).rules.debateQuorum).toEqual({ numerator: 1, denominator: 4 });
    });

    it('gives each commission its own projection code', async () => {
      expect(a.projectionCode).toMatch(CODE);
      expect(b.projectionCode).toMatch(CODE);
      expect(a.projectionCode).not.toBe(b.projectionCode);
    });

    it('answers 409 COMMISSION_NAME_TAKEN to a name already used, whatever its case', async () => {
      const before = (await list(gestor.cookie, '?archived=true')).length;
      expectError(await create(commissionBody('ASAMBLEA general')), 409, 'COMMISSION_NAME_TAKEN');
      expectError(await create(commissionBody(' Asamblea General ')), 409, 'COMMISSION_NAME_TAKEN');
      expect((await list(gestor.cookie, '?archived=true')).length).toBe(before);
    });

    it('answers 400 VALIDATION to bad input (capacity 0, no name, unknown kind, bad rules) and creates nothing', async () => {
      const before = (await list(gestor.cookie, '?archived=true')).length;
      const { name: _name, ...noName } = commissionBody('Sin Nombre');
      const cases: [unknown, string][] = [
        [commissionBody('Capacidad Cero', { capacity: 0 }), 'capacity'],
        [noName, 'name'],
        [commissionBody('Tipo Raro', { kind: 'tribunal' }), 'kind'],
        [commissionBody('Quórum Imposible', { rules: { quorumFraction: 2 } }), 'rules.quorumFraction'],
        [commissionBody('Capacidad Decimal', { capacity: 10.5 }), 'capacity'],
      ];
      for (const [body, field] of cases) {
        const res = await create(body);
        expectError(res, 400, 'VALIDATION');
        expect(res.json().fields, field).toHaveProperty([field]);
      }
      expect((await list(gestor.cookie, '?archived=true')).length).toBe(before);
    });
  });

  describe('GET /api/commissions and /api/commissions/:id', () => {
    it('answers 401 anonymous', async () => {
      expectError(await t.call('GET', '/api/commissions'), 401, 'UNAUTHENTICATED');
      expectError(await t.call('GET', `/api/commissions/${a.id}`), 401, 'UNAUTHENTICATED');
    });

    it('shows a Presidente only their own commission (with its code) and answers 403 on another', async () => {
      const own = await list(chairA.cookie);
      expect(own.map((c) => c.id)).toEqual([a.id]);
      expect(own[0].projectionCode).toMatch(CODE);
      expect((await get(a.id, chairA.cookie)).projectionCode).toBe(own[0].projectionCode);
      expectError(await t.call('GET', `/api/commissions/${b.id}`, { cookie: chairA.cookie }), 403, 'FORBIDDEN');
    });

    it('shows a Presidente without a commission nothing', async () => {
      const loose = await t.accountFor('Presidente');
      expect(await list(loose.cookie)).toEqual([]);
      expectError(await t.call('GET', `/api/commissions/${a.id}`, { cookie: loose.cookie }), 403, 'FORBIDDEN');
    });

    it('shows Logistica every commission without projection codes', async () => {
      const seen = await list(logistica.cookie);
      expect(seen.map((c) => c.id)).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(seen.map((c) => c.projectionCode)).toEqual(seen.map(() => null));
      expect((await get(a.id, logistica.cookie)).projectionCode).toBeNull();
    });

    it('shows the Gestor every commission with codes, sorted by name; 404 for an unknown id', async () => {
      const all = await list(gestor.cookie);
      expect(all.every((c) => CODE.test(c.projectionCode ?? ''))).toBe(true);
      // Sorted by name (only an order every collation agrees on is checked).
      expect(all[0].name).toBe('Asamblea General');
      expectError(await t.call('GET', '/api/commissions/no-existe', { cookie: gestor.cookie }), 404, 'NOT_FOUND');
    });
  });

  describe('GET /api/commissions/public', () => {
    const publicList = async (cookie = '') => {
      const res = await t.call('GET', '/api/commissions/public', { cookie });
      expect(res.statusCode).toBe(200);
      return res.json() as Record<string, unknown>[];
    };

    it('shows anyone the active commissions with name, acronym, kind, topics, room and public documents only', async () => {
      const c = (
        await create(
          commissionBody('Comisión de Derechos Humanos', { acronym: 'CDH', topics: ['Migración', 'Privacidad'], room: 'Aula 204' }),
        )
      ).json() as Commission;
      const seen = await publicList();
      expect(seen.find((x) => x.name === c.name)).toEqual({
        name: 'Comisión de Derechos Humanos',
        acronym: 'CDH',
        kind: 'asamblea',
        topics: ['Migración', 'Privacidad'],
        room: 'Aula 204',
        documents: [],
      });
      // Nothing only staff may read: no ids, chairs, projection codes, rules or capacity.
      expect(new Set(seen.flatMap((x) => Object.keys(x)))).toEqual(new Set(['name', 'acronym', 'kind', 'topics', 'room', 'documents']));
      expect(JSON.stringify(seen)).not.toContain(c.id);
      expect(JSON.stringify(seen)).not.toContain(c.projectionCode ?? '-');
      // Staff read the same list.
      expect(await publicList(chairA.cookie)).toEqual(seen);
    });

    it('follows changes at once: a new room, an archived commission gone', async () => {
      const c = (await create(commissionBody('Comité de Crisis', { kind: 'crisis', room: 'Sala 1' }))).json() as Commission;
      expect((await publicList()).find((x) => x.name === c.name)?.room).toBe('Sala 1');
      const settings = {
        name: c.name,
        topics: ['Apagón'],
        room: 'Sala 2',
        rules: { ...c.rules, debateQuorum: c.rules.debateQuorum ?? { numerator: 1, denominator: 4 } },
      };
      expect((await t.call('PATCH', `/api/commissions/${c.id}/settings`, { cookie: gestor.cookie, body: settings })).statusCode).toBe(200);
      expect((await publicList()).find((x) => x.name === c.name)).toMatchObject({ room: 'Sala 2', topics: ['Apagón'] });
      await t.call('POST', `/api/commissions/${c.id}/archive`, { cookie: gestor.cookie });
      expect((await publicList()).map((x) => x.name)).not.toContain(c.name);
    });
  });

  describe('PATCH /api/commissions/:id', () => {
    it('answers 401 anonymous and 403 to the commission’s own Presidente', async () => {
      const body = commissionBody('Asamblea General', { capacity: 1 });
      expectError(await t.call('PATCH', `/api/commissions/${a.id}`, { body }), 401, 'UNAUTHENTICATED');
      expectError(await t.call('PATCH', `/api/commissions/${a.id}`, { cookie: chairA.cookie, body }), 403, 'FORBIDDEN');
      expect((await get(a.id)).capacity).toBe(a.capacity);
    });

    it('saves the changes (the code stays) and lets a commission change the case of its own name', async () => {
      const res = await t.call('PATCH', `/api/commissions/${b.id}`, {
        cookie: gestor.cookie,
        body: commissionBody('CONSEJO DE SEGURIDAD', {
          kind: 'consejo_seguridad',
          capacity: 20,
          room: 'Aula 3',
          rules: { speakingTimeSeconds: 60 },
        }),
      });
      expect(res.statusCode).toBe(200);
      const saved = await get(b.id);
      expect(saved).toMatchObject({ name: 'CONSEJO DE SEGURIDAD', capacity: 20, room: 'Aula 3', projectionCode: b.projectionCode });
      expect(saved.rules.speakingTimeSeconds).toBe(60);
      expect((await auditOf(t, gestor.cookie)).find((e) => e.action === 'commission.updated' && e.entityId === b.id)).toBeTruthy();
    });

    it('answers 409 COMMISSION_NAME_TAKEN to another commission’s name and 404 to an unknown id', async () => {
      expectError(
        await t.call('PATCH', `/api/commissions/${b.id}`, { cookie: gestor.cookie, body: commissionBody('asamblea general') }),
        409,
        'COMMISSION_NAME_TAKEN',
      );
      expect((await get(b.id)).name).toBe('CONSEJO DE SEGURIDAD');
      expectError(
        await t.call('PATCH', '/api/commissions/no-existe', { cookie: gestor.cookie, body: commissionBody('Nueva') }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('POST /api/commissions/:id/projection-code', () => {
    it('answers 401 anonymous and 403 to Logistica and to the Presidente of another commission', async () => {
      const otherChair = await t.accountFor('Presidente', { comissionId: b.id });
      expectError(await t.call('POST', `/api/commissions/${a.id}/projection-code`), 401, 'UNAUTHENTICATED');
      expectError(await t.call('POST', `/api/commissions/${a.id}/projection-code`, { cookie: logistica.cookie }), 403, 'FORBIDDEN');
      expectError(await t.call('POST', `/api/commissions/${a.id}/projection-code`, { cookie: otherChair.cookie }), 403, 'FORBIDDEN');
      expect((await get(a.id)).projectionCode).toBe(a.projectionCode);
    });

    it('lets the commission’s own Presidente replace the code', async () => {
      const before = (await get(a.id)).projectionCode;
      const res = await t.call('POST', `/api/commissions/${a.id}/projection-code`, { cookie: chairA.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().projectionCode).toMatch(CODE);
      expect(res.json().projectionCode).not.toBe(before);
      expect((await get(a.id)).projectionCode).toBe(res.json().projectionCode);
      a = await get(a.id);
    });

    it('replaces the code; the chair sees the new one', async () => {
      const res = await t.call('POST', `/api/commissions/${a.id}/projection-code`, { cookie: gestor.cookie });
      expect(res.statusCode).toBe(200);
      const code = res.json().projectionCode;
      expect(code).toMatch(CODE);
      expect(code).not.toBe(a.projectionCode);
      expect((await get(a.id)).projectionCode).toBe(code);
      expect((await get(a.id, chairA.cookie)).projectionCode).toBe(code);
      expect(
        (await auditOf(t, gestor.cookie)).find((e) => e.action === 'commission.projection_code_regenerated' && e.entityId === a.id),
      ).toBeTruthy();
    });
  });

  describe('POST /api/commissions/:id/archive and /unarchive', () => {
    it('answers 401 anonymous and 403 to a Presidente', async () => {
      expectError(await t.call('POST', `/api/commissions/${a.id}/archive`), 401, 'UNAUTHENTICATED');
      expectError(await t.call('POST', `/api/commissions/${a.id}/archive`, { cookie: chairA.cookie }), 403, 'FORBIDDEN');
      expect((await get(a.id)).archived).toBe(false);
    });

    it('archiving hides a commission from the default list; ?archived=true shows it; unarchive brings it back', async () => {
      const c = (await create(commissionBody('Comisión Histórica'))).json() as Commission;
      const archived = await t.call('POST', `/api/commissions/${c.id}/archive`, { cookie: gestor.cookie });
      expect(archived.statusCode).toBe(200);
      expect(archived.json().archived).toBe(true);
      expect((await list(gestor.cookie)).map((x) => x.id)).not.toContain(c.id);
      expect((await list(logistica.cookie)).map((x) => x.id)).not.toContain(c.id);
      expect((await list(gestor.cookie, '?archived=true')).find((x) => x.id === c.id)?.archived).toBe(true);
      // The name stays taken while archived.
      expectError(await create(commissionBody('comisión histórica')), 409, 'COMMISSION_NAME_TAKEN');

      const back = await t.call('POST', `/api/commissions/${c.id}/unarchive`, { cookie: gestor.cookie });
      expect(back.json().archived).toBe(false);
      expect((await list(gestor.cookie)).map((x) => x.id)).toContain(c.id);
      const actions = (await auditOf(t, gestor.cookie)).filter((e) => e.entityId === c.id).map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['commission.archived', 'commission.unarchived']));
    });
  });

  describe('PUT /api/commissions/:id/chairs', () => {
    let chairB1: TestAccount;
    let chairB2: TestAccount;
    const put = (id: string, userIds: string[], cookie = gestor.cookie) =>
      t.call('PUT', `/api/commissions/${id}/chairs`, { cookie, body: { userIds } });

    beforeAll(async () => {
      chairB1 = await t.accountFor('Presidente', { name: 'Bruno Uno' });
      chairB2 = await t.accountFor('Presidente', { name: 'Berta Dos' });
    });

    it('answers 401 anonymous and 403 to a Presidente, changing nothing', async () => {
      expectError(await put(a.id, [chairB1.uid], ''), 401, 'UNAUTHENTICATED');
      expectError(await put(a.id, [chairB1.uid], chairA.cookie), 403, 'FORBIDDEN');
      expect((await get(a.id)).chairs.map((c) => c.uid)).toEqual([chairA.uid]);
    });

    it('sets the chairs: shown on the commission, in each chair’s profile, and in what they may open', async () => {
      const res = await put(b.id, [chairB1.uid, chairB2.uid]);
      expect(res.statusCode).toBe(200);
      expect(res.json().chairs).toEqual([
        { uid: chairB2.uid, name: 'Berta Dos', email: chairB2.email },
        { uid: chairB1.uid, name: 'Bruno Uno', email: chairB1.email },
      ]);
      expect((await get(b.id)).chairs.map((c) => c.uid).sort()).toEqual([chairB1.uid, chairB2.uid].sort());
      expect((await t.call('GET', '/api/profile', { cookie: chairB1.cookie })).json().comissionId).toBe(b.id);
      expect((await profileOf(chairB2.uid))?.comissionId).toBe(b.id);
      expect((await list(chairB1.cookie)).map((c) => c.id)).toEqual([b.id]);
      expect((await get(b.id, chairB2.cookie)).projectionCode).toMatch(CODE);
      expect((await auditOf(t, gestor.cookie)).find((e) => e.action === 'commission.chairs_changed' && e.entityId === b.id)).toBeTruthy();
    });

    it('replacing the chairs frees the ones left out', async () => {
      const res = await put(b.id, [chairB1.uid]);
      expect(res.json().chairs.map((c: { uid: string }) => c.uid)).toEqual([chairB1.uid]);
      expect((await profileOf(chairB2.uid))?.comissionId).toBeNull();
      expectError(await t.call('GET', `/api/commissions/${b.id}`, { cookie: chairB2.cookie }), 403, 'FORBIDDEN');
    });

    it('reads each commission once with its own chairs in Spanish order: in the list, alone and in a change’s answer', async () => {
      const chairB3 = await t.accountFor('Presidente', { name: 'Álvaro Tres' });
      await put(b.id, [chairB1.uid, chairB3.uid, chairB2.uid]);
      const names = ['Álvaro Tres', 'Berta Dos', 'Bruno Uno'];
      expect((await get(b.id)).chairs.map((c) => c.name)).toEqual(names);
      const listed = await list(gestor.cookie);
      expect(new Set(listed.map((c) => c.id)).size).toBe(listed.length);
      expect(listed.find((c) => c.id === b.id)?.chairs.map((c) => c.name)).toEqual(names);
      expect(listed.find((c) => c.id === a.id)?.chairs.map((c) => c.uid)).toEqual([chairA.uid]);
      expect(listed.some((c) => c.chairs.length === 0)).toBe(true);
      const changed = await t.call('POST', `/api/commissions/${b.id}/projection-code`, { cookie: gestor.cookie });
      expect(changed.json().chairs.map((c: { name: string }) => c.name)).toEqual(names);
      await put(b.id, [chairB1.uid]);
    });

    it('answers 400 CHAIR_NOT_PRESIDENT to a non-Presidente or unknown uid and changes nothing', async () => {
      expectError(await put(b.id, [chairB2.uid, logistica.uid]), 400, 'CHAIR_NOT_PRESIDENT');
      expectError(await put(b.id, [gestor.uid]), 400, 'CHAIR_NOT_PRESIDENT');
      expectError(await put(b.id, ['no-existe']), 400, 'CHAIR_NOT_PRESIDENT');
      expect((await get(b.id)).chairs.map((c) => c.uid)).toEqual([chairB1.uid]);
      expect((await profileOf(chairB2.uid))?.comissionId).toBeNull();
      expect((await profileOf(chairB1.uid))?.comissionId).toBe(b.id);
      expect((await profileOf(logistica.uid))?.comissionId).toBeNull();
    });

    it('answers 409 COMMISSION_ARCHIVED on an archived commission and 404 on an unknown one', async () => {
      const c = (await create(commissionBody('Comisión Dormida'))).json() as Commission;
      await t.call('POST', `/api/commissions/${c.id}/archive`, { cookie: gestor.cookie });
      expectError(await put(c.id, [chairB2.uid]), 409, 'COMMISSION_ARCHIVED');
      expect((await profileOf(chairB2.uid))?.comissionId).toBeNull();
      expectError(await put('no-existe', [chairB2.uid]), 404, 'NOT_FOUND');
    });

    it('an empty list removes every chair', async () => {
      const res = await put(b.id, []);
      expect(res.statusCode).toBe(200);
      expect(res.json().chairs).toEqual([]);
      expect((await profileOf(chairB1.uid))?.comissionId).toBeNull();
      expect(await list(chairB1.cookie)).toEqual([]);
    });
  });
});
