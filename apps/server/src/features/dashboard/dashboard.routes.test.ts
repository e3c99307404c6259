import type { Dashboard, DelegatePersonal } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, expectError, startTestApp, type TestApp } from '../../../test/harness';
import { createCommission } from '../../../test/fixtures';
import { newDelegateRow } from '../../domain/delegates/delegates.store';
import { newId } from '../../lib/ids';

const base = {
  firstNames: 'Ana',
  lastNames: 'Pérez',
  documentType: 'CC',
  birthDate: '2000-01-01',
  email: 'ana@test.quorum',
  phone: null,
  institution: 'Universidad',
  grade: null,
  guardianName: null,
  guardianPhone: null,
} as const;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

describe.each(DATABASES)('secretary dashboard (%s)', (kind) => {
  let t: TestApp;
  let gestor: string;
  let agId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.cookieFor('Gestor');
    agId = (await createCommission(t, gestor, 'Asamblea General', { capacity: 10 })).id;
    await createCommission(t, gestor, 'Consejo de Seguridad', { capacity: 15 });
    const now = new Date().toISOString();
    const delegations = [newId(), newId(), newId()];
    await t.ctx.db
      .insertInto('delegation')
      .values(
        delegations.map((id, i) => ({
          id,
          commissionId: agId,
          name: `País ${i}`,
          isoCode: null,
          kind: 'miembro',
          veto: 0,
          position: i,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const rows = [
      { status: 'preinscrito', createdAt: daysAgo(0) },
      { status: 'preinscrito', createdAt: daysAgo(0) },
      { status: 'verificado', createdAt: daysAgo(2) },
      { status: 'asignado', createdAt: daysAgo(2), commissionId: agId, delegationId: delegations[0] },
      { status: 'acreditado', createdAt: daysAgo(3), commissionId: agId, delegationId: delegations[0], checkedInAt: now },
      { status: 'acreditado', createdAt: daysAgo(40), commissionId: agId, delegationId: delegations[1], checkedInAt: daysAgo(2) },
      { status: 'retirado', createdAt: daysAgo(5), commissionId: agId, delegationId: delegations[2] },
    ];
    await t.ctx.db
      .insertInto('delegate')
      .values(
        rows.map((r, i) => ({
          ...newDelegateRow({ ...base, documentNumber: `DASH${i}` } as DelegatePersonal, { source: 'manual' }),
          ...r,
        })),
      )
      .execute();
  });
  afterAll(() => t.destroy());

  it('is for the Gestor only', async () => {
    expectError(await t.call('GET', '/api/dashboard'), 401, 'UNAUTHENTICATED');
    expectError(
      await t.call('GET', '/api/dashboard', { cookie: await t.cookieFor('Presidente', { comissionId: agId }) }),
      403,
      'FORBIDDEN',
    );
    expectError(await t.call('GET', '/api/dashboard', { cookie: await t.cookieFor('Logistica') }), 403, 'FORBIDDEN');
  });

  it('gives delegates by status, fill per commission, check-ins today and registrations per day', async () => {
    const res = await t.call('GET', '/api/dashboard', { cookie: gestor });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as Dashboard;
    expect(d.totalDelegates).toBe(7);
    expect(d.byStatus).toEqual({ preinscrito: 2, verificado: 1, asignado: 1, acreditado: 2, retirado: 1 });
    expect(d.unassigned).toBe(3);
    expect(d.checkInsToday).toBe(1);
    const ag = d.commissions.find((c) => c.id === agId);
    // The withdrawn delegate counts for neither delegates nor filled delegations.
    expect(ag).toMatchObject({ name: 'Asamblea General', capacity: 10, delegations: 3, delegationsFilled: 2, delegates: 3, checkedIn: 2 });
    expect(d.commissions.find((c) => c.name === 'Consejo de Seguridad')).toMatchObject({ delegations: 0, delegates: 0 });
    expect(d.registrationsPerDay).toHaveLength(30);
    expect(d.registrationsPerDay.at(-1)?.count).toBe(2);
    expect(d.registrationsPerDay.reduce((s, x) => s + x.count, 0)).toBe(6);
    expect(d.registrationsPerDay[0].date < d.registrationsPerDay[29].date).toBe(true);
  });

  it('gives each commission’s attendance on its latest roll call: member delegations present of members', async () => {
    const delegations = await t.ctx.db.selectFrom('delegation').select('id').where('commissionId', '=', agId).orderBy('position').execute();
    const rollCall = (id: string, openedAt: string) => ({
      id,
      commissionId: agId,
      sessionId: null,
      mode: 'chair',
      openedAt,
      closedAt: null,
      openedBy: null,
      createdAt: openedAt,
      updatedAt: openedAt,
    });
    const [older, newer] = [newId(), newId()];
    await t.ctx.db
      .insertInto('rollCall')
      .values([rollCall(older, daysAgo(1)), rollCall(newer, daysAgo(0))])
      .execute();
    const mark = (rollCallId: string, i: number, status: string) => ({
      rollCallId,
      delegateId: `delegate-${i}`,
      delegationId: delegations[i].id,
      status,
      markedAt: daysAgo(0),
      markedBy: null,
    });
    await t.ctx.db
      .insertInto('rollCallMark')
      .values([
        mark(older, 0, 'presente'),
        mark(older, 1, 'presente'),
        mark(older, 2, 'presente'),
        mark(newer, 0, 'presente_y_votando'),
        mark(newer, 1, 'ausente'),
      ])
      .execute();
    const d = (await t.call('GET', '/api/dashboard', { cookie: gestor })).json() as Dashboard;
    expect(d.commissions.find((c) => c.id === agId)).toMatchObject({ members: 3, lastRollCall: { membersPresent: 1 } });
    expect(d.commissions.find((c) => c.name === 'Consejo de Seguridad')).toMatchObject({ members: 0, lastRollCall: null });

    // Both in one session, the newer still open: the older's marks hold until the newer marks (the room's quorum
    // rule), so the third delegation still counts; once the newer closes, only its own marks do.
    const sessionId = newId();
    const at = daysAgo(1);
    await t.ctx.db
      .insertInto('liveSession')
      .values({
        id: sessionId,
        commissionId: agId,
        number: 1,
        title: 'Sesión',
        topic: '',
        status: 'en_curso',
        openedAt: at,
        closedAt: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await t.ctx.db.updateTable('rollCall').set({ sessionId }).where('id', 'in', [older, newer]).execute();
    const presentOnceClosed = async (rollCallId: string) => {
      await t.ctx.db
        .updateTable('rollCall')
        .set({ closedAt: daysAgo(0) })
        .where('id', '=', rollCallId)
        .execute();
      const d = (await t.call('GET', '/api/dashboard', { cookie: gestor })).json() as Dashboard;
      return d.commissions.find((c) => c.id === agId)?.lastRollCall?.membersPresent;
    };
    expect(await presentOnceClosed(older)).toBe(2);
    expect(await presentOnceClosed(newer)).toBe(1);
  });

  it('counts days in the viewer’s time zone and rejects a bad offset', async () => {
    const res = await t.call('GET', '/api/dashboard?tz=300', { cookie: gestor });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Dashboard).registrationsPerDay).toHaveLength(30);
    expectError(await t.call('GET', '/api/dashboard?tz=9999', { cookie: gestor }), 400, 'VALIDATION');
  });
});
