import { type Delegate, PERSONAL_CODE_LENGTH } from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import { adultPersonal, insertDelegate } from '../../../test/fixtures';
import { auditOf, describeWithApp, expectError, outboxOf, type TestApp } from '../../../test/harness';

describeWithApp('renewing a personal code (%s)', {}, (app) => {
  let t: TestApp;
  let gestor: string;

  beforeAll(async () => {
    t = app();
    gestor = await t.cookieFor('Gestor');
  });

  it('gives the delegate a new code: the old link opens nothing at once, the new one does, mailed to them and audited', async () => {
    const row = await insertDelegate(t, adultPersonal({ documentNumber: 'RENEW001', firstNames: 'Ana', email: 'ana@colegio.test' }));
    const old = String(row.personalCode);
    expect((await t.call('GET', `/api/verification/${old}`)).statusCode).toBe(200);

    const res = await t.call('POST', `/api/delegates/${row.id}/personal-code`, { cookie: gestor, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    const renewed = res.json() as Delegate;
    expect(renewed.personalCode).toHaveLength(PERSONAL_CODE_LENGTH);
    expect(renewed.personalCode).not.toBe(old);
    expect(renewed.documentNumber).toBe('RENEW001');

    expectError(await t.call('GET', `/api/verification/${old}`), 404, 'NOT_FOUND');
    const opened = await t.call('GET', `/api/verification/${renewed.personalCode}`);
    expect(opened.statusCode, opened.body).toBe(200);
    // The door's search no longer finds the old code; the badge code stays as printed.
    const stored = await t.ctx.db.selectFrom('delegate').selectAll().where('id', '=', String(row.id)).executeTakeFirstOrThrow();
    expect(stored.searchText).not.toContain(old.toLowerCase());
    expect(stored.badgeCode).toBe(row.badgeCode);

    const [mail, ...more] = await outboxOf(t, gestor, 'ana@colegio.test');
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Tu nuevo enlace personal · /);
    expect(mail?.text).toContain(`http://localhost:3000/verificator?code=${renewed.personalCode}`);
    expect(mail?.text).not.toContain(old);

    const entry = (await auditOf(t, gestor)).find((e) => e.action === 'delegate.personal_code_renewed');
    expect(entry).toMatchObject({ entity: 'delegate', entityId: row.id, entityName: 'Ana Pérez' });
    // Neither code is written to the audit.
    const audited = await t.ctx.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('id', '=', String(entry?.id))
      .executeTakeFirstOrThrow();
    expect(audited).toEqual({ before: null, after: null });
  });

  it('refuses an unknown delegate and anyone but the Gestor, changing nothing', async () => {
    const row = await insertDelegate(t, adultPersonal({ documentNumber: 'RENEW002' }));
    expectError(await t.call('POST', '/api/delegates/no-existe/personal-code', { cookie: gestor, body: {} }), 404, 'NOT_FOUND');
    const logistica = await t.cookieFor('Logistica');
    expectError(await t.call('POST', `/api/delegates/${row.id}/personal-code`, { cookie: logistica, body: {} }), 403, 'FORBIDDEN');
    const stored = await t.ctx.db.selectFrom('delegate').select('personalCode').where('id', '=', String(row.id)).executeTakeFirstOrThrow();
    expect(stored.personalCode).toBe(row.personalCode);
  });
});
