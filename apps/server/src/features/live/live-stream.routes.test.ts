import type { AddressInfo } from 'node:net';
import {
  ERROR_MESSAGES_ES,
  type ErrorCode,
  LIVE_STREAM_HEARTBEAT,
  LIVE_STREAM_REVOKED,
  type LiveHeartbeat,
  type LiveState,
  type LiveStreamEntry,
} from '@quorum/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adultPersonal,
  createCommission,
  insertDelegate,
  seatDelegation,
  seedCommissionWithChair,
  seedTwoCommissions,
  type TwoCommissions,
} from '../../../test/fixtures';
import { DATABASES, describeWithApp, signInCookie, startTestApp, type TestApp } from '../../../test/harness';
import { openSse, type SseClient } from '../../../test/sse-client';
import { BUS_CONNECTION_NAME } from '../../lib/bus';

/** The address of a test server, listening on a free loopback port (from its first call). */
async function listen(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** The Cookie header of a room's screen opened with its commission's current projection code (`POST /api/projection/open`). */
async function screenCookie(t: TestApp, commissionId: string, gestorCookie: string): Promise<string> {
  const { projectionCode } = (await t.call('GET', `/api/commissions/${commissionId}`, { cookie: gestorCookie })).json();
  const opened = await t.call('POST', '/api/projection/open', { body: { code: projectionCode } });
  expect(opened.statusCode, opened.body).toBe(200);
  return String(opened.headers['set-cookie']).split(';')[0];
}

/** Reads `client` until the server ends it with `revoked` and `code` (its Spanish message): entries before it are skipped. */
async function expectRevoked(client: SseClient, code: ErrorCode): Promise<void> {
  expect(await client.nextNamed(LIVE_STREAM_REVOKED)).toEqual({
    event: LIVE_STREAM_REVOKED,
    id: null,
    data: { code, message: ERROR_MESSAGES_ES[code] },
  });
  await client.ended;
}

/**
 * Reads `client` until a heartbeat whose right check began after `since` (server ms): the server checks the right
 * before each heartbeat, one check at a time, so the heartbeat after the first one sent after `since` is such a
 * one. Fails on a `revoked` event.
 */
async function expectStillFollowing(client: SseClient, since: number): Promise<void> {
  let beats = 0;
  while (beats < 2) {
    const event = await client.next();
    expect(event.event).not.toBe(LIVE_STREAM_REVOKED);
    if (event.event === LIVE_STREAM_HEARTBEAT && (beats > 0 || (event.data as LiveHeartbeat).serverTime > since)) beats++;
  }
}

/** Commands of one commission through one server: the current version, then the command. */
function commandsOf(t: TestApp, commissionId: string, cookie: string) {
  let actions = 0;
  const url = `/api/commissions/${commissionId}/live`;
  const live = async () => (await t.call('GET', url, { cookie })).json() as LiveState;
  const send = (command: unknown, version: number) =>
    t.call('POST', `${url}/commands`, { cookie, body: { version, actionId: `stream-${++actions}-${Date.now()}`, command } });
  return {
    live,
    send,
    async run(command: unknown) {
      const res = await send(command, (await live()).version);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
  };
}

describeWithApp('live stream (%s)', { LIVE_HEARTBEAT_MS: '50', LIVE_STREAMS_PER_USER: '3' }, (app) => {
  let t: TestApp;
  let base: string;
  let { chair, otherChair, a } = {} as TwoCommissions;
  let commands: ReturnType<typeof commandsOf>;
  let delegateId: string;
  const open: SseClient[] = [];
  const stream = async (cookie: string, headers: Record<string, string> = {}, commissionId = a.id) => {
    const client = await openSse(`${base}/api/commissions/${commissionId}/live/events`, { cookie, ...headers });
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    t = app();
    ({ chair, otherChair, a } = await seedTwoCommissions(t));
    const delegation = await seatDelegation(t, a.id, 'Colombia', null, { position: 1 });
    delegateId = (
      await insertDelegate(
        t,
        adultPersonal({ documentNumber: 'SSE001' }),
        { status: 'asignado' },
        { commissionId: a.id, delegationId: delegation },
      )
    ).id as string;
    commands = commandsOf(t, a.id, chair.cookie);
    base = await listen(t);
  });
  afterAll(() => {
    for (const client of open) client.close();
  });

  it('sends the whole state on connect, its id the last sequence', async () => {
    const client = await stream(chair.cookie);
    expect(client.status).toBe(200);
    const first = await client.nextData();
    expect(first).toEqual({ event: 'snapshot', id: '0', data: await commands.live() });
    client.close();
  });

  it('sends one event per command, named as the log entry, with increasing ids and the state after it', async () => {
    const client = await stream(chair.cookie);
    expect((await client.nextData()).event).toBe('snapshot');
    const opened = await commands.run({ type: 'session.open', title: 'Primera sesión' });
    const rollCallId = opened.state.rollCall.id;
    await commands.run({ type: 'rollCall.mark', rollCallId, delegateId, status: 'presente' });
    const one = await client.nextData();
    const two = await client.nextData();
    expect([one.event, one.id, two.event, two.id]).toEqual(['session.opened', '1', 'rollcall.answered', '2']);
    const data = two.data as LiveStreamEntry;
    expect(data.entry).toMatchObject({ sequence: 2, version: 2, event: 'rollcall.answered' });
    expect(data.state).toEqual(await commands.live());
    expect((one.data as LiveStreamEntry).state.lastSequence).toBeGreaterThanOrEqual(1);
    client.close();
  });

  it('sends the state whole again, at the same sequence, when a session is scheduled or cancelled', async () => {
    const client = await stream(chair.cookie);
    const first = await client.nextData();
    expect(first.event).toBe('snapshot');
    const scheduled = await t.call('POST', `/api/commissions/${a.id}/scheduled-sessions`, {
      cookie: chair.cookie,
      body: { title: 'Sesión de mañana', startsAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const after = await client.nextData();
    expect(after.event).toBe('snapshot');
    expect(after.id).toBe(first.id);
    expect((after.data as LiveState).nextSession?.title).toBe('Sesión de mañana');
    await t.call('DELETE', `/api/commissions/${a.id}/scheduled-sessions/${scheduled.json().id}`, { cookie: chair.cookie, body: {} });
    expect(((await client.nextData()).data as LiveState).nextSession).toBeNull();
    client.close();
  });

  it('resumes after Last-Event-ID with every entry after it and no snapshot', async () => {
    await commands.run({ type: 'session.suspend' });
    await commands.run({ type: 'session.resume' });
    const client = await stream(chair.cookie, { 'last-event-id': '1' });
    const got = [await client.nextData(), await client.nextData(), await client.nextData()];
    expect(got.map((e) => [e.event, e.id])).toEqual([
      ['rollcall.answered', '2'],
      ['session.suspended', '3'],
      ['session.resumed', '4'],
    ]);
    // Then live: the next command follows at once.
    await commands.run({ type: 'session.suspend' });
    expect(await client.nextData()).toMatchObject({ event: 'session.suspended', id: '5' });
    client.close();
  });

  it('resumes a client that holds every entry with none, and then sends the next entry alone, not the log again', async () => {
    const { lastSequence } = await commands.live();
    const client = await stream(chair.cookie, { 'last-event-id': String(lastSequence) });
    await commands.run({ type: 'session.resume' });
    expect(await client.nextData()).toMatchObject({ event: 'session.resumed', id: String(lastSequence + 1) });
    await commands.run({ type: 'session.suspend' });
    expect(await client.nextData()).toMatchObject({ event: 'session.suspended', id: String(lastSequence + 2) });
    client.close();
  });

  it('sends a command’s entry as its answer read it, the same a stream resuming from the log reads back', async () => {
    const live = await stream(chair.cookie);
    const { lastSequence } = (await live.nextData()).data as LiveState;
    await commands.run({ type: 'session.resume' });
    const handed = await live.nextData();
    const resumed = await stream(chair.cookie, { 'last-event-id': String(lastSequence) });
    const read = await resumed.nextData();
    expect(handed).toMatchObject({ event: 'session.resumed', id: String(lastSequence + 1) });
    expect(handed).toEqual(read);
    live.close();
    resumed.close();
  });

  it('answers a snapshot to a Last-Event-ID from the future (past PostgreSQL’s integers too), negative or unreadable', async () => {
    const state = await commands.live();
    for (const id of ['999', '999999999999999', '-1', 'abc', '3.5']) {
      const client = await stream(chair.cookie, { 'last-event-id': id });
      expect(await client.nextData(), id).toEqual({ event: 'snapshot', id: String(state.lastSequence), data: state });
      client.close();
    }
  });

  it('sends heartbeats with the server time in ms', async () => {
    const before = Date.now();
    const client = await stream(chair.cookie);
    const beat = await client.nextNamed('heartbeat');
    const { serverTime } = beat.data as LiveHeartbeat;
    expect(beat.id).toBeNull();
    expect(serverTime).toBeGreaterThanOrEqual(before);
    expect(serverTime).toBeLessThanOrEqual(Date.now());
    client.close();
  });

  it("refuses another commission's chair with 403", async () => {
    const client = await stream(otherChair.cookie);
    expect(client.status).toBe(403);
    expect(client.body).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a stream beyond the limit per user with 429 and its Spanish message, and counts closed ones out', async () => {
    const gestor = await t.accountFor('Gestor');
    const three = [await stream(gestor.cookie), await stream(gestor.cookie), await stream(gestor.cookie)];
    expect(three.map((c) => c.status)).toEqual([200, 200, 200]);
    const fourth = await stream(gestor.cookie);
    expect({ status: fourth.status, body: fourth.body }).toEqual({
      status: 429,
      body: { code: 'TOO_MANY_STREAMS', message: ERROR_MESSAGES_ES.TOO_MANY_STREAMS },
    });
    // Another user is not counted with them.
    expect((await stream(chair.cookie)).status).toBe(200);
    // Once one is closed, the server counts it out (when it sees the close) and a new one is let in.
    await three[0].nextData();
    three[0].close();
    let again = await stream(gestor.cookie);
    while (again.status === 429) again = await stream(gestor.cookie);
    expect(again.status).toBe(200);
  });
});

describeWithApp('a live stream ends with the right that opened it (%s)', { LIVE_HEARTBEAT_MS: '20' }, (app) => {
  let t: TestApp;
  let base: string;
  const open: SseClient[] = [];
  const follow = async (path: string, cookie: string) => {
    const client = await openSse(`${base}${path}`, { cookie });
    open.push(client);
    expect(client.status).toBe(200);
    expect((await client.nextData()).event).toBe('snapshot');
    return client;
  };
  const chairStream = (commissionId: string, cookie: string) => follow(`/api/commissions/${commissionId}/live/events`, cookie);
  const screenStream = (commissionId: string, cookie: string) => follow(`/api/banner/${commissionId}/live/events`, cookie);
  /** Runs a command and expects each stream to receive its entry. */
  const expectEntryOn = async (t: TestApp, commissionId: string, cookie: string, clients: SseClient[]) => {
    const { entry } = await commandsOf(t, commissionId, cookie).run({ type: 'session.open', title: 'Sesión que sigue' });
    for (const client of clients) expect(await client.nextData()).toMatchObject({ event: 'session.opened', id: String(entry.sequence) });
  };

  beforeAll(async () => {
    t = app();
    base = await listen(t);
  });
  afterAll(() => {
    for (const client of open) client.close();
  });

  it("ends a screen's stream when its commission's projection code is regenerated; a screen of the new code and a chair keep receiving", async () => {
    const { gestor, chair, commission } = await seedCommissionWithChair(t, 'Comisión del código');
    const oldScreen = await screenStream(commission.id, await screenCookie(t, commission.id, gestor.cookie));
    const chairOnBanner = await screenStream(commission.id, chair.cookie);
    const regenerated = await t.call('POST', `/api/commissions/${commission.id}/projection-code`, { cookie: chair.cookie });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const since = Date.now();
    await expectRevoked(oldScreen, 'PROJECTION_CODE_INVALID');

    const newScreen = await screenStream(commission.id, await screenCookie(t, commission.id, gestor.cookie));
    await expectStillFollowing(chairOnBanner, since);
    await expectStillFollowing(newScreen, since);
    await expectEntryOn(t, commission.id, chair.cookie, [chairOnBanner, newScreen]);
  });

  it('ends a Presidente’s stream when they are removed as chair or moved to another commission; the Gestor’s keeps receiving', async () => {
    const { gestor, chair, commission } = await seedCommissionWithChair(t, 'Comisión de las presidencias');
    const secondChair = await t.accountFor('Presidente', { comissionId: commission.id });
    const elsewhere = await createCommission(t, gestor.cookie, 'Otra comisión');
    const removed = await chairStream(commission.id, chair.cookie);
    const moved = await chairStream(commission.id, secondChair.cookie);
    const gestors = await chairStream(commission.id, gestor.cookie);

    const chairs = await t.call('PUT', `/api/commissions/${commission.id}/chairs`, {
      cookie: gestor.cookie,
      body: { userIds: [secondChair.uid] },
    });
    expect(chairs.statusCode, chairs.body).toBe(200);
    const since = Date.now();
    await expectRevoked(removed, 'FORBIDDEN');
    await expectStillFollowing(moved, since);

    const body = { name: secondChair.name, role: 'Presidente', comissionId: elsewhere.id };
    const reassigned = await t.call('PATCH', `/api/users/${secondChair.uid}`, { cookie: gestor.cookie, body });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    await expectRevoked(moved, 'FORBIDDEN');
    await expectStillFollowing(gestors, since);
    await expectEntryOn(t, commission.id, gestor.cookie, [gestors]);
  });

  it('ends the stream of a session that signs out, and every stream of a disabled account; another session keeps its own', async () => {
    const { gestor, chair, commission } = await seedCommissionWithChair(t, 'Comisión de las sesiones');
    const otherSession = await signInCookie(t.call, chair.email, chair.password);
    const signedOut = await chairStream(commission.id, chair.cookie);
    const kept = await chairStream(commission.id, otherSession);
    const onBanner = await screenStream(commission.id, otherSession);

    expect((await t.call('POST', '/api/auth/sign-out', { cookie: chair.cookie })).statusCode).toBe(204);
    const since = Date.now();
    await expectRevoked(signedOut, 'UNAUTHENTICATED');
    await expectStillFollowing(kept, since);
    await expectEntryOn(t, commission.id, otherSession, [kept, onBanner]);

    const disabled = await t.call('POST', `/api/users/${chair.uid}/disable`, { cookie: gestor.cookie });
    expect(disabled.statusCode, disabled.body).toBe(200);
    await expectRevoked(kept, 'UNAUTHENTICATED');
    // The banner lets a chair in, or else a screen's code: without either, its refusal is the screen's.
    await expectRevoked(onBanner, 'PROJECTION_CODE_INVALID');
  });
});

describeWithApp('live streams that come back together (%s)', { LIVE_STREAMS_PER_USER: '30' }, (app) => {
  it('twenty screens back at once, while the chair acts, each get every entry they missed once and in order, then the next', async () => {
    const t = app();
    const { chair, a, gestor } = await seedTwoCommissions(t);
    const commands = commandsOf(t, a.id, chair.cookie);
    await commands.run({ type: 'session.open', title: 'Sesión de regreso' });
    await commands.run({ type: 'session.suspend' });
    await commands.run({ type: 'session.resume' });
    const base = await listen(t);
    const cookie = await screenCookie(t, a.id, gestor.cookie);
    const url = `${base}/api/banner/${a.id}/live/events`;
    // The screens had seen entry 1; a command lands while they reconnect.
    const [clients] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => openSse(url, { cookie, 'last-event-id': '1' }))),
      commands.run({ type: 'session.suspend' }),
    ]);
    try {
      for (const client of clients) {
        const got = [await client.nextData(), await client.nextData(), await client.nextData()];
        expect(got.map((e) => [e.event, e.id])).toEqual([
          ['session.suspended', '2'],
          ['session.resumed', '3'],
          ['session.suspended', '4'],
        ]);
      }
      await commands.run({ type: 'session.resume' });
      for (const client of clients) expect(await client.nextData()).toMatchObject({ event: 'session.resumed', id: '5' });
    } finally {
      for (const client of clients) client.close();
    }
  });
});

