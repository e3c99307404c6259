import type { AdvisorLinks, AdvisorView } from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import { adultPersonal, insertDelegate, seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { auditOf, describeWithApp, expectError, type TestApp } from '../../../test/harness';
import { liveClient } from '../../../test/live-client';
import { type PhoneDelegations, seatPhoneDelegations } from '../../../test/room-phones';

const SCHOOL = 'Colegio San José';

describeWithApp('advisors’ links: a school’s delegates for its advisor (%s)', {}, (app) => {
  let t: TestApp;
  let fx = {} as TwoCommissions;
  let seated = {} as PhoneDelegations;
  const links = async () => (await t.call('GET', '/api/advisor-links', { cookie: fx.gestor.cookie })).json() as AdvisorLinks;
  const issue = (institution: string) => t.call('POST', '/api/advisor-links', { cookie: fx.gestor.cookie, body: { institution } });
  const linkOf = (list: AdvisorLinks) => list.institutions.find((i) => i.institution === SCHOOL)?.link;

  beforeAll(async () => {
    t = app();
    fx = await seedTwoCommissions(t);
    seated = await seatPhoneDelegations(t, fx.a.id, ['Argelia', 'Brasil', 'Chile'], 'ASESOR');
    // Argelia's and Brasil's delegates come from the school, Chile's from another; one more of the school has no seat yet.
    for (const name of ['Argelia', 'Brasil'])
      await t.ctx.db
        .updateTable('delegate')
        .set({ institution: SCHOOL })
        .where('id', '=', seated.delegates[name] as string)
        .execute();
    await t.ctx.db
      .updateTable('delegate')
      .set({ institution: 'Liceo Norte' })
      .where('id', '=', seated.delegates.Chile as string)
      .execute();
    await insertDelegate(t, adultPersonal({ firstNames: 'Zoe', lastNames: 'Álvarez', documentNumber: 'ASESOR9', institution: SCHOOL }));
    // A session: Argelia present, Brasil absent; Argelia warned and given the floor.
    const c = liveClient(t, fx.a.id, fx.chair.cookie);
    const { state } = await c.run({ type: 'session.open', title: 'Sesión' });
    await c.run({ type: 'rollCall.mark', rollCallId: state.rollCall?.id, delegateId: seated.delegates.Argelia, status: 'presente' });
    await c.run({ type: 'rollCall.mark', rollCallId: state.rollCall?.id, delegateId: seated.delegates.Brasil, status: 'ausente' });
    await c.run({ type: 'rollCall.close' });
    await c.run({ type: 'warning.give', delegationId: seated.ids.Argelia, level: 'escrita', reason: 'Usa el teléfono' });
    await c.run({ type: 'speech.recognize', delegationId: seated.ids.Argelia });
    await c.run({ type: 'timer.start', target: 'speech' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await c.run({ type: 'speech.end' });
  });

  it('lists the institutions the delegates come from; issues one link per institution, ten at once included', async () => {
    const before = await links();
    expect(before.institutions.find((i) => i.institution === SCHOOL)).toEqual({ institution: SCHOOL, delegates: 3, link: null });
    expectError(await issue('Colegio inventado'), 400, 'ADVISOR_INSTITUTION_UNKNOWN');
    expectError(await issue('  '), 400, 'VALIDATION');
    const answers = await Promise.all(Array.from({ length: 10 }, () => issue(SCHOOL)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const inForce = await t.ctx.db
      .selectFrom('advisorLink')
      .selectAll()
      .where('institution', '=', SCHOOL)
      .where('revokedAt', 'is', null)
      .execute();
    expect(inForce).toHaveLength(1);
    expect(linkOf(await links())?.code).toBe(inForce[0]?.code);
    expect((await auditOf(t, fx.gestor.cookie)).filter((e) => e.action === 'advisor_link.issued')).toHaveLength(10);
    expectError(await t.call('POST', '/api/advisor-links', { cookie: fx.chair.cookie, body: { institution: SCHOOL } }), 403, 'FORBIDDEN');
  });

  it('shows the school’s delegates only, with names and how they took part, and no personal data', async () => {
    const code = linkOf(await links())?.code as string;
    const res = await t.call('GET', `/api/advisor/${code.toLowerCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as AdvisorView;
    expect(view.institution).toBe(SCHOOL);
    // In Spanish name order: Álvarez before Pérez.
    expect(view.delegates.map((d) => [d.name, d.commission, d.delegation])).toEqual([
      ['Zoe Álvarez', null, null],
      ['Argelia Pérez', fx.a.name, 'Argelia'],
      ['Brasil Pérez', fx.a.name, 'Brasil'],
    ]);
    const argelia = view.delegates[1];
    expect(argelia).toMatchObject({
      attendance: { present: 1, rollCalls: 1, rate: 1 },
      warnings: [{ level: 'escrita', reason: 'Usa el teléfono' }],
      speaking: { speeches: 1, share: 1 },
    });
    expect(argelia?.speaking?.speakingMs).toBeGreaterThan(0);
    expect(view.delegates[2]).toMatchObject({
      attendance: { present: 0, rollCalls: 1 },
      warnings: [],
      speaking: { speeches: 0, share: 0 },
    });
    expect(Object.keys(argelia ?? {}).sort()).toEqual([
      'attendance',
      'awards',
      'certificates',
      'commission',
      'delegation',
      'id',
      'name',
      'speaking',
      'status',
      'warnings',
    ]);
    expect(res.body).not.toContain('Chile');
    expect(res.body).not.toContain('@colegio.test');
  });

  it('shows each delegate’s published awards, their own and their delegation’s, and none unpublished', async () => {
    const now = '2026-03-10T10:00:00.000Z';
    const category = (id: string, name: string, recipient: string, position: number) => ({
      id,
      name,
      maxPerCommission: 1,
      recipient,
      minAttendance: null,
      requiresPositionPaper: 0,
      position,
      createdAt: now,
      updatedAt: now,
    });
    await t.ctx.db
      .insertInto('awardCategory')
      .values([category('cat-delegado', 'Mejor delegado', 'delegado', 1), category('cat-delegacion', 'Mejor delegación', 'delegacion', 2)])
      .execute();
    const award = (id: string, commissionId: string, to: { delegateId?: string; delegationId?: string }) => ({
      id,
      categoryId: to.delegationId ? 'cat-delegacion' : 'cat-delegado',
      commissionId,
      delegateId: to.delegateId ?? null,
      delegationId: to.delegationId ?? null,
      note: null,
      assignedBy: null,
      createdAt: now,
      updatedAt: now,
    });
    const zoe = await t.ctx.db.selectFrom('delegate').select('id').where('documentNumber', '=', 'ASESOR9').executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('award')
      .values([
        award('award-argelia', fx.a.id, { delegateId: seated.delegates.Argelia as string }),
        award('award-brasil', fx.a.id, { delegationId: seated.ids.Brasil as string }),
        award('award-chile', fx.a.id, { delegateId: seated.delegates.Chile as string }),
        award('award-zoe', fx.b.id, { delegateId: zoe.id }),
      ])
      .execute();
    // Commission A's awards are published; B's (Zoe's) are not.
    await t.ctx.db
      .insertInto('awardStatus')
      .values([{ commissionId: fx.a.id, lockedAt: now, lockedBy: null, publishedAt: now, publishedBy: null, updatedAt: now }])
      .execute();
    const code = linkOf(await links())?.code as string;
    const view = (await t.call('GET', `/api/advisor/${code}`)).json() as AdvisorView;
    expect(view.delegates.map((d) => [d.name, d.awards.map((a) => [a.categoryName, a.recipient, a.delegationName])])).toEqual([
      ['Zoe Álvarez', []],
      ['Argelia Pérez', [['Mejor delegado', 'delegado', null]]],
      ['Brasil Pérez', [['Mejor delegación', 'delegacion', 'Brasil']]],
    ]);
  });

  it('downloads the valid certificates of the school’s delegates, and no other', async () => {
    const certificate = (id: string, delegate: string, revokedAt: string | null = null) => ({
      id,
      code: id.toUpperCase().padEnd(24, 'X'),
      kind: 'participacion',
      delegateId: seated.delegates[delegate] as string,
      commissionId: fx.a.id,
      awardId: null,
      holderName: `${delegate} Pérez`,
      title: 'Participación',
      commissionName: fx.a.name,
      delegationName: delegate,
      issuedAt: '2026-03-10T10:00:00.000Z',
      issuedBy: null,
      revokedAt,
      revokedReason: revokedAt ? 'Error' : null,
      replacedBy: null,
      downloadedAt: null,
      sentAt: null,
      createdAt: '2026-03-10T10:00:00.000Z',
      updatedAt: '2026-03-10T10:00:00.000Z',
    });
    await t.ctx.db
      .insertInto('certificate')
      .values([
        certificate('cert-argelia', 'Argelia'),
        certificate('cert-brasil', 'Brasil', '2026-03-11T10:00:00.000Z'),
        certificate('cert-chile', 'Chile'),
      ])
      .execute();
    const code = linkOf(await links())?.code as string;
    const view = (await t.call('GET', `/api/advisor/${code}`)).json() as AdvisorView;
    expect(view.delegates.map((d) => d.certificates.map((c) => c.id))).toEqual([[], ['cert-argelia'], []]);
    const pdf = await t.call('GET', `/api/advisor/${code}/certificates/cert-argelia`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Another school's delegate's, or a revoked one: not there.
    expectError(await t.call('GET', `/api/advisor/${code}/certificates/cert-chile`), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/advisor/${code}/certificates/cert-brasil`), 404, 'NOT_FOUND');
  });

  it('stops at once when revoked or replaced, whoever had it', async () => {
    const first = linkOf(await links());
    const replaced = linkOf((await issue(SCHOOL)).json() as AdvisorLinks);
    expect(replaced?.code).not.toBe(first?.code);
    expectError(await t.call('GET', `/api/advisor/${first?.code}`), 404, 'NOT_FOUND');
    expect((await t.call('GET', `/api/advisor/${replaced?.code}`)).statusCode).toBe(200);
    const revoked = await t.call('POST', `/api/advisor-links/${replaced?.id}/revoke`, { cookie: fx.gestor.cookie });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(linkOf(revoked.json() as AdvisorLinks)).toBeNull();
    expectError(await t.call('GET', `/api/advisor/${replaced?.code}`), 404, 'NOT_FOUND');
    expectError(await t.call('GET', `/api/advisor/${replaced?.code}/certificates/cert-argelia`), 404, 'NOT_FOUND');
    expectError(await t.call('POST', `/api/advisor-links/${replaced?.id}/revoke`, { cookie: fx.gestor.cookie }), 404, 'NOT_FOUND');
    expectError(await t.call('GET', '/api/advisor/corto'), 400, 'VALIDATION');
  });
});
