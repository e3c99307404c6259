import type { Delegation } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, commissionBody, DATABASES, startTestApp, type TestAccount, type TestApp } from '../../../test/harness';

/** Names a Spanish reader expects in this order; created in another. */
const SPANISH = ['Álvarez', 'Ávila', 'Nuñez', 'Ñúñez', 'Oscar', 'Zapata'];
const CREATED = ['Zapata', 'Oscar', 'Ñúñez', 'Álvarez', 'Nuñez', 'Ávila'];

describe.each(DATABASES)('Spanish order (%s)', (kind) => {
  let t: TestApp;
  let gestor: TestAccount;
  let commissionId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.accountFor('Gestor');
    for (const name of CREATED) {
      const res = await t.call('POST', '/api/commissions', {
        cookie: gestor.cookie,
        body: commissionBody(name, { acronym: `C${name.length}` }),
      });
      expect(res.statusCode, res.body).toBe(201);
      if (name === 'Zapata') commissionId = res.json().id;
    }
    for (const name of CREATED) {
      const res = await t.call('POST', `/api/commissions/${commissionId}/delegations`, {
        cookie: gestor.cookie,
        body: { name, kind: 'ong' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => t.destroy());

  it('lists commissions by name as a Spanish reader expects (the database sorts)', async () => {
    const options = (await t.call('GET', '/api/registration/options')).json() as { commissions: { name: string }[] };
    expect(options.commissions.map((c) => c.name)).toEqual(SPANISH);
    const matrix = (await t.call('GET', '/api/assignment/matrix', { cookie: gestor.cookie })).json() as {
      commissions: { name: string }[];
    };
    expect(matrix.commissions.map((c) => c.name)).toEqual(SPANISH);
  });

  it('"Ordenar A–Z" puts the delegations in Spanish order, audited, and the matrix follows', async () => {
    const res = await t.call('POST', `/api/commissions/${commissionId}/delegations/sort`, { cookie: gestor.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Delegation[]).map((d) => d.name)).toEqual(SPANISH);
    const listed = (await t.call('GET', `/api/commissions/${commissionId}/delegations`, { cookie: gestor.cookie })).json() as Delegation[];
    expect(listed.map((d) => [d.name, d.position])).toEqual(SPANISH.map((n, i) => [n, i + 1]));
    const matrix = (await t.call('GET', '/api/assignment/matrix', { cookie: gestor.cookie })).json() as {
      commissions: { id: string; delegations: { name: string }[] }[];
    };
    expect(matrix.commissions.find((c) => c.id === commissionId)?.delegations.map((d) => d.name)).toEqual(SPANISH);
    expect((await auditOf(t, gestor.cookie)).some((a) => a.action === 'delegation.reordered' && a.entityId === commissionId)).toBe(true);
  });
});