describe.each(DATABASES)('live stream when the server stops (%s)', (kind) => {
  it('ends the open streams, so the server closes with clients connected', async () => {
    const t = await startTestApp(kind);
    const { chair, a } = await seedTwoCommissions(t);
    const client = await openSse(`${await listen(t)}/api/commissions/${a.id}/live/events`, { cookie: chair.cookie });
    expect((await client.nextData()).event).toBe('snapshot');
    // Would wait for the client for ever if the open stream kept the server from closing.
    await t.destroy();
    await client.ended;
  });
});

/** The two servers' shared LIVE_COMMANDS_PER_MINUTE: even, so alternate commands give each half of it. */
const COMMANDS_PER_MINUTE = 6;

describe.each(DATABASES.filter((kind) => kind === 'postgres'))('live stream across two server processes (%s)', (kind) => {
  let one: TestApp;
  let two: TestApp;
  let client: SseClient | undefined;

  beforeAll(async () => {
    // One database and one session secret, as two processes of one deployment.
    const secret = {
      SESSION_SECRET: 'una-clave-de-sesion-compartida-de-prueba-0123456789',
      LIVE_HEARTBEAT_MS: '20',
      LIVE_STREAMS_PER_USER: '3',
      // The suite's other tests send a few commands from the loopback address, the limit's test from one of its own.
      LIVE_COMMANDS_PER_MINUTE: String(COMMANDS_PER_MINUTE),
    };
    one = await startTestApp(kind, secret);
    two = await startTestApp(kind, { ...secret, DATABASE_URL: one.ctx.config.databaseUrl as string });
  });
  afterAll(async () => {
    client?.close();
    await two?.destroy();
    await one?.destroy();
  });

  it('a command on one server reaches a stream on the other, and a stale version between them is refused', async () => {
    const { chair, a } = await seedTwoCommissions(one);
    const base = await listen(two);
    client = await openSse(`${base}/api/commissions/${a.id}/live/events`, { cookie: chair.cookie });
    expect(client.status).toBe(200);
    expect(await client.nextData()).toMatchObject({ event: 'snapshot', id: '0' });
    const onOne = commandsOf(one, a.id, chair.cookie);
    const onTwo = commandsOf(two, a.id, chair.cookie);
    await onOne.run({ type: 'session.open', title: 'Sesión compartida' });
    const event = await client.nextData();
    expect(event).toMatchObject({ event: 'session.opened', id: '1' });
    expect((event.data as LiveStreamEntry).state).toEqual(await onTwo.live());
    // The second server decides on the version the first one moved.
    const stale = await onTwo.send({ type: 'session.suspend' }, 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STATE_CHANGED', state: { version: 1 } });
  });

  it('hands the other server’s streams a command’s entry as its answer read it, the same its log reads back there', async () => {
    const { chair, commission: a } = await seedCommissionWithChair(one, 'Comisión de la entrada llevada');
    const base = await listen(two);
    const live = await openSse(`${base}/api/commissions/${a.id}/live/events`, { cookie: chair.cookie });
    expect(await live.nextData()).toMatchObject({ event: 'snapshot', id: '0' });
    const answer = await commandsOf(one, a.id, chair.cookie).run({ type: 'session.open', title: 'Sesión de dos procesos' });
    const carried = await live.nextData();
    const resumed = await openSse(`${base}/api/commissions/${a.id}/live/events`, { cookie: chair.cookie, 'last-event-id': '0' });
    const read = await resumed.nextData();
    expect(carried).toEqual({ event: 'session.opened', id: '1', data: { entry: answer.entry, state: answer.state } });
    expect(carried).toEqual(read);
    live.close();
    resumed.close();
  });

  it('ends the streams open on one server when the other regenerates the projection code or signs the session out', async () => {
    const { gestor, chair, commission } = await seedCommissionWithChair(one, 'Comisión de dos procesos');
    const base = await listen(two);
    const followed = async (path: string, cookie: string) => {
      const opened = await openSse(`${base}${path}`, { cookie });
      expect((await opened.nextData()).event).toBe('snapshot');
      return opened;
    };
    const screen = await followed(`/api/banner/${commission.id}/live/events`, await screenCookie(one, commission.id, gestor.cookie));
    const chairs = await followed(`/api/commissions/${commission.id}/live/events`, chair.cookie);
    const gestors = await followed(`/api/commissions/${commission.id}/live/events`, gestor.cookie);
    expect((await one.call('POST', `/api/commissions/${commission.id}/projection-code`, { cookie: chair.cookie })).statusCode).toBe(200);
    await expectRevoked(screen, 'PROJECTION_CODE_INVALID');
    expect((await one.call('POST', '/api/auth/sign-out', { cookie: chair.cookie })).statusCode).toBe(204);
    const since = Date.now();
    await expectRevoked(chairs, 'UNAUTHENTICATED');
    await expectStillFollowing(gestors, since);
    gestors.close();
  });

  it('counts a user’s streams on both servers together: past LIVE_STREAMS_PER_USER either refuses, and a closed one is counted out', async () => {
    const { chair, commission } = await seedCommissionWithChair(one, 'Comisión de las pantallas contadas');
    const path = `/api/commissions/${commission.id}/live/events`;
    const [onOne, onTwo] = [`${await listen(one)}${path}`, `${await listen(two)}${path}`];
    // A place still held by a process killed a while ago (its lease no longer renewed) counts for nothing.
    const killedAgo = new Date(Date.now() - 60_000).toISOString();
    await one.ctx.db
      .insertInto('streamLease')
      .values({ id: 'lease-of-a-killed-process', streamKey: chair.uid, processId: 'killed', expiresAt: killedAgo })
      .execute();
    const open = [
      await openSse(onOne, { cookie: chair.cookie }),
      await openSse(onTwo, { cookie: chair.cookie }),
      await openSse(onOne, { cookie: chair.cookie }),
    ];
    expect(open.map((c) => c.status)).toEqual([200, 200, 200]);
    for (const url of [onOne, onTwo]) {
      const refused = await openSse(url, { cookie: chair.cookie });
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 429,
        body: { code: 'TOO_MANY_STREAMS', message: ERROR_MESSAGES_ES.TOO_MANY_STREAMS },
      });
    }
    const leases = await one.ctx.db.selectFrom('streamLease').select('processId').where('streamKey', '=', chair.uid).execute();
    expect(leases.map((l) => l.processId)).not.toContain('killed');
    // Closed on one server, counted out on both: the server sees the close, then the other lets one in.
    open[1]?.close();
    let again = await openSse(onOne, { cookie: chair.cookie });
    while (again.status === 429) again = await openSse(onOne, { cookie: chair.cookie });
    expect(again.status).toBe(200);
    for (const c of [...open, again]) c.close();
  });

  it('counts an address’s live commands on both servers together: past LIVE_COMMANDS_PER_MINUTE either refuses, though neither took that many', async () => {
    const { chair, commission } = await seedCommissionWithChair(one, 'Comisión de los mandos contados');
    const url = `/api/commissions/${commission.id}/live`;
    let version = 0;
    let actions = 0;
    const send = (t: TestApp, command: unknown, remoteAddress = '198.51.100.27') =>
      t.app.inject({
        method: 'POST',
        url: `${url}/commands`,
        remoteAddress,
        headers: { cookie: chair.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ version, actionId: `limite-${++actions}`, command }),
      });
    const turn = (i: number) => ({ type: i % 2 === 1 ? 'session.suspend' : 'session.resume' });
    // Alternately on each server: each takes half the limit, so a count per process would let both take more.
    for (let i = 0; i < COMMANDS_PER_MINUTE; i++) {
      const res = await send(i % 2 === 0 ? one : two, i === 0 ? { type: 'session.open', title: 'Sesión contada' } : turn(i));
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().state.version;
    }
    for (const t of [one, two]) {
      const refused = await send(t, turn(COMMANDS_PER_MINUTE));
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 429,
        body: { code: 'RATE_LIMITED', message: ERROR_MESSAGES_ES.RATE_LIMITED },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await two.call('GET', url, { cookie: chair.cookie })).json().version).toBe(version);
    // The count is the address's: the same chair from another address is still let in.
    const elsewhere = await send(two, turn(COMMANDS_PER_MINUTE), '198.51.100.28');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('keeps a stream following after the listening connection drops: it reopens and reads what was missed', async () => {
    const { chair, commission } = await seedCommissionWithChair(one, 'Comisión de reconexión');
    const reader = await openSse(`${await listen(one)}/api/commissions/${commission.id}/live/events`, { cookie: chair.cookie });
    expect(await reader.nextData()).toMatchObject({ event: 'snapshot', id: '0' });
    const dropped = await sql<{ pid: number }>`select pg_terminate_backend(pid) as pid from pg_stat_activity
      where datname = current_database() and application_name = ${BUS_CONNECTION_NAME}`.execute(one.ctx.db);
    expect(dropped.rows.length).toBe(2);
    await commandsOf(one, commission.id, chair.cookie).run({ type: 'session.open', title: 'Tras la reconexión' });
    expect(await reader.nextData()).toMatchObject({ event: 'session.opened', id: '1' });
    reader.close();
  });
});
