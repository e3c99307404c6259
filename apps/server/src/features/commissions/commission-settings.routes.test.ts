import type { Commission, CommissionSettingsInput } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, commissionBody, DATABASES, expectError, startTestApp, type TestAccount, type TestApp } from '../../../test/harness';

describe.each(DATABASES)('commission settings by its chair (%s)', (kind) => {
  let t: TestApp;
  let gestor: TestAccount;
  let logistica: TestAccount;
  let chair: TestAccount;
  let otherChair: TestAccount;
  let council: Commission;
  let other: Commission;

  const get = async (id: string) => (await t.call('GET', `/api/commissions/${id}`, { cookie: gestor.cookie })).json() as Commission;
  const save = (id: string, body: unknown, cookie = chair.cookie) => t.call('PATCH', `/api/commissions/${id}/settings`, { cookie, body });
  type Changes = Partial<Omit<CommissionSettingsInput, 'rules'>> & { rules?: Partial<CommissionSettingsInput['rules']> };
  const settingsOf = (c: Commission, { rules, ...changes }: Changes = {}): CommissionSettingsInput => ({
    name: c.name,
    topics: c.topics,
    description: c.description,
    room: c.room,
    banner: c.banner,
    ...changes,
    rules: { ...c.rules, debateQuorum: c.rules.debateQuorum ?? { numerator: 1, denominator: 4 }, ...rules },
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.accountFor('Gestor');
    logistica = await t.accountFor('Logistica');
    const create = async (body: unknown) =>
      (await t.call('POST', '/api/commissions', { cookie: gestor.cookie, body })).json() as Commission;
    council = await create(commissionBody('Consejo de Seguridad', { kind: 'consejo_seguridad', capacity: 15 }));
    other = await create(commissionBody('Asamblea General'));
    chair = await t.accountFor('Presidente', { comissionId: council.id });
    otherChair = await t.accountFor('Presidente', { comissionId: other.id });
    council = await get(council.id);
  });
  afterAll(() => t?.destroy());

  it('answers 401 anonymous, 403 to Logistica and to the Presidente of another commission, changing nothing', async () => {
    const body = settingsOf(council, { name: 'Intrusa' });
    expectError(await save(council.id, body, ''), 401, 'UNAUTHENTICATED');
    expectError(await save(council.id, body, logistica.cookie), 403, 'FORBIDDEN');
    expectError(await save(council.id, body, otherChair.cookie), 403, 'FORBIDDEN');
    // The guard answers before the body is read.
    expectError(await save(council.id, { name: '' }, otherChair.cookie), 403, 'FORBIDDEN');
    expect(await get(council.id)).toEqual(council);
  });

  it('saves the data, the rules and the banner; the kind, capacity and chairs stay the Gestor’s', async () => {
    const chosen: Changes = {
      name: 'Consejo de Seguridad de las Naciones Unidas',
      topics: ['Ucrania', 'Sahel'],
      room: 'Aula Magna',
      description: 'Quince miembros.',
      rules: {
        debateQuorum: { numerator: 2, denominator: 5 },
        speakingTimeSeconds: 120,
        warningSeconds: 15,
        majorityBase: 'miembros',
        observersVoteOnMotions: true,
        securityCouncilVotes: 10,
      },
      banner: { theme: 'claro', showHeadlines: false, scale: 'grande' },
    };
    const res = await save(council.id, { ...settingsOf(council, chosen), kind: 'asamblea', capacity: 400 });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await get(council.id);
    expect(saved).toMatchObject({ ...chosen, kind: 'consejo_seguridad', capacity: 15, projectionCode: council.projectionCode });
    // The older decimal says the same as the fraction.
    expect(saved.rules.quorumFraction).toBeCloseTo(0.4);
    const entry = (await auditOf(t, gestor.cookie)).find((e) => e.action === 'commission.settings_changed' && e.entityId === council.id);
    expect(entry).toMatchObject({ actorId: chair.uid });
    council = saved;
  });

  it('answers 400 VALIDATION per field to a quorum above one, a speaking time of 5 s or an unknown theme, changing nothing', async () => {
    const cases: [unknown, string][] = [
      [settingsOf(council, { rules: { debateQuorum: { numerator: 3, denominator: 2 } } }), 'rules.debateQuorum.numerator'],
      [settingsOf(council, { rules: { debateQuorum: { numerator: 0, denominator: 2 } } }), 'rules.debateQuorum.numerator'],
      [settingsOf(council, { rules: { speakingTimeSeconds: 5 } }), 'rules.speakingTimeSeconds'],
      [{ ...settingsOf(council), banner: { theme: 'neón' } }, 'banner.theme'],
      [settingsOf(council, { name: '   ' }), 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await save(council.id, body);
      expectError(res, 400, 'VALIDATION');
      expect(res.json().fields, field).toHaveProperty([field]);
    }
    expect(await get(council.id)).toEqual(council);
  });

  it('answers 409 COMMISSION_NAME_TAKEN to another commission’s name and 404 to an unknown id (as the Gestor)', async () => {
    expectError(await save(council.id, settingsOf(council, { name: 'asamblea general' })), 409, 'COMMISSION_NAME_TAKEN');
    expect((await get(council.id)).name).toBe(council.name);
    expectError(await save('no-existe', settingsOf(council), gestor.cookie), 404, 'NOT_FOUND');
  });

  it('lets the Gestor save the settings too; the Gestor’s own edit keeps the chair’s quorum when it sends it back', async () => {
    const res = await save(council.id, settingsOf(council, { room: 'Sala 2' }), gestor.cookie);
    const rules = { ...council.rules, debateQuorum: { numerator: 2, denominator: 5 } };
    expect(res.statusCode).toBe(200);
    const edited = await t.call('PATCH', `/api/commissions/${council.id}`, {
      cookie: gestor.cookie,
      body: commissionBody(council.name, { kind: 'consejo_seguridad', capacity: 16, rules }),
    });
    expect(edited.statusCode).toBe(200);
    expect((await get(council.id)).rules).toMatchObject({
      debateQuorum: { numerator: 2, denominator: 5 },
      speakingTimeSeconds: 120,
      warningSeconds: 15,
      securityCouncilVotes: 10,
    });
    // A decimal alone is read as its fraction.
    await t.call('PATCH', `/api/commissions/${council.id}`, {
      cookie: gestor.cookie,
      body: commissionBody(council.name, { kind: 'consejo_seguridad', capacity: 16, rules: { quorumFraction: 0.5 } }),
    });
    expect((await get(council.id)).rules.debateQuorum).toEqual({ numerator: 1, denominator: 2 });
  });

  it('answers 409 COMMISSION_ARCHIVED on an archived commission', async () => {
    await t.call('POST', `/api/commissions/${other.id}/archive`, { cookie: gestor.cookie });
    const before = await get(other.id);
    expectError(await save(other.id, settingsOf(before, { room: 'Otra sala' }), otherChair.cookie), 409, 'COMMISSION_ARCHIVED');
    expect(await get(other.id)).toEqual(before);
  });
});
