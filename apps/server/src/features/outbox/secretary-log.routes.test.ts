import type { AuditPage } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, expectError, startTestApp, type TestAccount, type TestApp } from '../../../test/harness';
import { adultPersonal, createCommission, insertDelegate } from '../../../test/fixtures';
import { newId } from '../../lib/ids';

describe.each(DATABASES)('audit log (%s)', (kind) => {
  let t: TestApp;
  let ana: TestAccount;
  let bruno: TestAccount;
  let commissionId: string;
  let delegateId: string;
  let carlaUid: string;

  const page = async (query = '') => {
    const res = await t.call('GET', `/api/audit${query}`, { cookie: ana.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AuditPage;
  };
  /** An entry written at a given instant, straight into the log (the API always writes "now"). */
  const entryAt = (createdAt: string, actorId: string | null) =>
    t.ctx.db
      .insertInto('auditLog')
      .values({
        id: newId(),
        actorId,
        action: 'settings.updated',
        entity: 'settings',
        entityId: '1',
        before: null,
        after: null,
        ip: null,
        createdAt,
        updatedAt: createdAt,
      })
      .execute();

  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await t.accountFor('Gestor', { name: 'Ana Gestora' });
    bruno = await t.accountFor('Gestor', { name: 'Bruno Gestor' });
    commissionId = (await createCommission(t, ana.cookie, 'Consejo de Seguridad')).id;
    const carla = await t.call('POST', '/api/users', {
      cookie: bruno.cookie,
      body: { name: 'Carla Presidenta', email: 'carla@test.quorum', role: 'Presidente', comissionId: commissionId },
    });
    carlaUid = carla.json().uid;
    delegateId = (await insertDelegate(t, adultPersonal({ documentNumber: 'AUD0001', firstNames: 'Lucía', lastNames: 'Gómez Ruiz' })))
      .id as string;
    expect((await t.call('PATCH', `/api/delegates/${delegateId}`, { cookie: ana.cookie, body: { grade: '11' } })).statusCode).toBe(200);
    const delegation = await t.call('POST', `/api/commissions/${commissionId}/delegations`, {
      cookie: ana.cookie,
      body: { name: 'Atlántida', kind: 'miembro' },
    });
    expect(delegation.statusCode, delegation.body).toBe(201);
    expect((await t.call('DELETE', `/api/delegations/${delegation.json().id}`, { cookie: ana.cookie })).statusCode).toBe(204);
  });
  afterAll(() => t.destroy());

  it('answers 401 anonymous and 403 to a Presidente', async () => {
    expectError(await t.call('GET', '/api/audit'), 401, 'UNAUTHENTICATED');
    const chair = await t.cookieFor('Presidente', { comissionId: commissionId });
    expectError(await t.call('GET', '/api/audit', { cookie: chair }), 403, 'FORBIDDEN');
  });

  it('names the person, commission, delegate and delegation affected, even a deleted delegation', async () => {
    const { rows } = await page();
    const of = (action: string, entityId?: string) => rows.find((e) => e.action === action && (!entityId || e.entityId === entityId));
    expect(of('commission.created')).toMatchObject({
      actorName: 'Ana Gestora',
      entityId: commissionId,
      entityName: 'Consejo de Seguridad',
    });
    expect(of('user.created', carlaUid)).toMatchObject({ actorName: 'Bruno Gestor', entityId: carlaUid, entityName: 'Carla Presidenta' });
    expect(of('delegate.updated')).toMatchObject({ entityId: delegateId, entityName: 'Lucía Gómez Ruiz' });
    expect(of('delegation.created')?.entityName).toBe('Atlántida');
    expect(of('delegation.deleted')?.entityName).toBe('Atlántida');
  });

  it('filters by the person who acted', async () => {
    const { rows, total } = await page(`?actorId=${bruno.uid}`);
    expect(total).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((e) => e.actorName))).toEqual(new Set(['Bruno Gestor']));
    expect((await page(`?actorId=${carlaUid}`)).total).toBe(0);
  });

  it('filters by a date range given in any offset (from inclusive, to exclusive)', async () => {
    await entryAt('2025-01-10T12:00:00.000Z', ana.uid);
    await entryAt('2025-01-11T05:00:00.000Z', ana.uid);
    await entryAt('2025-01-11T23:30:00.000Z', bruno.uid);
    await entryAt('2025-01-12T04:59:00.000Z', ana.uid);
    await entryAt('2025-01-12T05:00:00.000Z', ana.uid);
    // 11 January in Bogotá (UTC−5).
    const day = `?from=${encodeURIComponent('2025-01-11T00:00:00-05:00')}&to=${encodeURIComponent('2025-01-12T00:00:00-05:00')}`;
    const { rows, total } = await page(day);
    expect(rows.map((e) => e.createdAt)).toEqual(['2025-01-12T04:59:00.000Z', '2025-01-11T23:30:00.000Z', '2025-01-11T05:00:00.000Z']);
    expect(total).toBe(3);
    // Both filters at once.
    expect((await page(`${day}&actorId=${bruno.uid}`)).rows.map((e) => e.createdAt)).toEqual(['2025-01-11T23:30:00.000Z']);
  });

  it('pages newest first, each page distinct, with the total', async () => {
    const all = await page('?pageSize=200');
    const first = await page('?pageSize=3&page=0');
    const second = await page('?pageSize=3&page=1');
    expect(first.total).toBe(all.total);
    expect(first.rows).toHaveLength(3);
    expect([...first.rows, ...second.rows].map((e) => e.id)).toEqual(all.rows.slice(0, 6).map((e) => e.id));
    const dates = all.rows.map((e) => e.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await page(`?pageSize=3&page=${Math.ceil(all.total / 3)}`)).rows).toEqual([]);
  });

  it('answers 400 in Spanish to a range that ends before it starts, a bad date or a page too big', async () => {
    const backwards = await t.call('GET', '/api/audit?from=2025-01-12T00:00:00Z&to=2025-01-11T00:00:00Z', { cookie: ana.cookie });
    expectError(backwards, 400, 'VALIDATION');
    expect(backwards.json().fields.to).toBe('La fecha final es anterior a la inicial');
    expectError(await t.call('GET', '/api/audit?from=ayer', { cookie: ana.cookie }), 400, 'VALIDATION');
    expectError(await t.call('GET', '/api/audit?pageSize=1000', { cookie: ana.cookie }), 400, 'VALIDATION');
  });
});
