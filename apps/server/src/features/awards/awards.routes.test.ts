import type { AwardCategory, CommissionAwards, VerificationView } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adultPersonal, insertDelegate, seatDelegation, seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { auditOf, DATABASES, expectError, startTestApp, type TestApp } from '../../../test/harness';
import { sendPositionPaper } from '../../../test/upload-fixtures';
import { findPublishedAwards } from '../../domain/awards/published-awards';
import { newId, nowIso } from '../../lib/ids';

const DEFAULT_NAMES = ['Mejor Delegado', 'Delegado Sobresaliente', 'Mención de Honor', 'Mención Verbal', 'Mejor Documento de Posición'];
const TIMES = 10;

describe.each(DATABASES)('awards routes (%s)', (kind) => {
  let t: TestApp;
  let { gestor, logistica, chair, otherChair, a, b } = {} as TwoCommissions;
  /** Delegates of `a`: Ana (France, present at both roll calls), Bruno (France, one of two), Carla (Chile, none). */
  const people = {} as Record<'ana' | 'bruno' | 'carla' | 'otro', { id: string; personalCode: string }>;
  let france: string;
  let chile: string;

  const categories = async () => (await t.call('GET', '/api/award-categories', { cookie: gestor.cookie })).json() as AwardCategory[];
  const categoryNamed = async (name: string) => (await categories()).find((c) => c.name === name) as AwardCategory;
  const awardsOf = async (commissionId = a.id, cookie = chair.cookie) => {
    const res = await t.call('GET', `/api/commissions/${commissionId}/awards`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CommissionAwards;
  };
  const assign = (categoryId: string, recipientId: string, cookie = chair.cookie, note?: string) =>
    t.call('POST', `/api/commissions/${a.id}/awards`, { cookie, body: { categoryId, recipientId, note } });
  const status = (change: 'lock' | 'unlock' | 'publish', cookie: string, commissionId = a.id) =>
    t.call('POST', `/api/commissions/${commissionId}/awards/${change}`, { cookie });
  const createCategory = async (body: Record<string, unknown>) => {
    const res = await t.call('POST', '/api/award-categories', {
      cookie: gestor.cookie,
      body: { maxPerCommission: 1, recipient: 'delegado', minAttendance: null, requiresPositionPaper: false, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AwardCategory;
  };
  const verification = async (code: string) => (await t.call('GET', `/api/verification/${code}`)).json() as VerificationView;
  /** A roll call of commission `a` with the given marks, written straight to the database (the live console is another feature). */
  const rollCall = async (marks: [string, string, string][]) => {
    const id = newId();
    const now = nowIso();
    await t.ctx.db
      .insertInto('rollCall')
      .values({
        id,
        commissionId: a.id,
        sessionId: null,
        mode: 'chair',
        openedAt: now,
        closedAt: now,
        openedBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    for (const [delegateId, delegationId, mark] of marks)
      await t.ctx.db
        .insertInto('rollCallMark')
        .values({ rollCallId: id, delegateId, delegationId, status: mark, markedAt: now, markedBy: null })
        .execute();
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ gestor, logistica, a, b, chair, otherChair } = await seedTwoCommissions(t));
    france = await seatDelegation(t, a.id, 'Francia', 'FR', { position: 1 });
    chile = await seatDelegation(t, a.id, 'Chile', 'CL', { position: 2 });
    const japan = await seatDelegation(t, b.id, 'Japón', 'JP');
    const seat = async (firstNames: string, doc: string, commissionId: string, delegationId: string) => {
      const row = await insertDelegate(
        t,
        adultPersonal({ firstNames, documentNumber: doc }),
        { status: 'asignado' },
        { commissionId, delegationId },
      );
      return { id: row.id as string, personalCode: row.personalCode as string };
    };
    people.ana = await seat('Ana', 'A1', a.id, france);
    people.bruno = await seat('Bruno', 'B1', a.id, france);
    people.carla = await seat('Carla', 'C1', a.id, chile);
    people.otro = await seat('Otro', 'O1', b.id, japan);
    await rollCall([
      [people.ana.id, france, 'presente'],
      [people.bruno.id, france, 'presente'],
      [people.carla.id, chile, 'ausente'],
    ]);
    await rollCall([
      [people.ana.id, france, 'presente_y_votando'],
      [people.bruno.id, france, 'ausente'],
    ]);
    await sendPositionPaper(t, a.id, france, chair.cookie);
  });
  afterAll(() => t?.destroy());

  it('answers 401 anonymous and 403 to Logística and the chair of another commission, changing nothing', async () => {
    const best = await categoryNamed('Mejor Delegado');
    expectError(await t.call('GET', `/api/commissions/${a.id}/awards`), 401, 'UNAUTHENTICATED');
    for (const cookie of [logistica.cookie, otherChair.cookie]) {
      expectError(await t.call('GET', `/api/commissions/${a.id}/awards`, { cookie }), 403, 'FORBIDDEN');
      expectError(await assign(best.id, people.ana.id, cookie), 403, 'FORBIDDEN');
      expectError(await status('lock', cookie), 403, 'FORBIDDEN');
    }
    // The chair keeps the awards; the categories, unlocking and publishing are the Gestor's.
    expectError(await t.call('POST', '/api/award-categories', { cookie: chair.cookie, body: {} }), 403, 'FORBIDDEN');
    expectError(await t.call('DELETE', `/api/award-categories/${best.id}`, { cookie: chair.cookie }), 403, 'FORBIDDEN');
    expectError(await status('publish', chair.cookie), 403, 'FORBIDDEN');
    expectError(await status('unlock', chair.cookie), 403, 'FORBIDDEN');
    const view = await awardsOf();
    expect(view.lockedAt).toBeNull();
    expect(view.categories.every((c) => c.awards.length === 0)).toBe(true);
  });

  it('has the default categories on a fresh install, in their order', async () => {
    const list = await categories();
    expect(list.map((c) => c.name)).toEqual(DEFAULT_NAMES);
    expect(list.find((c) => c.name === 'Mención de Honor')).toMatchObject({ maxPerCommission: 2, recipient: 'delegado' });
    expect(list.find((c) => c.name === 'Mejor Documento de Posición')).toMatchObject({
      recipient: 'delegacion',
      requiresPositionPaper: true,
    });
  });

  it('lets the Gestor create, edit, reorder and delete categories, refusing a taken name and a bad order', async () => {
    const created = await createCategory({ name: ' Premio Diplomacia ', maxPerCommission: 2, minAttendance: 50 });
    expect(created).toMatchObject({ name: 'Premio Diplomacia', position: 6, minAttendance: 50, awardCount: 0 });
    const taken = await t.call('POST', '/api/award-categories', {
      cookie: gestor.cookie,
      body: { name: 'mejor delegado', maxPerCommission: 1, recipient: 'delegado', minAttendance: null, requiresPositionPaper: false },
    });
    expectError(taken, 409, 'AWARD_CATEGORY_NAME_TAKEN');
    const bad = await t.call('POST', '/api/award-categories', {
      cookie: gestor.cookie,
      body: { name: '', maxPerCommission: 0, recipient: 'delegado', minAttendance: 120, requiresPositionPaper: false },
    });
    expectError(bad, 400, 'VALIDATION');
    const edited = await t.call('PATCH', `/api/award-categories/${created.id}`, {
      cookie: gestor.cookie,
      body: { name: 'Premio a la Diplomacia' },
    });
    expect(edited.json()).toMatchObject({ name: 'Premio a la Diplomacia', maxPerCommission: 2 });
    const ids = (await categories()).map((c) => c.id);
    expectError(
      await t.call('PUT', '/api/award-categories/order', { cookie: gestor.cookie, body: { ids: ids.slice(1) } }),
      400,
      'AWARD_CATEGORY_ORDER_INVALID',
    );
    const reordered = await t.call('PUT', '/api/award-categories/order', {
      cookie: gestor.cookie,
      body: { ids: [created.id, ...ids.slice(0, -1)] },
    });
    expect((reordered.json() as AwardCategory[]).map((c) => c.name)).toEqual(['Premio a la Diplomacia', ...DEFAULT_NAMES]);
    expect((await t.call('DELETE', `/api/award-categories/${created.id}`, { cookie: gestor.cookie })).statusCode).toBe(204);
    expect((await categories()).map((c) => c.name)).toEqual(DEFAULT_NAMES);
    const actions = (await auditOf(t, gestor.cookie)).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['award_category.created', 'award_category.updated', 'award_category.reordered', 'award_category.deleted']),
    );
  });

  it('shows every candidate with its eligibility: attendance against the minimum, the position paper received', async () => {
    const attendance = await createCategory({ name: 'Asistencia Perfecta', maxPerCommission: 3, minAttendance: 80 });
    const view = await awardsOf();
    const card = view.categories.find((c) => c.category.id === attendance.id);
    expect(card?.candidates.map((c) => [c.name, c.eligible])).toEqual([
      ['Ana Pérez (Francia)', true],
      ['Bruno Pérez (Francia)', false],
      ['Carla Pérez (Chile)', false],
    ]);
    expect(card?.candidates[1].checks).toEqual([{ rule: 'attendance', outcome: 'fails', rate: 50, minimum: 80 }]);
    const paper = view.categories.find((c) => c.category.name === 'Mejor Documento de Posición');
    // Francia's position paper was received; Chile sent none.
    expect(paper?.candidates.map((c) => [c.name, c.eligible, c.checks])).toEqual([
      ['Francia', true, [{ rule: 'positionPaper', outcome: 'ok' }]],
      ['Chile', false, [{ rule: 'positionPaper', outcome: 'fails' }]],
    ]);
    expectError(await assign(paper?.category.id as string, chile), 409, 'AWARD_INELIGIBLE');
    // An ineligible delegate is refused with the reason, and nothing is given.
    const refused = await assign(attendance.id, people.bruno.id);
    expectError(refused, 409, 'AWARD_INELIGIBLE');
    expect(refused.json().message).toBe('Bruno Pérez (Francia) no puede recibir «Asistencia Perfecta»: Asistencia 50 % (mínimo 80 %).');
    expect((await awardsOf()).categories.find((c) => c.category.id === attendance.id)?.awards).toEqual([]);
    expect((await t.call('DELETE', `/api/award-categories/${attendance.id}`, { cookie: gestor.cookie })).statusCode).toBe(204);
  });

  it('gives awards within the maximum, refusing one over it, a repeat and a delegate of another commission', async () => {
    const honor = await categoryNamed('Mención de Honor');
    const given = await assign(honor.id, people.ana.id, chair.cookie, 'Excelente negociación');
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({ recipient: 'delegado', recipientName: 'Ana Pérez (Francia)', note: 'Excelente negociación' });
    expectError(await assign(honor.id, people.ana.id), 409, 'AWARD_DUPLICATE');
    expect((await assign(honor.id, people.bruno.id, gestor.cookie)).statusCode).toBe(201);
    const over = await assign(honor.id, people.carla.id);
    expectError(over, 409, 'AWARD_LIMIT_REACHED');
    expect(over.json().message).toContain('2 de 2');
    expectError(await assign(honor.id, people.otro.id), 404, 'DELEGATE_NOT_IN_COMMISSION');
    const paper = await categoryNamed('Mejor Documento de Posición');
    expectError(await assign(paper.id, people.ana.id), 409, 'DELEGATION_NOT_IN_COMMISSION');
    expect((await assign(paper.id, france)).json()).toMatchObject({ recipient: 'delegacion', recipientName: 'Francia' });
    const card = (await awardsOf()).categories.find((c) => c.category.id === honor.id);
    expect(card?.awards.map((x) => x.recipientName)).toEqual(['Ana Pérez (Francia)', 'Bruno Pérez (Francia)']);
    // A note can change and an award can be taken back while unlocked.
    const bruno = card?.awards[1].id;
    const noted = await t.call('PATCH', `/api/commissions/${a.id}/awards/${bruno}`, {
      cookie: chair.cookie,
      body: { note: 'Gran orador' },
    });
    expect(noted.json()).toMatchObject({ note: 'Gran orador' });
    expect((await t.call('DELETE', `/api/commissions/${a.id}/awards/${bruno}`, { cookie: chair.cookie })).statusCode).toBe(204);
    expect(
      (await t.call('DELETE', `/api/commissions/${b.id}/awards/${card?.awards[0].id}`, { cookie: otherChair.cookie })).statusCode,
    ).toBe(404);
    // A category with awards cannot be deleted nor change who it goes to.
    expectError(await t.call('DELETE', `/api/award-categories/${honor.id}`, { cookie: gestor.cookie }), 409, 'AWARD_CATEGORY_IN_USE');
    const recipient = await t.call('PATCH', `/api/award-categories/${honor.id}`, {
      cookie: gestor.cookie,
      body: { recipient: 'delegacion' },
    });
    expectError(recipient, 409, 'AWARD_CATEGORY_IN_USE');
    expect((await categoryNamed('Mención de Honor')).awardCount).toBe(1);
  });

  it('keeps the maximum when the same award is asked for many times at once', async () => {
    const verbal = await categoryNamed('Mención Verbal');
    const ids = [people.ana.id, people.bruno.id, people.carla.id];
    const answers = await Promise.all(Array.from({ length: TIMES }, (_, i) => assign(verbal.id, ids[i % 3])));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
    for (const r of answers.filter((x) => x.statusCode !== 201)) expect([409]).toContain(r.statusCode);
    const one = await categoryNamed('Delegado Sobresaliente');
    const race = await Promise.all(Array.from({ length: TIMES }, (_, i) => assign(one.id, ids[i % 3])));
    expect(race.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const card = (await awardsOf()).categories.find((c) => c.category.id === one.id);
    expect(card?.awards).toHaveLength(1);
  });

  it('locks (the chair), refuses changes after it, and the Gestor publishes once; the delegate sees it on their page', async () => {
    expect((await verification(people.ana.personalCode)).awards).toEqual([]);
    const honor = await categoryNamed('Mención de Honor');
    expectError(await status('publish', gestor.cookie), 409, 'AWARDS_NOT_LOCKED');
    const locked = await status('lock', chair.cookie);
    expect(locked.statusCode, locked.body).toBe(200);
    expect((locked.json() as CommissionAwards).lockedAt).not.toBeNull();
    expectError(await status('lock', chair.cookie), 409, 'AWARDS_LOCKED');
    const before = await awardsOf();
    expectError(await assign(honor.id, people.carla.id), 409, 'AWARDS_LOCKED');
    const anaAward = before.categories.find((c) => c.category.id === honor.id)?.awards[0].id;
    expectError(await t.call('DELETE', `/api/commissions/${a.id}/awards/${anaAward}`, { cookie: chair.cookie }), 409, 'AWARDS_LOCKED');
    expectError(
      await t.call('PATCH', `/api/commissions/${a.id}/awards/${anaAward}`, { cookie: gestor.cookie, body: { note: 'x' } }),
      409,
      'AWARDS_LOCKED',
    );
    expect(await awardsOf()).toEqual(before);
    // Unlock and lock again (the Gestor), then publish once.
    expect((await status('unlock', gestor.cookie)).statusCode).toBe(200);
    expect((await status('lock', chair.cookie)).statusCode).toBe(200);
    expect((await verification(people.ana.personalCode)).awards).toEqual([]);
    const published = await status('publish', gestor.cookie);
    expect(published.statusCode, published.body).toBe(200);
    const publishedAt = (published.json() as CommissionAwards).publishedAt;
    expect(publishedAt).not.toBeNull();
    expectError(await status('publish', gestor.cookie), 409, 'AWARDS_ALREADY_PUBLISHED');
    expectError(await status('unlock', gestor.cookie), 409, 'AWARDS_ALREADY_PUBLISHED');
    expect((await awardsOf()).publishedAt).toBe(publishedAt);
    // Ana has her own Mención de Honor and her delegation's award; Carla (Chile) none; Bruno his delegation's.
    const ana = (await verification(people.ana.personalCode)).awards;
    expect(ana).toEqual(
      expect.arrayContaining([
        { categoryName: 'Mención de Honor', commissionName: 'Asamblea General', recipient: 'delegado', delegationName: null },
        {
          categoryName: 'Mejor Documento de Posición',
          commissionName: 'Asamblea General',
          recipient: 'delegacion',
          delegationName: 'Francia',
        },
      ]),
    );
    expect((await verification(people.bruno.personalCode)).awards.map((x) => x.categoryName)).toContain('Mejor Documento de Posición');
    expect((await verification(people.otro.personalCode)).awards).toEqual([]);
    // The certificates read the published awards of a commission.
    const rows = await findPublishedAwards(t.ctx.db, a.id);
    expect(rows.find((r) => r.delegationId === france)).toMatchObject({ categoryName: 'Mejor Documento de Posición', delegateId: null });
    expect(rows.filter((r) => r.delegateId === people.ana.id).map((r) => r.categoryName)).toContain('Mención de Honor');
    expect(await findPublishedAwards(t.ctx.db, b.id)).toEqual([]);
    const actions = (await auditOf(t, gestor.cookie)).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['award.assigned', 'award.updated', 'award.removed', 'award.locked', 'award.unlocked', 'award.published']),
    );
  });
});
