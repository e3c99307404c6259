import type { DelegatePersonal } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, expectError, startTestApp, type TestApp } from '../../../test/harness';
import { insertDelegateRows, seedCommissionWithChair } from '../../../test/fixtures';
import { newDelegateRow } from '../../domain/delegates/delegates.store';
import { newId, nowIso } from '../../lib/ids';

const personal: DelegatePersonal = {
  firstNames: 'Lucía',
  lastNames: 'Núñez Peña',
  documentType: 'TI',
  documentNumber: 'PRIV-1001',
  birthDate: '2010-03-04',
  email: 'lucia@colegio.test',
  phone: '3001112233',
  institution: 'Colegio Andino',
  grade: '9',
  guardianName: 'Rosa Peña',
  guardianPhone: '3004445566',
};

describe.each(DATABASES)('privacy: personal data export and erasure (%s)', (kind) => {
  let t: TestApp;
  let gestor: string;
  let chair: string;
  let logistica: string;
  let commissionId: string;
  let id: string;
  let otherId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const cast = await seedCommissionWithChair(t);
    [gestor, chair, logistica] = [cast.gestor.cookie, cast.chair.cookie, cast.logistica.cookie];
    commissionId = cast.commission.id;
    const row = newDelegateRow(personal, { source: 'preinscripcion', consentTermsVersion: 1, consentPrivacyVersion: 1 });
    const other = newDelegateRow({ ...personal, firstNames: 'Hermano', documentNumber: 'PRIV-2002' }, { source: 'preinscripcion' });
    await insertDelegateRows(t, [{ ...row, commissionId }, other]);
    id = row.id;
    otherId = other.id;
    // An edit (audited with personal data in before/after) and mails: one with her personal link, a chair's message to her,
    // one for the sibling sharing the address.
    await t.call('PATCH', `/api/delegates/${id}`, { cookie: gestor, body: { phone: '3009998877' } });
    const now = nowIso();
    await t.ctx.db
      .insertInto('mailOutbox')
      .values([
        {
          id: newId(),
          to: personal.email,
          subject: 'Tu preinscripción',
          text: `Hola Lucía, tu enlace: http://x/verificator?code=${row.personalCode}`,
          status: 'sent',
          error: null,
          sentAt: now,
          createdAt: now,
          updatedAt: now,
        },
        {
          // A chair's message to the delegate, without the personal link.
          id: newId(),
          to: personal.email,
          subject: 'Agenda',
          text: 'Hola Lucía Núñez, mañana a las 8.',
          delegateId: id,
          status: 'sent',
          error: null,
          sentAt: now,
          createdAt: now,
          updatedAt: now,
        },
        {
          id: newId(),
          to: personal.email,
          subject: 'Tu preinscripción',
          text: `Hola Hermano, tu enlace: http://x/verificator?code=${other.personalCode}`,
          status: 'sent',
          error: null,
          sentAt: now,
          createdAt: now,
          updatedAt: now,
        },
      ])
      .execute();
  });
  afterAll(() => t.destroy());

  it('answers 401 without a session and 403 to roles other than Gestor', async () => {
    for (const [method, url] of [
      ['GET', `/api/delegates/${id}/personal-data`],
      ['DELETE', `/api/delegates/${id}`],
    ] as const) {
      expectError(await t.call(method, url, { body: { confirm: personal.documentNumber } }), 401, 'UNAUTHENTICATED');
      expectError(await t.call(method, url, { cookie: chair, body: { confirm: personal.documentNumber } }), 403, 'FORBIDDEN');
      expectError(await t.call(method, url, { cookie: logistica, body: { confirm: personal.documentNumber } }), 403, 'FORBIDDEN');
    }
    expect(await t.ctx.db.selectFrom('delegate').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
  });

  it('exports every stored field of one delegate, with the audit entries and mails about them, as a JSON download', async () => {
    const res = await t.call('GET', `/api/delegates/${id}/personal-data`, { cookie: gestor });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="datos-personales-PRIV-1001\.json"/);
    const data = JSON.parse(res.rawPayload.toString('utf8'));
    const stored = await t.ctx.db.selectFrom('delegate').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(Object.keys(data.delegate).sort()).toEqual(Object.keys(stored).sort());
    expect(data.delegate).toMatchObject({
      firstNames: 'Lucía',
      lastNames: 'Núñez Peña',
      phone: '3009998877',
      guardianName: 'Rosa Peña',
      personalCode: stored.personalCode,
      consentTermsVersion: 1,
    });
    expect(data.assignment).toEqual({ commission: 'Asamblea General', delegation: null });
    expect(data.audit).toEqual([
      expect.objectContaining({ action: 'delegate.updated', before: { phone: '3001112233' }, after: { phone: '3009998877' } }),
    ]);
    expect(data.mails).toHaveLength(2);
    expect(data.roomDevices).toEqual([]);
    // The export is recorded, without personal data.
    const entry = await t.ctx.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'delegate.personal_data_exported')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ entityId: id, before: null, after: null });
    expectError(await t.call('GET', '/api/delegates/no-existe/personal-data', { cookie: gestor }), 404, 'NOT_FOUND');
  });

  it('refuses to erase without the right confirmation, and changes nothing', async () => {
    const auditBefore = (await t.ctx.db.selectFrom('auditLog').select('id').execute()).length;
    for (const body of [{}, { confirm: '' }, { confirm: 'PRIV-2002' }, { confirm: 'otra cosa' }]) {
      const res = await t.call('DELETE', `/api/delegates/${id}`, { cookie: gestor, body });
      expectError(res, 400, 'VALIDATION');
      if ('confirm' in body) expect(res.json().message).toBe('Escribe el número de documento del delegado para confirmar el borrado.');
    }
    expectError(await t.call('DELETE', '/api/delegates/no-existe', { cookie: gestor, body: { confirm: 'X' } }), 404, 'NOT_FOUND');
    expect(await t.ctx.db.selectFrom('delegate').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
    expect((await t.ctx.db.selectFrom('auditLog').select('id').execute()).length).toBe(auditBefore);
  });

  it('erases the delegate with the document number typed again, leaving no personal data behind', async () => {
    const res = await t.call('DELETE', `/api/delegates/${id}`, { cookie: gestor, body: { confirm: ' priv-1001 ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ erased: true });
    expect(await t.ctx.db.selectFrom('delegate').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    // Nothing personal anywhere in the audit log or the outbox.
    const audit = await t.ctx.db.selectFrom('auditLog').selectAll().execute();
    const dump = JSON.stringify(audit);
    for (const value of ['Lucía', 'Núñez', 'PRIV-1001', 'lucia@colegio.test', '3009998877', '3001112233', 'Rosa'])
      expect(dump).not.toContain(value);
    const erased = audit.find((e) => e.action === 'delegate.erased');
    expect(erased).toMatchObject({ entity: 'delegate', entityId: id, before: null, after: null });
    const mails = await t.ctx.db.selectFrom('mailOutbox').select('text').where('to', '=', personal.email).execute();
    expect(mails.map((m) => m.text)).toEqual([expect.stringContaining('Hermano')]);
    // The sibling is untouched; the erased one is gone for every endpoint.
    expect(await t.ctx.db.selectFrom('delegate').select('id').where('id', '=', otherId).executeTakeFirst()).toBeDefined();
    expectError(await t.call('GET', `/api/delegates/${id}`, { cookie: gestor }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/delegates/${id}/personal-data`, { cookie: gestor }), 404, 'NOT_FOUND');
  });
});
