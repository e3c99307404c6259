import { compareSpanish, type Delegation, UN_MEMBER_CODES } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, commissionBody, DATABASES, expectError, startTestApp, type TestAccount, type TestApp } from '../../../test/harness';

describe.each(DATABASES)('member states in bulk (%s)', (kind) => {
  let t: TestApp;
  let gestor: TestAccount;
  const commission = async (name: string, capacity: number) => {
    const res = await t.call('POST', '/api/commissions', { cookie: gestor.cookie, body: commissionBody(name, { capacity }) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const addStates = (id: string, upTo: 'all' | 'capacity') =>
    t.call('POST', `/api/commissions/${id}/delegations/member-states`, { cookie: gestor.cookie, body: { upTo } });
  const listOf = async (id: string) =>
    (await t.call('GET', `/api/commissions/${id}/delegations`, { cookie: gestor.cookie })).json() as Delegation[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.accountFor('Gestor');
  });
  afterAll(() => t.destroy());

  it('adds every missing UN member state in one step, in Spanish order, audited once', async () => {
    const id = await commission('Asamblea General', 200);
    await t.call('POST', `/api/commissions/${id}/delegations`, {
      cookie: gestor.cookie,
      body: { name: 'Colombia', isoCode: 'CO', kind: 'miembro' },
    });
    const res = await addStates(id, 'all');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().added).toBe(UN_MEMBER_CODES.length - 1);
    const list = await listOf(id);
    expect(list).toHaveLength(UN_MEMBER_CODES.length);
    expect(list.filter((d) => d.isoCode === 'CO')).toHaveLength(1);
    const added = list.slice(1).map((d) => d.name);
    expect(added).toEqual([...added].sort(compareSpanish));
    expect(list.every((d) => d.kind === 'miembro')).toBe(true);
    const audit = (await auditOf(t, gestor.cookie)).filter((a) => a.action === 'delegation.member_states_added' && a.entityId === id);
    expect(audit).toHaveLength(1);
    expect((await addStates(id, 'all')).json().added).toBe(0);
  });

  it('refuses "all" beyond the capacity and changes nothing; "capacity" fills up to it', async () => {
    const id = await commission('Consejo de Seguridad', 15);
    const refused = await addStates(id, 'all');
    expectError(refused, 409, 'COMMISSION_FULL');
    expect(refused.json().message).toBe(
      `Faltan ${UN_MEMBER_CODES.length} Estados miembros y la comisión tiene 15 plazas libres: aumenta la capacidad o completa solo hasta la capacidad.`,
    );
    expect(await listOf(id)).toHaveLength(0);
    const filled = await addStates(id, 'capacity');
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().added).toBe(15);
    expect(await listOf(id)).toHaveLength(15);
    expect((await addStates(id, 'capacity')).json().added).toBe(0);
  });
});
