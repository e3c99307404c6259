import { type CommissionDelegate, type DelegateStatus, type Delegation, ERROR_MESSAGES_ES } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, bornYearsAgo, DATABASES, expectError, startTestApp, type TestApp } from '../../../test/harness';
import { adultPersonal, insertDelegate as insertRow, seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';

describe.each(DATABASES)('commission delegates routes (%s)', (kind) => {
  let t: TestApp;
  /** The Gestor, Logística and two commissions with their chairs, seeded before the tests. */
  let { gestor, logistica, chair, otherChair, a, b } = {} as TwoCommissions;
  let co: Delegation;
  let fr: Delegation;
  let foreign: Delegation;
  const ids: Record<string, string> = {};

  /** Inserts a delegate of a commission directly (pre-registration and loads are other features). */
  const insertDelegate = async (
    key: string,
    commissionId: string | null,
    status: DelegateStatus,
    extra: { delegationId?: string; verifiedAt?: string } = {},
  ) => {
    const row = await insertRow(
      t,
      adultPersonal({
        firstNames: key,
        documentNumber: `DOC${key.toUpperCase()}`,
        email: `${key}@colegio.test`,
        phone: '3001234567',
        institution: 'Colegio Central',
      }),
      { status },
      { commissionId, delegationId: extra.delegationId ?? null, verifiedAt: extra.verifiedAt ?? null },
    );
    ids[key] = row.id;
  };
  const list = async (commissionId: string, cookie = chair.cookie) => {
    const res = await t.call('GET', `/api/commissions/${commissionId}/delegates`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CommissionDelegate[];
  };
  const assign = (commissionId: string, delegateId: string, delegationId: string | null | undefined, cookie = chair.cookie) =>
    t.call('PUT', `/api/commissions/${commissionId}/delegates/${delegateId}/delegation`, {
      cookie,
      body: delegationId === undefined ? {} : { delegationId },
    });
  const dbRow = (id: string) => t.ctx.db.selectFrom('delegate').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ gestor, logistica, a, b, chair, otherChair } = await seedTwoCommissions(t));
    const add = async (commissionId: string, name: string) =>
      (
        await t.call('POST', `/api/commissions/${commissionId}/delegations`, { cookie: gestor.cookie, body: { name } })
      ).json() as Delegation;
    co = await add(a.id, 'Colombia');
    fr = await add(a.id, 'Francia');
    foreign = await add(b.id, 'Chile');
    await insertDelegate('lucia', a.id, 'preinscrito');
    await insertDelegate('mateo', a.id, 'verificado', { verifiedAt: '2027-01-02T10:00:00.000Z' });
    await insertDelegate('sara', a.id, 'acreditado', { delegationId: co.id });
    await insertDelegate('tomas', a.id, 'retirado');
    await insertDelegate('ajeno', b.id, 'verificado');
    await insertDelegate('suelto', null, 'preinscrito');
  });
  afterAll(() => t?.destroy());

  describe('GET /api/commissions/:id/delegates', () => {
    it('answers 401 anonymous and 403 to Logistica and to the Presidente of another commission', async () => {
      expectError(await t.call('GET', `/api/commissions/${a.id}/delegates`), 401, 'UNAUTHENTICATED');
      expectError(await t.call('GET', `/api/commissions/${a.id}/delegates`, { cookie: logistica.cookie }), 403, 'FORBIDDEN');
      expectError(await t.call('GET', `/api/commissions/${a.id}/delegates`, { cookie: otherChair.cookie }), 403, 'FORBIDDEN');
    });

    it("lists only the commission's delegates with delegation, contact and status", async () => {
      const rows = await list(a.id);
      expect(rows.map((r) => r.firstNames).sort()).toEqual(['lucia', 'mateo', 'sara', 'tomas']);
      expect(rows.find((r) => r.id === ids.sara)).toEqual({
        id: ids.sara,
        firstNames: 'sara',
        lastNames: 'Pérez',
        email: 'sara@colegio.test',
        phone: '3001234567',
        institution: 'Colegio Central',
        status: 'acreditado',
        delegationId: co.id,
        delegationName: 'Colombia',
        assignmentManual: false,
        verifiedAt: null,
        checkedInAt: null,
      });
      expect(rows.find((r) => r.id === ids.mateo)).toMatchObject({
        delegationId: null,
        delegationName: null,
        verifiedAt: '2027-01-02T10:00:00.000Z',
      });
      // No document numbers or personal codes in the chair's list.
      expect(Object.keys(rows[0])).not.toContain('personalCode');
      expect(Object.keys(rows[0])).not.toContain('documentNumber');
      expect((await list(a.id, gestor.cookie)).length).toBe(4);
      expect((await list(b.id, otherChair.cookie)).map((r) => r.firstNames)).toEqual(['ajeno']);
    });

    it('answers 404 to an unknown commission (Gestor)', async () => {
      expectError(await t.call('GET', '/api/commissions/nope/delegates', { cookie: gestor.cookie }), 404, 'NOT_FOUND');
    });
  });

  describe('PUT /api/commissions/:id/delegates/:delegateId/delegation', () => {
    it('answers 401 anonymous and 403 to Logistica and to the Presidente of another commission, changing nothing', async () => {
      expectError(await assign(a.id, ids.lucia, co.id, ''), 401, 'UNAUTHENTICATED');
      expectError(await assign(a.id, ids.lucia, co.id, logistica.cookie), 403, 'FORBIDDEN');
      expectError(await assign(a.id, ids.lucia, co.id, otherChair.cookie), 403, 'FORBIDDEN');
      // Through their own commission's URL, another chair still cannot reach this commission's delegate.
      expectError(await assign(b.id, ids.lucia, foreign.id, otherChair.cookie), 404, 'DELEGATE_NOT_IN_COMMISSION');
      expect(await dbRow(ids.lucia)).toMatchObject({ delegationId: null, status: 'preinscrito', assignmentManual: 0 });
    });

    it('seats a delegate: manual assignment, status asignado, audited', async () => {
      const res = await assign(a.id, ids.lucia, co.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: ids.lucia,
        delegationId: co.id,
        delegationName: 'Colombia',
        status: 'asignado',
        assignmentManual: true,
      });
      expect(await dbRow(ids.lucia)).toMatchObject({ delegationId: co.id, status: 'asignado', assignmentManual: 1, commissionId: a.id });
      const entry = (await auditOf(t, gestor.cookie)).find((e) => e.action === 'delegate.assigned' && e.entityId === ids.lucia);
      expect(entry).toMatchObject({ actorId: chair.uid });

      const verified = (await assign(a.id, ids.mateo, fr.id, gestor.cookie)).json() as CommissionDelegate;
      expect(verified).toMatchObject({ delegationName: 'Francia', status: 'asignado' });
      // A checked-in or withdrawn delegate keeps their status.
      expect((await assign(a.id, ids.sara, fr.id)).json()).toMatchObject({
        delegationId: fr.id,
        status: 'acreditado',
        assignmentManual: true,
      });
      expect((await assign(a.id, ids.tomas, co.id)).json()).toMatchObject({ delegationId: co.id, status: 'retirado' });
      // The delegation list counts them.
      const delegations = (await t.call('GET', `/api/commissions/${a.id}/delegations`, { cookie: chair.cookie })).json() as Delegation[];
      expect(delegations.map((d) => [d.name, d.delegateCount])).toEqual([
        ['Colombia', 2],
        ['Francia', 2],
      ]);
    });

    it('takes a delegate out of their delegation with null, keeping the status', async () => {
      const res = await assign(a.id, ids.tomas, null);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ delegationId: null, delegationName: null, status: 'retirado', assignmentManual: true });
    });

    it('refuses a delegation or a delegate outside the commission with a Spanish message, changing nothing', async () => {
      const before = await list(a.id, gestor.cookie);
      let res = await assign(a.id, ids.lucia, foreign.id);
      expectError(res, 409, 'DELEGATION_NOT_IN_COMMISSION');
      expect(res.json().message).toBe('La delegación no pertenece a esta comisión.');
      expectError(await assign(a.id, ids.lucia, 'nope'), 409, 'DELEGATION_NOT_IN_COMMISSION');
      res = await assign(a.id, ids.ajeno, co.id);
      expectError(res, 404, 'DELEGATE_NOT_IN_COMMISSION');
      expect(res.json().message).toBe('El delegado no pertenece a esta comisión.');
      expectError(await assign(a.id, ids.suelto, co.id), 404, 'DELEGATE_NOT_IN_COMMISSION');
      expectError(await assign(a.id, 'nope', co.id), 404, 'DELEGATE_NOT_IN_COMMISSION');
      expectError(await assign('nope', ids.lucia, co.id, gestor.cookie), 404, 'NOT_FOUND');
      expect(await list(a.id, gestor.cookie)).toEqual(before);
      expect(await dbRow(ids.ajeno)).toMatchObject({ delegationId: null, status: 'verificado', assignmentManual: 0 });
    });

    it('answers 400 to a bad body, changing nothing', async () => {
      const before = await list(a.id, gestor.cookie);
      for (const body of [undefined, 42]) {
        const res = await assign(a.id, ids.lucia, body as unknown as string);
        expectError(res, 400, 'VALIDATION');
        expect(res.json().fields).toHaveProperty('delegationId');
      }
      expect(await list(a.id, gestor.cookie)).toEqual(before);
    });
  });
  describe('PATCH /api/commissions/:id/delegates/:delegateId (personal data, with Permisos)', () => {
    const correct = (commissionId: string, delegateId: string, body: unknown, cookie = chair.cookie) =>
      t.call('PATCH', `/api/commissions/${commissionId}/delegates/${delegateId}`, { cookie, body });
    const permit = async (role: 'Presidente' | 'Logistica', enabled: boolean) => {
      const res = await t.call('PUT', '/api/access/capabilities', {
        cookie: gestor.cookie,
        body: { role, capability: 'delegates.editPersonalData', enabled },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const personalUpdates = () =>
      t.ctx.db.selectFrom('auditLog').select(['actorId', 'entityId', 'before', 'after']).where('action', '=', 'delegate.updated').execute();

    it('refuses while Permisos keep personal data from Presidentes, with its own Spanish message, changing nothing', async () => {
      const before = await dbRow(ids.mateo);
      const res = await correct(a.id, ids.mateo, { lastNames: 'Cambiado' });
      expectError(res, 403, 'PERSONAL_DATA_EDIT_FORBIDDEN');
      expect(res.json().message).toBe(ERROR_MESSAGES_ES.PERSONAL_DATA_EDIT_FORBIDDEN);
      // The chair sees only names, contact and institution meanwhile.
      const row = (await list(a.id)).find((r) => r.id === ids.mateo);
      expect(Object.keys(row ?? {})).not.toContain('documentNumber');
      expect(Object.keys(row ?? {})).not.toContain('birthDate');
      expect(await dbRow(ids.mateo)).toEqual(before);
      expect(await personalUpdates()).toEqual([]);
    });

    it('answers 401 anonymous and 403 to Logistica and to the Presidente of another commission even when Permisos allow', async () => {
      await permit('Presidente', true);
      await permit('Logistica', true);
      const before = await dbRow(ids.mateo);
      expectError(await correct(a.id, ids.mateo, { lastNames: 'Cambiado' }, ''), 401, 'UNAUTHENTICATED');
      expectError(await correct(a.id, ids.mateo, { lastNames: 'Cambiado' }, logistica.cookie), 403, 'FORBIDDEN');
      expectError(await correct(a.id, ids.mateo, { lastNames: 'Cambiado' }, otherChair.cookie), 403, 'FORBIDDEN');
      // Through their own commission's URL, another chair still cannot reach this commission's delegate.
      expectError(await correct(b.id, ids.mateo, { lastNames: 'Cambiado' }, otherChair.cookie), 404, 'DELEGATE_NOT_IN_COMMISSION');
      // Nor this chair a delegate of another commission, or of none.
      const foreignBefore = await dbRow(ids.ajeno);
      expectError(await correct(a.id, ids.ajeno, { lastNames: 'Cambiado' }), 404, 'DELEGATE_NOT_IN_COMMISSION');
      expectError(await correct(a.id, ids.suelto, { lastNames: 'Cambiado' }), 404, 'DELEGATE_NOT_IN_COMMISSION');
      expectError(await correct(b.id, ids.ajeno, { lastNames: 'Cambiado' }), 403, 'FORBIDDEN');
      expect(await dbRow(ids.mateo)).toEqual(before);
      expect(await dbRow(ids.ajeno)).toEqual(foreignBefore);
      await permit('Logistica', false);
    });

    it('lets the chair see and correct the personal data of their delegates once Permisos allow, audited', async () => {
      const seen = (await list(a.id)).find((r) => r.id === ids.mateo);
      expect(seen).toMatchObject({
        documentType: 'CC',
        documentNumber: 'DOCMATEO',
        birthDate: '2000-01-01',
        grade: null,
        guardianName: null,
        guardianPhone: null,
      });
      const res = await correct(a.id, ids.mateo, {
        firstNames: 'Mateo',
        lastNames: 'Núñez Ríos',
        documentType: 'TI',
        documentNumber: 'doc-mateo-2',
        phone: '+57 310 555 1234',
        grade: '11',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: ids.mateo,
        firstNames: 'Mateo',
        lastNames: 'Núñez Ríos',
        documentType: 'TI',
        documentNumber: 'DOC-MATEO-2',
        grade: '11',
        status: 'asignado',
        delegationName: 'Francia',
      });
      expect(await dbRow(ids.mateo)).toMatchObject({ firstNames: 'Mateo', lastNames: 'Núñez Ríos', documentNumber: 'DOC-MATEO-2' });
      expect((await list(a.id)).find((r) => r.id === ids.mateo)).toMatchObject({ lastNames: 'Núñez Ríos', grade: '11' });
      // The Gestor's list finds the delegate by the new name.
      const found = await t.call('GET', '/api/delegates?q=nunez', { cookie: gestor.cookie });
      expect(found.json().rows.map((r: { id: string }) => r.id)).toEqual([ids.mateo]);
      const [entry] = (await personalUpdates()).filter((e) => e.entityId === ids.mateo);
      expect(entry.actorId).toBe(chair.uid);
      expect(JSON.parse(entry.before as string)).toEqual({
        firstNames: 'mateo',
        lastNames: 'Pérez',
        documentType: 'CC',
        documentNumber: 'DOCMATEO',
        phone: '3001234567',
        grade: null,
      });
      expect(JSON.parse(entry.after as string)).toEqual({
        firstNames: 'Mateo',
        lastNames: 'Núñez Ríos',
        documentType: 'TI',
        documentNumber: 'DOC-MATEO-2',
        phone: '3105551234',
        grade: '11',
      });
      expect((await auditOf(t, gestor.cookie)).some((e) => e.action === 'delegate.updated' && e.actorId === chair.uid)).toBe(true);
    });

    it('refuses bad corrections with the same Spanish field errors as the Gestor’s edit, changing nothing', async () => {
      const before = await dbRow(ids.lucia);
      const cases: unknown[] = [
        { email: 'no-es-correo' },
        { lastNames: '=HYPERLINK("x")' },
        { birthDate: bornYearsAgo(15) },
        { documentNumber: 'docsara' },
        { firstNames: '' },
      ];
      for (const body of cases) {
        const chairs = await correct(a.id, ids.lucia, body);
        const gestors = await t.call('PATCH', `/api/delegates/${ids.lucia}`, { cookie: gestor.cookie, body });
        const label = JSON.stringify(body);
        expect(chairs.statusCode, label).toBeGreaterThanOrEqual(400);
        expect({ status: chairs.statusCode, ...chairs.json() }, label).toEqual({ status: gestors.statusCode, ...gestors.json() });
      }
      // The Gestor's own fields (status, notes, commission) are not the chair's to change.
      for (const body of [{ status: 'retirado' }, { notes: 'Llega tarde' }, { commissionId: b.id }])
        expectError(await correct(a.id, ids.lucia, body), 400, 'VALIDATION');
      const minor = await correct(a.id, ids.lucia, { birthDate: bornYearsAgo(15) });
      expect(minor.json().fields).toMatchObject({ guardianName: 'Menor de edad: nombre del acudiente obligatorio' });
      expectError(await correct(a.id, ids.lucia, { documentNumber: 'docsara' }), 409, 'DELEGATE_DUPLICATE');
      expect(await dbRow(ids.lucia)).toEqual(before);
    });

    it('refuses again once the Gestor switches the permission off', async () => {
      await permit('Presidente', false);
      expectError(await correct(a.id, ids.mateo, { lastNames: 'Otra' }), 403, 'PERSONAL_DATA_EDIT_FORBIDDEN');
      expect(await dbRow(ids.mateo)).toMatchObject({ lastNames: 'Núñez Ríos' });
      expect(Object.keys((await list(a.id))[0])).not.toContain('documentNumber');
    });
  });
});
