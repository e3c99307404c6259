import { DEFAULT_PUBLIC_FEATURES } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, describeWithApp, expectError, startTestApp, statusesOf, type TestApp } from '../../../test/harness';
import { createCommission, seatDelegation, insertDelegateRows } from '../../../test/fixtures';
import { newDelegateRow } from '../../domain/delegates/delegates.store';

const personal = {
  documentType: 'CC' as const,
  birthDate: '2000-01-01',
  email: 'a@test.quorum',
  phone: null,
  institution: 'Universidad',
  grade: null,
  guardianName: null,
  guardianPhone: null,
};

describe.each(DATABASES)('commission look-up /data (%s)', (kind) => {
  let t: TestApp;
  let gestor: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    gestor = await t.cookieFor('Gestor');
    const commissionId = (await createCommission(t, gestor, 'Asamblea General', { room: 'Auditorio' })).id;
    const delegationId = await seatDelegation(t, commissionId, 'Perú', 'PE');
    const assigned = newDelegateRow(
      { ...personal, firstNames: 'Juan Pablo', lastNames: 'Pérez Gómez', documentNumber: 'LK-1001' },
      { source: 'manual', status: 'asignado' },
    );
    const waiting = newDelegateRow(
      { ...personal, firstNames: 'Ana', lastNames: 'Ríos', documentNumber: 'LK-1002', email: 'b@test.quorum' },
      { source: 'preinscripcion' },
    );
    await insertDelegateRows(t, [{ ...assigned, commissionId, delegationId }, waiting]);
  });
  afterAll(() => t.destroy());

  it('shows commission, delegation and room with the name masked', async () => {
    const res = await t.call('POST', '/api/lookup', { body: { documentNumber: ' lk-1001 ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      maskedName: 'J. P***',
      assigned: true,
      commissionName: 'Asamblea General',
      delegationName: 'Perú',
      room: 'Auditorio',
    });
  });

  it('says when the delegate is not assigned yet', async () => {
    const res = await t.call('POST', '/api/lookup', { body: { documentNumber: 'LK-1002' } });
    expect(res.json()).toEqual({ maskedName: 'A. R***', assigned: false, commissionName: null, delegationName: null, room: null });
  });

  it('answers an unknown document in Spanish', async () => {
    const res = await t.call('POST', '/api/lookup', { body: { documentNumber: 'NO-EXISTE' } });
    expectError(res, 404, 'NOT_FOUND');
    expect(res.json().message).toBe('No encontramos ese documento');
  });

  it('refuses a malformed document number', async () => {
    const res = await t.call('POST', '/api/lookup', { body: { documentNumber: '<script>' } });
    expectError(res, 400, 'VALIDATION');
    expect(res.json().fields.documentNumber).toMatch(/documento no válido/);
  });

  it('is refused while the look-up is switched off', async () => {
    await t.call('PUT', '/api/access/public-features', { cookie: gestor, body: { ...DEFAULT_PUBLIC_FEATURES, dataLookup: false } });
    const res = await t.call('POST', '/api/lookup', { body: { documentNumber: 'LK-1001' } });
    expectError(res, 409, 'LOOKUP_DISABLED');
    expect(res.json().message).toMatch(/La consulta está desactivada/);
    await t.call('PUT', '/api/access/public-features', { cookie: gestor, body: DEFAULT_PUBLIC_FEATURES });
  });
});

describeWithApp('commission look-up rate limit (%s)', { PUBLIC_LOOKUPS_PER_ADDRESS_PER_HOUR: '3' }, (app) => {
  it('answers 429 after too many look-ups from one address', async () => {
    const codes = await statusesOf(4, (i) => app().call('POST', '/api/lookup', { body: { documentNumber: `NADA000${i}` } }));
    expect(codes).toEqual([404, 404, 404, 429]);
  });
});
