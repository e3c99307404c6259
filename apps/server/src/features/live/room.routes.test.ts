import type { AddressInfo } from 'node:net';
import {
  ERROR_MESSAGES_ES,
  type ErrorCode,
  LIVE_STREAM_REVOKED,
  type LiveState,
  ROOM_DEVICES_PER_DELEGATE,
  type OwnRoomDevices,
  type RoomDevices,
  type RoomView,
} from '@quorum/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adultPersonal, insertDelegate, seatDelegation, seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { auditOf, DATABASES, describeWithApp, expectError, startTestApp, type TestApp } from '../../../test/harness';
import { openSse, type SseClient } from '../../../test/sse-client';

describeWithApp('the delegate’s room pass (%s)', { LIVE_HEARTBEAT_MS: '20' }, (app) => {
  let t: TestApp;
  let base: string;
  let { gestor, chair, otherChair, a, b } = {} as TwoCommissions;
  let colombia: string;
  let francia: string;
  let chile: string;
  let documents = 0;
  let actions = 0;
  const open: SseClient[] = [];

  /** A delegate seated in `commissionId` and `delegationId` (or not), with their codes. */
  const seat = async (commissionId: string | null, delegationId: string | null, firstNames = 'Camila Andrea') => {
    const row = await insertDelegate(
      t,
      adultPersonal({ documentNumber: `ROOM${++documents}`, firstNames, lastNames: 'Rojas Díaz' }),
      { status: 'asignado' },
      { commissionId, delegationId },
    );
    return { id: row.id as string, personalCode: row.personalCode as string, badgeCode: row.badgeCode as string };
  };
  const pass = (code: string, headers: Record<string, string> = {}) => t.call('POST', '/api/room/pass', { body: { code }, headers });
  /** The Cookie header a phone sends back after a pass. */
  const cookieOf = (res: LightMyRequestResponse) => String(res.headers['set-cookie']).split(';')[0];
  const phone = async (code: string) => {
    const res = await pass(code);
    expect(res.statusCode, res.body).toBe(200);
    return cookieOf(res);
  };
  const room = (cookie: string) => t.call('GET', '/api/room', { cookie });
  const stream = async (cookie: string) => {
    const client = await openSse(`${base}/api/room/events`, { cookie });
    open.push(client);
    return client;
  };
  const devicesOf = (cookie = chair.cookie, commissionId = a.id) =>
    t.call('GET', `/api/commissions/${commissionId}/room/devices`, { cookie });
  const endDevices = (delegateId: string, cookie = chair.cookie, commissionId = a.id) =>
    t.call('DELETE', `/api/commissions/${commissionId}/delegates/${delegateId}/room/devices`, { cookie });
  const active = async (delegateId: string) =>
    (await t.ctx.db.selectFrom('roomDevice').select('id').where('delegateId', '=', delegateId).where('endedAt', 'is', null).execute())
      .length;
  const run = async (command: unknown, commissionId = a.id) => {
    const url = `/api/commissions/${commissionId}/live`;
    const { version } = (await t.call('GET', url, { cookie: gestor.cookie })).json() as LiveState;
    const res = await t.call('POST', `${url}/commands`, {
      cookie: gestor.cookie,
      body: { version, actionId: `room-test-${++actions}`, command },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().state as LiveState;
  };
  const expectRevoked = async (client: SseClient, code: ErrorCode) => {
    expect((await client.nextNamed(LIVE_STREAM_REVOKED)).data).toEqual({ code, message: ERROR_MESSAGES_ES[code] });
    await client.ended;
  };
  /** Whether the chair sees a phone of the delegation following the room (asked until it says `expected`). */
  const connectedUntil = async (delegationId: string, expected: boolean) => {
    for (let i = 0; i < 100; i++) {
      const view = (await devicesOf()).json() as RoomDevices;
      if (view.delegations.find((d) => d.delegationId === delegationId)?.connected === expected) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`the delegation never became ${expected ? 'connected' : 'disconnected'}`);
  };

  beforeAll(async () => {
    t = app();
    ({ gestor, chair, otherChair, a, b } = await seedTwoCommissions(t));
    colombia = await seatDelegation(t, a.id, 'Colombia', 'CO', { position: 1 });
    francia = await seatDelegation(t, a.id, 'Francia', 'FR', { position: 2 });
    chile = await seatDelegation(t, b.id, 'Chile', 'CL', { position: 1 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const client of open) client.close();
  });

  it('refuses a badge code, an unknown code and a delegate without a seat, each in its words, keeping nothing', async () => {
    const seated = await seat(a.id, colombia);
    const unseated = await seat(a.id, null);
    const refusals: [string, number, ErrorCode][] = [
      [seated.badgeCode, 400, 'ROOM_PASS_BADGE_CODE'],
      ['ZZZZZZZZZZZZ', 404, 'ROOM_PASS_UNKNOWN'],
      [unseated.personalCode, 409, 'ROOM_PASS_UNASSIGNED'],
    ];
    for (const [code, status, error] of refusals) {
      const res = await pass(code);
      expectError(res, status, error);
      expect(res.json().message).toBe(ERROR_MESSAGES_ES[error]);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expectError(await pass('no'), 400, 'VALIDATION');
    expect(await t.ctx.db.selectFrom('roomDevice').selectAll().execute()).toEqual([]);
  });

  it('opens the room with the personal link pasted: an HttpOnly cookie for /api/room, and the delegate’s room', async () => {
    const d = await seat(a.id, colombia);
    const res = await pass(`https://quorum.example/verificator?code=${d.personalCode.toLowerCase()}`, {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected: RoomView = {
      firstName: 'Camila',
      delegationId: colombia,
      delegationName: 'Colombia',
      commissionId: a.id,
      commissionName: a.name,
      warnings: [],
    };
    expect(res.json()).toEqual(expected);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^quorum_room=[A-Za-z0-9_-]{43}; Path=\/api\/room; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    // Only the token's hash is stored.
    const token = cookieOf(res).split('=')[1];
    const [row] = await t.ctx.db.selectFrom('roomDevice').selectAll().where('delegateId', '=', d.id).execute();
    expect(row).toMatchObject({ label: 'Chrome · Android', endedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await room(cookieOf(res))).json()).toEqual(expected);
    // The answer carries nothing personal beyond the first name.
    expect(JSON.stringify(res.json())).not.toMatch(/Rojas|ROOM\d|@/);
    expectError(await room(''), 403, 'ROOM_DEVICE_MISSING');
    expectError(await room('quorum_room=not-a-token'), 403, 'ROOM_DEVICE_MISSING');
    // A staff session opens no phone's room.
    expectError(await room(chair.cookie), 403, 'ROOM_DEVICE_MISSING');
  });

  it('lets the delegate leave the room on a phone: that session ends, the cookie goes, their other phone stays', async () => {
    const d = await seat(a.id, francia);
    const phone = cookieOf(await pass(d.personalCode));
    const other = cookieOf(await pass(d.personalCode));
    const res = await t.call('POST', '/api/room/leave', { cookie: phone });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 1 });
    expect(String(res.headers['set-cookie'])).toMatch(/^quorum_room=; Path=\/api\/room; Max-Age=0; HttpOnly; SameSite=Lax$/);
    expectError(await room(phone), 403, 'ROOM_DEVICE_ENDED');
    expectError(await t.call('POST', '/api/room/leave', { cookie: phone }), 403, 'ROOM_DEVICE_ENDED');
    expect((await room(other)).statusCode).toBe(200);
    const rows = await t.ctx.db.selectFrom('roomDevice').select(['endReason', 'endedBy']).where('delegateId', '=', d.id).execute();
    expect(rows.filter((r) => r.endReason === 'left')).toEqual([{ endReason: 'left', endedBy: null }]);
  });

  it('shows the delegate their own phones and ends another from this one, never a phone of another delegate', async () => {
    const d = await seat(a.id, colombia);
    const partner = await seat(a.id, colombia, 'Mateo');
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile Safari/604.1';
    const left = cookieOf(await pass(d.personalCode, { 'user-agent': android }));
    await new Promise((r) => setTimeout(r, 5));
    const here = cookieOf(await pass(d.personalCode, { 'user-agent': iphone }));
    const partnerPhone = await phone(partner.personalCode);
    const devices = async (cookie: string) => {
      const res = await t.call('GET', '/api/room/devices', { cookie });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as OwnRoomDevices).devices;
    };
    const end = (cookie: string, id: string | undefined) => t.call('POST', `/api/room/devices/${id}/end`, { cookie, body: {} });
    const own = await devices(here);
    expect(own.map(({ label, current }) => ({ label, current }))).toEqual([
      { label: 'Safari · iPhone', current: true },
      { label: 'Chrome · Android', current: false },
    ]);
    expect(own.every((device) => !Number.isNaN(Date.parse(device.createdAt)))).toBe(true);
    // The other delegate of the delegation: not theirs to see nor to end.
    const [partnerDevice] = await devices(partnerPhone);
    expect(own.some((device) => device.id === partnerDevice?.id)).toBe(false);
    expect((await end(here, partnerDevice?.id)).json()).toEqual({ ended: 0 });
    expect((await room(partnerPhone)).statusCode).toBe(200);
    // The phone left behind ends; this one stays, and a second try ends nothing.
    expect((await end(here, own[1]?.id)).json()).toEqual({ ended: 1 });
    expectError(await room(left), 403, 'ROOM_DEVICE_ENDED');
    expect((await room(here)).statusCode).toBe(200);
    expect((await end(here, own[1]?.id)).json()).toEqual({ ended: 0 });
    expect((await devices(here)).map((device) => device.id)).toEqual([own[0]?.id]);
    const ended = await t.ctx.db.selectFrom('roomDevice').select(['endReason', 'endedBy']).where('delegateId', '=', d.id).execute();
    expect(ended.filter((row) => row.endReason !== null)).toEqual([{ endReason: 'other_phone', endedBy: null }]);
  });

  it('keeps two devices for a pass opened twice, and a fourth ends the oldest', async () => {
    const d = await seat(a.id, francia);
    const first = await phone(d.personalCode);
    const second = await phone(d.personalCode);
    expect(await active(d.id)).toBe(2);
    expect((await room(first)).statusCode).toBe(200);
    expect((await room(second)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    await phone(d.personalCode);
    await new Promise((r) => setTimeout(r, 5));
    const fourth = await phone(d.personalCode);
    expect(await active(d.id)).toBe(ROOM_DEVICES_PER_DELEGATE);
    expectError(await room(first), 403, 'ROOM_DEVICE_ENDED');
    expect((await room(second)).statusCode).toBe(200);
    expect((await room(fourth)).statusCode).toBe(200);
    const replaced = await t.ctx.db
      .selectFrom('roomDevice')
      .select('endReason')
      .where('delegateId', '=', d.id)
      .where('endedAt', 'is not', null)
      .execute();
    expect(replaced).toEqual([{ endReason: 'replaced' }]);
  });

  it('never leaves more than the limit of devices active, with ten passes at once', async () => {
    const d = await seat(a.id, colombia);
    const answers = await Promise.all(Array.from({ length: 10 }, () => pass(d.personalCode)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await active(d.id)).toBe(ROOM_DEVICES_PER_DELEGATE);
    const cookies = answers.map(cookieOf);
    const statuses = await Promise.all(cookies.map(async (cookie) => (await room(cookie)).statusCode));
    expect(statuses.filter((s) => s === 200)).toHaveLength(ROOM_DEVICES_PER_DELEGATE);
  });

  it('follows the commission live, shows the chair the phone connected while its stream is open, and not after', async () => {
    const d = await seat(a.id, colombia);
    const cookie = await phone(d.personalCode);
    await connectedUntil(colombia, false);
    const client = await stream(cookie);
    expect(client.status).toBe(200);
    expect((await client.nextData()).event).toBe('snapshot');
    await connectedUntil(colombia, true);
    const view = (await devicesOf()).json() as RoomDevices;
    expect(view.delegations.map((x) => [x.name, x.connected])).toEqual([
      ['Colombia', true],
      ['Francia', false],
    ]);
    expect(view.delegations[0].delegates.find((x) => x.delegateId === d.id)).toEqual({
      delegateId: d.id,
      name: 'Camila Andrea Rojas Díaz',
      activeDevices: 1,
      connected: true,
    });
    await run({ type: 'session.open', title: 'Sesión del teléfono' });
    expect(await client.nextData()).toMatchObject({ event: 'session.opened' });
    client.close();
    await connectedUntil(colombia, false);
    await run({ type: 'session.close' });
  });

  it('resumes a phone’s stream after a drop from the last event it heard, with no snapshot', async () => {
    const d = await seat(a.id, colombia);
    const cookie = await phone(d.personalCode);
    const first = await stream(cookie);
    const snapshot = await first.nextData();
    expect(snapshot.event).toBe('snapshot');
    first.close();
    await run({ type: 'session.open', title: 'Sesión tras el corte' });
    const resumed = await openSse(`${base}/api/room/events`, { cookie, 'last-event-id': String(snapshot.id) });
    open.push(resumed);
    expect(await resumed.nextData()).toMatchObject({ event: 'session.opened', id: String(Number(snapshot.id) + 1) });
    resumed.close();
    await run({ type: 'session.close' });
  });

  it('counts at most two open streams per device', async () => {
    const d = await seat(a.id, francia);
    const cookie = await phone(d.personalCode);
    const one = await stream(cookie);
    const two = await stream(cookie);
    const three = await stream(cookie);
    expect([one.status, two.status, three.status]).toEqual([200, 200, 429]);
    one.close();
    two.close();
  });

  it('ends a delegate’s devices for the chair, audited: the phone’s open stream gets `revoked` at the next heartbeat', async () => {
    const d = await seat(a.id, colombia);
    const cookie = await phone(d.personalCode);
    const client = await stream(cookie);
    await client.nextData();
    expectError(await endDevices(d.id, otherChair.cookie), 403, 'FORBIDDEN');
    expectError(await devicesOf(otherChair.cookie), 403, 'FORBIDDEN');
    expectError(await endDevices(d.id, chair.cookie, b.id), 403, 'FORBIDDEN');
    // Another commission's delegate, through the chair's own commission: not theirs.
    const elsewhere = await seat(b.id, chile);
    expectError(await endDevices(elsewhere.id), 404, 'NOT_FOUND');
    const res = await endDevices(d.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 1 });
    await expectRevoked(client, 'ROOM_DEVICE_ENDED');
    expectError(await room(cookie), 403, 'ROOM_DEVICE_ENDED');
    const [entry] = await auditOf(t, gestor.cookie);
    expect(entry).toMatchObject({ action: 'delegate.room_devices_ended', entityId: d.id });
    // The Gestor may too; nothing left to end.
    expect((await endDevices(d.id, gestor.cookie)).json()).toEqual({ ended: 0 });
  });

  it('ends the devices when the Gestor renews the delegate’s personal code; the new code opens a new one', async () => {
    const d = await seat(a.id, colombia);
    const cookie = await phone(d.personalCode);
    const client = await stream(cookie);
    await client.nextData();
    const renewed = await t.call('POST', `/api/delegates/${d.id}/personal-code`, { cookie: gestor.cookie });
    expect(renewed.statusCode, renewed.body).toBe(200);
    await expectRevoked(client, 'ROOM_DEVICE_ENDED');
    expectError(await room(cookie), 403, 'ROOM_DEVICE_ENDED');
    expectError(await pass(d.personalCode), 404, 'ROOM_PASS_UNKNOWN');
    const row = await t.ctx.db.selectFrom('delegate').select('personalCode').where('id', '=', d.id).executeTakeFirstOrThrow();
    expect((await room(await phone(row.personalCode))).statusCode).toBe(200);
  });

  it('follows the delegate’s current seat: a move ends the open stream, and the page reads the new room', async () => {
    const d = await seat(a.id, colombia);
    const cookie = await phone(d.personalCode);
    const client = await stream(cookie);
    await client.nextData();
    await t.ctx.db.updateTable('delegate').set({ delegationId: francia }).where('id', '=', d.id).execute();
    await expectRevoked(client, 'ROOM_DEVICE_MOVED');
    expect((await room(cookie)).json()).toMatchObject({ delegationId: francia, delegationName: 'Francia' });
    await t.ctx.db.updateTable('delegate').set({ commissionId: null, delegationId: null }).where('id', '=', d.id).execute();
    expectError(await room(cookie), 409, 'ROOM_PASS_UNASSIGNED');
  });

  it('shows the delegation its own warnings only', async () => {
    const d = await seat(a.id, francia);
    const cookie = await phone(d.personalCode);
    await run({ type: 'session.open', title: 'Sesión con amonestaciones' });
    await run({ type: 'warning.give', delegationId: francia, level: 'verbal', reason: 'Habla fuera de turno' });
    await run({ type: 'warning.give', delegationId: colombia, level: 'escrita', reason: 'Otra delegación' });
    const view = (await room(cookie)).json() as RoomView;
    expect(view.warnings).toEqual([{ level: 'verbal', reason: 'Habla fuera de turno', at: expect.any(String) }]);
    await run({ type: 'session.close' });
  });
});

describe.each(DATABASES.filter((kind) => kind === 'postgres'))('the room pass across two server processes (%s)', (kind) => {
  let one: TestApp;
  let two: TestApp;
  const open: SseClient[] = [];

  beforeAll(async () => {
    // One database and one session secret, as two processes of one deployment.
    const env = { SESSION_SECRET: 'una-clave-de-sesion-compartida-de-prueba-0123456789', LIVE_HEARTBEAT_MS: '20' };
    one = await startTestApp(kind, env);
    two = await startTestApp(kind, { ...env, DATABASE_URL: one.ctx.config.databaseUrl as string });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await two?.destroy();
    await one?.destroy();
  });

  it('shows the chair on one process a phone following the room on the other, and ends it from there', async () => {
    const { chair, a } = await seedTwoCommissions(one);
    const colombia = await seatDelegation(one, a.id, 'Colombia', 'CO', { position: 1 });
    const row = await insertDelegate(
      one,
      adultPersonal({ documentNumber: 'ROOMTWO1' }),
      { status: 'asignado' },
      { commissionId: a.id, delegationId: colombia },
    );
    const res = await one.call('POST', '/api/room/pass', { body: { code: row.personalCode } });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    await two.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await openSse(`http://127.0.0.1:${(two.app.server.address() as AddressInfo).port}/api/room/events`, { cookie });
    open.push(client);
    expect((await client.nextData()).event).toBe('snapshot');
    const connected = async () =>
      ((await one.call('GET', `/api/commissions/${a.id}/room/devices`, { cookie: chair.cookie })).json() as RoomDevices).delegations[0]
        .connected;
    expect(await connected()).toBe(true);
    const ended = await one.call('DELETE', `/api/commissions/${a.id}/delegates/${row.id}/room/devices`, { cookie: chair.cookie });
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await client.nextNamed(LIVE_STREAM_REVOKED)).data).toMatchObject({ code: 'ROOM_DEVICE_ENDED' });
    await client.ended;
    for (let i = 0; i < 100 && (await connected()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(await connected()).toBe(false);
  });
});
