import type { Commission, Country, Delegation } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, DATABASES, expectError, startTestApp, type TestApp } from '../../../test/harness';
import { adultPersonal, createCommission, insertDelegate, seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';

describe.each(DATABASES)('delegations routes (%s)', (kind) => {
  let t: TestApp;
  /** The Gestor, Logística and two commissions with their chairs, seeded before the tests. */
  let { gestor, logistica, chair, otherChair, a, b } = {} as TwoCommissions;
  let small: Commission;

  const listOf = async (commissionId: string, cookie = gestor.cookie) => {
    const res = await t.call('GET', `/api/commissions/${commissionId}/delegations`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Delegation[];
  };
  const add = (commissionId: string, body: unknown, cookie = chair.cookie) =>
    t.call('POST', `/api/commissions/${commissionId}/delegations`, { cookie, body });
  const added = async (commissionId: string, body: unknown, cookie = chair.cookie) => {
    const res = await add(commissionId, body, cookie);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Delegation;
  };
  /** Seats a delegate in a delegation directly in the database (the assignment API is another feature's). */
  const seat = async (delegation: Delegation, doc: string) => {
    await insertDelegate(
      t,
      adultPersonal({ lastNames: 'Sentada', documentNumber: doc, email: `${doc}@x.test` }),
      { status: 'asignado' },
      { commissionId: delegation.commissionId, delegationId: delegation.id },
    );
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ gestor, logistica, a, b, chair, otherChair } = await seedTwoCommissions(t, { kind: 'consejo_seguridad', capacity: 15 }));
    small = await createCommission(t, gestor.cookie, 'Comité Pequeño', { capacity: 2 });
  });
  afterAll(() => t?.destroy());

  describe('GET /api/countries', () => {
    it('answers 401 to anonymous callers', async () => {
      expectError(await t.call('GET', '/api/countries'), 401, 'UNAUTHENTICATED');
    });

    it('lists the 193 UN members and 2 observer states in Spanish, sorted by name', async () => {
      for (const cookie of [gestor.cookie, chair.cookie, logistica.cookie]) {
        const res = await t.call('GET', '/api/countries', { cookie });
        expect(res.statusCode).toBe(200);
      }
      const list = (await t.call('GET', '/api/countries', { cookie: chair.cookie })).json() as Country[];
      expect(list).toHaveLength(195);
      expect(list.filter((c) => c.status === 'member')).toHaveLength(193);
      expect(list.filter((c) => c.status === 'observer')).toEqual([
        { code: 'PS', name: 'Estado de Palestina', status: 'observer' },
        { code: 'VA', name: 'Santa Sede', status: 'observer' },
      ]);
      expect(list.find((c) => c.code === 'CO')).toEqual({ code: 'CO', name: 'Colombia', status: 'member' });
      expect(list.find((c) => c.code === 'JP')?.name).toBe('Japón');
      expect(list.map((c) => c.name)).toEqual([...list.map((c) => c.name)].sort((x, y) => x.localeCompare(y, 'es')));
      expect(list.some((c) => c.code === 'TW' || c.code === 'XK' || c.code === 'PR')).toBe(false);
    });
  });

  describe('GET /api/commissions/:id/delegations', () => {
    it('answers 401 anonymous and 403 to the Presidente of another commission', async () => {
      expectError(await t.call('GET', `/api/commissions/${a.id}/delegations`), 401, 'UNAUTHENTICATED');
      expectError(await t.call('GET', `/api/commissions/${a.id}/delegations`, { cookie: otherChair.cookie }), 403, 'FORBIDDEN');
    });

    it('lets the Gestor, the own Presidente and Logistica read; 404 for an unknown commission', async () => {
      expect(await listOf(a.id, chair.cookie)).toEqual([]);
      expect(await listOf(a.id, logistica.cookie)).toEqual([]);
      expectError(await t.call('GET', '/api/commissions/nope/delegations', { cookie: gestor.cookie }), 404, 'NOT_FOUND');
    });
  });

  describe('POST /api/commissions/:id/delegations', () => {
    it('answers 401 anonymous, 403 to Logistica and to the Presidente of another commission, creating nothing', async () => {
      expectError(await add(a.id, { name: 'Intrusa' }, ''), 401, 'UNAUTHENTICATED');
      expectError(await add(a.id, { name: 'Intrusa' }, logistica.cookie), 403, 'FORBIDDEN');
      expectError(await add(a.id, { name: 'Intrusa' }, otherChair.cookie), 403, 'FORBIDDEN');
      // The guard answers before the body is read.
      expectError(await add(a.id, { name: '' }, otherChair.cookie), 403, 'FORBIDDEN');
      expect(await listOf(a.id)).toEqual([]);
    });

    it('adds states and custom delegations in order, audited', async () => {
      const co = await added(a.id, { name: 'Colombia', isoCode: 'co' });
      expect(co).toMatchObject({
        commissionId: a.id,
        name: 'Colombia',
        isoCode: 'CO',
        kind: 'miembro',
        veto: false,
        position: 1,
        delegateCount: 0,
      });
      const fr = await added(a.id, { name: 'Francia', isoCode: 'FR', veto: true }, gestor.cookie);
      const va = await added(a.id, { name: 'Santa Sede', isoCode: 'VA', kind: 'observador' });
      const ngo = await added(a.id, { name: '  Amnistía Internacional ', kind: 'ong' });
      expect(ngo).toMatchObject({ name: 'Amnistía Internacional', isoCode: null, kind: 'ong', position: 4 });
      expect((await listOf(a.id, chair.cookie)).map((d) => [d.name, d.position, d.veto])).toEqual([
        ['Colombia', 1, false],
        ['Francia', 2, true],
        ['Santa Sede', 3, false],
        ['Amnistía Internacional', 4, false],
      ]);
      const audit = await auditOf(t, gestor.cookie);
      expect(audit.find((e) => e.action === 'delegation.created' && e.entityId === co.id)).toMatchObject({ actorId: chair.uid });
      expect(audit.find((e) => e.action === 'delegation.created' && e.entityId === fr.id)).toMatchObject({ actorId: gestor.uid });
      expect(va.kind).toBe('observador');
    });

    it('answers 409 DELEGATION_NAME_TAKEN to a name already used in the commission, whatever its case', async () => {
      const before = await listOf(a.id);
      for (const name of ['COLOMBIA', ' colombia ', 'amnistía internacional', 'AMNISTÍA INTERNACIONAL']) {
        const res = await add(a.id, { name });
        expectError(res, 409, 'DELEGATION_NAME_TAKEN');
        expect(res.json().message).toMatch(/Ya existe una delegación llamada/);
      }
      expect(await listOf(a.id)).toEqual(before);
      // Another commission may use the same name.
      await added(b.id, { name: 'Colombia', isoCode: 'CO' }, otherChair.cookie);
    });

    it('answers 409 COMMISSION_FULL when the commission has as many delegations as its capacity', async () => {
      await added(small.id, { name: 'Chile', isoCode: 'CL' }, gestor.cookie);
      await added(small.id, { name: 'Perú', isoCode: 'PE' }, gestor.cookie);
      const res = await add(small.id, { name: 'Bolivia', isoCode: 'BO' }, gestor.cookie);
      expectError(res, 409, 'COMMISSION_FULL');
      expect(res.json().message).toMatch(/ya tiene 2 delegaciones, su capacidad máxima/);
      expect((await listOf(small.id)).map((d) => d.name)).toEqual(['Chile', 'Perú']);
    });

    it('answers 400 to bad input with a Spanish message, creating nothing', async () => {
      const before = await listOf(a.id);
      const cases: [unknown, string][] = [
        [{ name: '' }, 'name'],
        [{}, 'name'],
        [{ name: 'x'.repeat(121) }, 'name'],
        [{ name: 'Utopía', isoCode: 'ZZZ' }, 'isoCode'],
        [{ name: 'Utopía', isoCode: 'ZZ' }, 'isoCode'],
        [{ name: 'Utopía', kind: 'planeta' }, 'kind'],
        [{ name: 'Utopía', veto: 'sí' }, 'veto'],
        [{ name: 'Cruz Roja', kind: 'ong', veto: true }, 'veto'],
      ];
      for (const [body, field] of cases) {
        const res = await add(a.id, body);
        expectError(res, 400, 'VALIDATION');
        expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
      }
      expect(await listOf(a.id)).toEqual(before);
    });

    it('answers 404 to an unknown commission (Gestor)', async () => {
      expectError(await add('nope', { name: 'Chile' }, gestor.cookie), 404, 'NOT_FOUND');
    });

    it('answers 409 COMMISSION_ARCHIVED on an archived commission', async () => {
      const archived = await createCommission(t, gestor.cookie, 'Comité Archivado');
      await t.call('POST', `/api/commissions/${archived.id}/archive`, { cookie: gestor.cookie });
      expectError(await add(archived.id, { name: 'Chile' }, gestor.cookie), 409, 'COMMISSION_ARCHIVED');
      expect(await listOf(archived.id)).toEqual([]);
    });
  });

  describe('PATCH /api/delegations/:delegationId', () => {
    const patch = (id: string, body: unknown, cookie = chair.cookie) => t.call('PATCH', `/api/delegations/${id}`, { cookie, body });

    it('answers 401 anonymous and 403 to Logistica and to the Presidente of another commission, changing nothing', async () => {
      const [co] = await listOf(a.id);
      expectError(await patch(co.id, { veto: true }, ''), 401, 'UNAUTHENTICATED');
      expectError(await patch(co.id, { veto: true }, logistica.cookie), 403, 'FORBIDDEN');
      expectError(await patch(co.id, { veto: true }, otherChair.cookie), 403, 'FORBIDDEN');
      expect((await listOf(a.id))[0]).toEqual(co);
    });

    it('changes the given fields only, audited with before and after', async () => {
      const [co] = await listOf(a.id);
      const res = await patch(co.id, { kind: 'observador' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: co.id, name: 'Colombia', isoCode: 'CO', kind: 'observador', veto: false, position: 1 });
      const back = (await patch(co.id, { kind: 'miembro', veto: true, name: 'República de Colombia' }, gestor.cookie)).json() as Delegation;
      expect(back).toMatchObject({ name: 'República de Colombia', kind: 'miembro', veto: true, isoCode: 'CO' });
      // Renaming to its own name in another case is not a clash.
      expect((await patch(co.id, { name: 'Colombia', veto: false, isoCode: null })).json()).toMatchObject({
        name: 'Colombia',
        veto: false,
        isoCode: null,
      });
      expect((await patch(co.id, { isoCode: 'CO' })).json()).toMatchObject({ isoCode: 'CO' });
      const entry = (await auditOf(t, gestor.cookie)).find((e) => e.action === 'delegation.updated' && e.entityId === co.id);
      expect(entry).toBeDefined();
    });

    it('answers 409 to a taken name, 400 to bad input, 404 to an unknown delegation, changing nothing', async () => {
      const before = await listOf(a.id);
      const [co, fr] = before;
      expectError(await patch(co.id, { name: 'FRANCIA' }), 409, 'DELEGATION_NAME_TAKEN');
      expectError(await patch(co.id, { name: '' }), 400, 'VALIDATION');
      expectError(await patch(co.id, { isoCode: 'QQ' }), 400, 'VALIDATION');
      expectError(await patch(fr.id, { kind: 'observador' }), 400, 'VALIDATION'); // keeps its veto
      expectError(await patch(co.id, { kind: 'nada' }), 400, 'VALIDATION');
      expectError(await patch('nope', { veto: true }), 404, 'NOT_FOUND');
      expect(await listOf(a.id)).toEqual(before);
    });
  });

  describe('PUT /api/commissions/:id/delegations/order', () => {
    const order = (id: string, ids: unknown, cookie = chair.cookie) =>
      t.call('PUT', `/api/commissions/${id}/delegations/order`, { cookie, body: { ids } });

    it('answers 401 anonymous and 403 to Logistica and to the Presidente of another commission', async () => {
      const ids = (await listOf(a.id)).map((d) => d.id).reverse();
      expectError(await order(a.id, ids, ''), 401, 'UNAUTHENTICATED');
      expectError(await order(a.id, ids, logistica.cookie), 403, 'FORBIDDEN');
      expectError(await order(a.id, ids, otherChair.cookie), 403, 'FORBIDDEN');
      expect((await listOf(a.id)).map((d) => d.id)).toEqual([...ids].reverse());
    });

    it('reorders the delegations, audited', async () => {
      const ids = (await listOf(a.id)).map((d) => d.id);
      const next = [ids[2], ids[0], ids[3], ids[1]];
      const res = await order(a.id, next);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as Delegation[]).map((d) => [d.id, d.position])).toEqual(next.map((id, i) => [id, i + 1]));
      expect((await listOf(a.id)).map((d) => d.id)).toEqual(next);
      expect((await auditOf(t, gestor.cookie)).find((e) => e.action === 'delegation.reordered' && e.entityId === a.id)).toMatchObject({
        actorId: chair.uid,
      });
    });

    it("answers 400 DELEGATION_ORDER_INVALID unless the ids are exactly the commission's delegations, changing nothing", async () => {
      const before = await listOf(a.id);
      const ids = before.map((d) => d.id);
      const foreign = (await listOf(b.id))[0].id;
      for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), foreign], [...ids.slice(1), ids[1]], []]) {
        const res = await order(a.id, bad);
        expectError(res, 400, 'DELEGATION_ORDER_INVALID');
        expect(res.json().message).toMatch(/exactamente las delegaciones/);
      }
      expectError(await order(a.id, 'no'), 400, 'VALIDATION');
      expect(await listOf(a.id)).toEqual(before);
    });
  });

  describe('DELETE /api/delegations/:delegationId', () => {
    const remove = (id: string, cookie = chair.cookie) => t.call('DELETE', `/api/delegations/${id}`, { cookie });

    it('answers 401 anonymous and 403 to Logistica and to the Presidente of another commission, deleting nothing', async () => {
      const [first] = await listOf(a.id);
      expectError(await remove(first.id, ''), 401, 'UNAUTHENTICATED');
      expectError(await remove(first.id, logistica.cookie), 403, 'FORBIDDEN');
      expectError(await remove(first.id, otherChair.cookie), 403, 'FORBIDDEN');
      expect((await listOf(a.id)).map((d) => d.id)).toContain(first.id);
    });

    it('answers 409 DELEGATION_HAS_DELEGATES saying how many, deleting nothing', async () => {
      const fr = (await listOf(a.id)).find((d) => d.name === 'Francia') as Delegation;
      await seat(fr, 'SEAT001');
      await seat(fr, 'SEAT002');
      expect((await listOf(a.id)).find((d) => d.id === fr.id)?.delegateCount).toBe(2);
      const res = await remove(fr.id);
      expectError(res, 409, 'DELEGATION_HAS_DELEGATES');
      expect(res.json().message).toBe('No se puede eliminar «Francia»: tiene 2 delegados asignados. Reasígnalos primero.');
      expect((await listOf(a.id)).map((d) => d.id)).toContain(fr.id);
    });

    it('removes a delegation without delegates (204), audited; 404 afterwards', async () => {
      const ngo = (await listOf(a.id)).find((d) => d.kind === 'ong') as Delegation;
      const res = await remove(ngo.id);
      expect(res.statusCode, res.body).toBe(204);
      expect((await listOf(a.id)).map((d) => d.id)).not.toContain(ngo.id);
      expect((await auditOf(t, gestor.cookie)).find((e) => e.action === 'delegation.deleted' && e.entityId === ngo.id)).toMatchObject({
        actorId: chair.uid,
      });
      expectError(await remove(ngo.id), 404, 'NOT_FOUND');
    });
  });
});
