import { ERROR_MESSAGES_ES, type ScheduledSession } from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { auditOf, countRows, describeWithApp, expectError, type TestApp } from '../../../test/harness';
import { liveClient } from '../../../test/live-client';

const HOUR = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describeWithApp('scheduled sessions (%s)', {}, (app) => {
  let t: TestApp;
  let { gestor, chair, otherChair, logistica, a, b } = {} as TwoCommissions;

  const url = (commissionId = a.id) => `/api/commissions/${commissionId}/scheduled-sessions`;
  const schedule = (body: unknown, cookie = chair.cookie, commissionId = a.id) => t.call('POST', url(commissionId), { cookie, body });
  const change = (id: string, body: unknown, cookie = chair.cookie) => t.call('PUT', `${url()}/${id}`, { cookie, body });
  const cancel = (id: string, cookie = chair.cookie, commissionId = a.id) =>
    t.call('DELETE', `${url(commissionId)}/${id}`, { cookie, body: {} });
  const listOf = async (commissionId = a.id): Promise<ScheduledSession[]> => {
    const res = await t.call('GET', url(commissionId), { cookie: gestor.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** What a refusal must leave as it was: the schedules, the live state and the audit. */
  const everything = async () => ({
    a: await listOf(a.id),
    b: await listOf(b.id),
    rows: await countRows(t, 'scheduledSession'),
    sessions: await countRows(t, 'liveSession'),
    audit: await countRows(t, 'auditLog'),
  });

  beforeAll(async () => {
    t = app();
    ({ gestor, chair, otherChair, logistica, a, b } = await seedTwoCommissions(t));
  });

  it('answers 401 anonymous, 403 to Logistica and to the chair of another commission, scheduling nothing', async () => {
    const body = { title: 'Intrusa', startsAt: inHours(2) };
    expectError(await schedule(body, ''), 401, 'UNAUTHENTICATED');
    expectError(await schedule(body, logistica.cookie), 403, 'FORBIDDEN');
    expectError(await schedule(body, otherChair.cookie), 403, 'FORBIDDEN');
    // The guard answers before the body is read.
    expectError(await schedule({ title: '' }, otherChair.cookie), 403, 'FORBIDDEN');
    expect(await listOf()).toEqual([]);
    expect(await countRows(t, 'scheduledSession')).toBe(0);
  });

  it('schedules sessions in UTC, lists them earliest first and the live state names the next one', async () => {
    const later = await schedule({ title: 'Segunda sesión', startsAt: '2099-03-02T09:00:00-05:00' });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json()).toMatchObject({ title: 'Segunda sesión', topic: '', startsAt: '2099-03-02T14:00:00.000Z' });
    const first = await schedule(
      { title: '  Primera sesión ', topic: 'Cambio climático', startsAt: '2099-03-01T14:00:00Z' },
      gestor.cookie,
    );
    expect(first.statusCode, first.body).toBe(201);
    expect((await listOf()).map((s) => s.title)).toEqual(['Primera sesión', 'Segunda sesión']);
    const state = await liveClient(t, a.id, chair.cookie).live();
    expect(state.session).toBeNull();
    expect(state.nextSession).toEqual({
      id: first.json().id,
      title: 'Primera sesión',
      topic: 'Cambio climático',
      startsAt: '2099-03-01T14:00:00.000Z',
    });
    // The other commission's state knows nothing of them.
    expect((await liveClient(t, b.id, otherChair.cookie).live()).nextSession).toBeNull();
    // The banner reads the same.
    const banner = await t.call('GET', `/api/banner/${a.id}/live`, { cookie: chair.cookie });
    expect(banner.json().nextSession.title).toBe('Primera sesión');
    const audit = await auditOf(t, gestor.cookie);
    const scheduled = audit.filter((e) => e.action === 'session.scheduled');
    expect(scheduled.map((e) => e.entityName).sort()).toEqual(['Primera sesión', 'Segunda sesión']);
  });

  it('refuses bad dates, a start in the past and an empty title with 400, scheduling nothing', async () => {
    const before = await everything();
    expectError(await schedule({ title: 'Mala', startsAt: 'mañana a las 9' }), 400, 'VALIDATION');
    expectError(await schedule({ title: 'Mala', startsAt: '2099-02-30T09:00:00Z' }), 400, 'VALIDATION');
    expectError(await schedule({ title: 'Mala', startsAt: '2099-03-01T09:00:00' }), 400, 'VALIDATION');
    expectError(await schedule({ title: '', startsAt: inHours(2) }), 400, 'VALIDATION');
    const past = await schedule({ title: 'Pasada', startsAt: inHours(-1) });
    expectError(past, 400, 'SCHEDULED_SESSION_IN_PAST');
    expect(past.json().message).toBe(ERROR_MESSAGES_ES.SCHEDULED_SESSION_IN_PAST);
    expect(await everything()).toEqual(before);
  });

  it('changes and cancels a session while it is programada; another commission gets 403 or 404', async () => {
    const created = (await schedule({ title: 'Tercera', startsAt: '2099-03-03T14:00:00Z' })).json() as ScheduledSession;
    const before = await everything();
    expectError(await change(created.id, { title: 'Ajena', startsAt: inHours(3) }, otherChair.cookie), 403, 'FORBIDDEN');
    expectError(await cancel(created.id, otherChair.cookie), 403, 'FORBIDDEN');
    // Named under the other commission, it is not found there.
    expectError(await cancel(created.id, otherChair.cookie, b.id), 404, 'SCHEDULED_SESSION_NOT_FOUND');
    expectError(await change(created.id, { title: 'Tercera', startsAt: inHours(-2) }), 400, 'SCHEDULED_SESSION_IN_PAST');
    expect(await everything()).toEqual(before);

    const changed = await change(created.id, { title: 'Tercera (tarde)', topic: 'Refugiados', startsAt: '2099-03-03T20:00:00Z' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await listOf()).find((s) => s.id === created.id)).toMatchObject({ title: 'Tercera (tarde)', topic: 'Refugiados' });
    const cancelled = await cancel(created.id);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect((await listOf()).map((s) => s.id)).not.toContain(created.id);
    const actions = (await auditOf(t, gestor.cookie)).map((e) => e.action);
    expect(actions).toContain('session.rescheduled');
    expect(actions).toContain('session.unscheduled');
  });

  it('opens a scheduled session: it leaves the schedule, cannot be changed or cancelled, and opens once', async () => {
    const client = liveClient(t, a.id, chair.cookie);
    const next = (await client.live()).nextSession as ScheduledSession;
    // Another commission's scheduled session cannot be opened here.
    const theirs = (await schedule({ title: 'De otra', startsAt: inHours(5) }, otherChair.cookie, b.id)).json() as ScheduledSession;
    await client.refused({ type: 'session.open', title: 'De otra', scheduledId: theirs.id }, 404, 'SCHEDULED_SESSION_NOT_FOUND');

    const opened = await client.run({ type: 'session.open', title: next.title, topic: next.topic, scheduledId: next.id });
    expect(opened.state.session).toMatchObject({ number: 1, title: 'Primera sesión', topic: 'Cambio climático', status: 'en_curso' });
    expect(opened.state.nextSession?.title).toBe('Segunda sesión');
    expect((await listOf()).map((s) => s.title)).toEqual(['Segunda sesión']);

    const before = await everything();
    const refusedChange = await change(next.id, { title: 'Otra', startsAt: inHours(2) });
    expectError(refusedChange, 409, 'SCHEDULED_SESSION_NOT_PENDING');
    expect(refusedChange.json().message).toBe(ERROR_MESSAGES_ES.SCHEDULED_SESSION_NOT_PENDING);
    expectError(await cancel(next.id), 409, 'SCHEDULED_SESSION_NOT_PENDING');
    expect(await everything()).toEqual(before);

    // At most one open session per commission: the next scheduled one waits.
    const second = (await client.live()).nextSession as ScheduledSession;
    await client.refused({ type: 'session.open', title: second.title, scheduledId: second.id }, 409, 'SESSION_ALREADY_OPEN');
    await client.run({ type: 'session.close' });
    // Opening the one already opened again is refused; the live command checks it before numbering anything.
    await client.refused({ type: 'session.open', title: 'Primera sesión', scheduledId: next.id }, 409, 'SCHEDULED_SESSION_NOT_PENDING');
    const secondOpened = await client.run({ type: 'session.open', title: second.title, scheduledId: second.id });
    expect(secondOpened.state.session).toMatchObject({ number: 2, title: 'Segunda sesión' });
    expect(secondOpened.state.nextSession).toBeNull();
  });
});
