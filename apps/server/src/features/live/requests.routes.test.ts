import type { AddressInfo } from 'node:net';
import {
  type ActaSummary,
  ERROR_MESSAGES_ES,
  LIVE_STREAM_REQUESTS,
  LIVE_STREAM_SNAPSHOT,
  type LiveState,
  type RequestQueue,
  type RoomRequestAnswer,
  type RoomRequests,
} from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTwoCommissions, type TwoCommissions } from '../../../test/fixtures';
import { DATABASES, describeWithApp, expectError, startTestApp, type TestApp } from '../../../test/harness';
import { liveClient } from '../../../test/live-client';
import { openPhone, type PhoneDelegations, phoneAction, seatPhoneDelegations } from '../../../test/room-phones';
import { openSse } from '../../../test/sse-client';

describeWithApp('the digital placard: requests from the delegates’ phones and the chair’s queue (%s)', {}, (app) => {
  let t: TestApp;
  let fx = {} as TwoCommissions;
  let c: ReturnType<typeof liveClient>;
  let seated = {} as PhoneDelegations;
  const phones: Record<string, string> = {};
  const NAMES = ['Argelia', 'Brasil', 'Chile', 'Dinamarca'];
  const caucus = { kind: 'caucus_moderado', topic: 'Agua potable', totalSeconds: 600, speakerSeconds: 60 };

  const ask = (name: string, body: Record<string, unknown>) =>
    t.call('POST', '/api/room/requests', { cookie: phones[name], body: { actionId: phoneAction(), ...body } });
  const asked = async (name: string, body: Record<string, unknown>) => {
    const res = await ask(name, body);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as RoomRequestAnswer).request;
  };
  const own = async (name: string) => {
    const res = await t.call('GET', '/api/room/requests', { cookie: phones[name] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RoomRequests;
  };
  const queue = async () => {
    const res = await t.call('GET', `${c.url}/requests`, { cookie: fx.chair.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as RequestQueue).items;
  };
  const count = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('roomRequest')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = app();
    fx = await seedTwoCommissions(t);
    c = liveClient(t, fx.a.id, fx.chair.cookie);
    seated = await seatPhoneDelegations(t, fx.a.id, NAMES, 'PLA');
    for (const name of NAMES) phones[name] = await openPhone(t, seated.codes[name] as string);
  });

  it('takes no request without a session in progress, and says why', async () => {
    const before = await count();
    const res = await ask('Argelia', { kind: 'floor' });
    expectError(res, 409, 'ROOM_REQUEST_NO_SESSION');
    expect(res.json().message).toBe(ERROR_MESSAGES_ES.ROOM_REQUEST_NO_SESSION);
    expect(await own('Argelia')).toEqual({ open: false, requests: [] });
    expect(await count()).toBe(before);
    await c.run({ type: 'session.open', title: 'Sesión con placas digitales' });
    const rollCallId = (await c.live()).rollCall?.id as string;
    for (const name of NAMES) await c.run({ type: 'rollCall.mark', rollCallId, delegateId: seated.delegates[name], status: 'presente' });
  });

  it('refuses a motion outside its rules or the catalogue, naming the field, and writes nothing', async () => {
    const before = await count();
    const long = await ask('Argelia', { kind: 'motion', motion: { ...caucus, totalSeconds: 10 * 3600 } });
    expectError(long, 400, 'MOTION_PARAMETERS_INVALID');
    expect(Object.keys(long.json().fields ?? {})).toContain('totalSeconds');
    const extra = await ask('Argelia', { kind: 'motion', motion: { kind: 'cierre_debate', totalSeconds: 60 } });
    expectError(extra, 400, 'MOTION_PARAMETERS_INVALID');
    expectError(await ask('Argelia', { kind: 'point', point: 'opinion' }), 400, 'VALIDATION');
    expectError(await ask('Argelia', { kind: 'floor', delegationId: seated.ids.Brasil }), 400, 'VALIDATION');
    expect(await count()).toBe(before);
  });

  it('merges identical motions with their supporters and orders the queue: points, motions by precedence, replies, the floor', async () => {
    const first = await asked('Brasil', { kind: 'motion', motion: caucus });
    // The same caucus in other words' case and spacing, from another delegation: one item, Chile supports it.
    const same = await asked('Chile', { kind: 'motion', motion: { ...caucus, topic: '  agua   POTABLE ' } });
    expect(same).toMatchObject({ status: 'pending', supporters: 1 });
    await asked('Dinamarca', { kind: 'floor' });
    await asked('Argelia', { kind: 'reply' });
    await asked('Chile', { kind: 'motion', motion: { kind: 'suspension_sesion' } });
    await asked('Dinamarca', { kind: 'point', point: 'informacion' });
    await asked('Argelia', { kind: 'point', point: 'orden' });
    const items = await queue();
    expect(items.map((i) => [i.kind, i.point ?? i.motion?.kind ?? null, i.by.name])).toEqual([
      ['point', 'orden', 'Argelia'],
      ['point', 'informacion', 'Dinamarca'],
      ['motion', 'suspension_sesion', 'Chile'],
      ['motion', 'caucus_moderado', 'Brasil'],
      ['reply', null, 'Argelia'],
      ['floor', null, 'Dinamarca'],
    ]);
    expect(items[3]).toMatchObject({ requestId: first.id, supporters: [{ name: 'Chile' }] });
  });

  it('answers a retry and a repeated request once, and keeps at most five waiting per delegation', async () => {
    const actionId = phoneAction();
    const before = await count();
    const tries = await Promise.all(Array.from({ length: 10 }, () => ask('Brasil', { kind: 'reply', actionId })));
    expect(tries.map((r) => r.json().replayed).filter((replayed) => !replayed)).toHaveLength(1);
    expect(new Set(tries.map((r) => r.json().request.id)).size).toBe(1);
    expect(await count()).toBe(before + 1);
    const [one] = tries as [(typeof tries)[number]];
    // The same request again with a new action id: the one waiting, not a second.
    expect((await asked('Brasil', { kind: 'reply' })).id).toBe(one.json().request.id);
    const waiting = await count();
    await asked('Brasil', { kind: 'point', point: 'orden' });
    await asked('Brasil', { kind: 'point', point: 'privilegio_personal' });
    await asked('Brasil', { kind: 'floor' });
    expectError(await ask('Brasil', { kind: 'point', point: 'informacion' }), 409, 'ROOM_REQUEST_TOO_MANY');
    expect(await count()).toBe(waiting + 3);
    // Withdrawn (from the delegation's phone), it leaves the queue and frees a place.
    const floor = (await own('Brasil')).requests.find((r) => r.kind === 'floor' && r.status === 'pending');
    const withdrawn = await t.call('POST', `/api/room/requests/${floor?.id}/withdraw`, { cookie: phones.Brasil });
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    expectError(await t.call('POST', `/api/room/requests/${floor?.id}/withdraw`, { cookie: phones.Chile }), 404, 'NOT_FOUND');
    expect((await queue()).some((i) => i.requestId === floor?.id)).toBe(false);
  });

  it('puts a merged motion to the floor with one ruling, as the first delegation’s, and tells both phones', async () => {
    const item = (await queue()).find((i) => i.motion?.kind === 'caucus_moderado');
    const done = await c.run({ type: 'request.accept', requestId: item?.requestId });
    const motion = (done.state as LiveState).floor.motions.find((m) => m.kind === 'caucus_moderado');
    expect(motion).toMatchObject({ topic: 'Agua potable', totalSeconds: 600, delegationId: seated.ids.Brasil });
    for (const name of ['Brasil', 'Chile'])
      expect((await own(name)).requests.find((r) => r.motion?.kind === 'caucus_moderado')).toMatchObject({ status: 'accepted' });
    expect((await queue()).some((i) => i.motion?.kind === 'caucus_moderado')).toBe(false);
    // Ruled on: a second ruling (another console) is refused and changes nothing.
    await c.refused({ type: 'request.accept', requestId: item?.requestId }, 409, 'ROOM_REQUEST_DECIDED');
    const log = await c.log();
    const payload = JSON.parse(log[log.length - 1]?.payload as string);
    expect(payload.after.request).toMatchObject({ delegationId: seated.ids.Brasil, supporters: [seated.ids.Chile] });
  });

  it('rules a request out of order with the reason its author sees; an undo puts it back in the queue', async () => {
    const item = (await queue()).find((i) => i.kind === 'floor' && i.by.name === 'Dinamarca');
    await c.run({ type: 'request.rule_out', requestId: item?.requestId, reason: 'La lista de oradores está cerrada' });
    expect((await own('Dinamarca')).requests.find((r) => r.id === item?.requestId)).toMatchObject({
      status: 'out_of_order',
      reason: 'La lista de oradores está cerrada',
    });
    await c.run({ type: 'action.undo' });
    expect((await own('Dinamarca')).requests.find((r) => r.id === item?.requestId)).toMatchObject({ status: 'pending', reason: null });
    // A motion ruled out of order never reaches the floor, and ends in the acta's summary as «fuera de orden».
    const suspension = (await queue()).find((i) => i.motion?.kind === 'suspension_sesion');
    await c.run({ type: 'request.rule_out', requestId: suspension?.requestId, reason: 'No procede ahora' });
    const summary = (await t.call('GET', `${c.url}/log/summary`, { cookie: fx.chair.cookie })).json() as ActaSummary;
    expect(summary.motions.map(({ label, by, outcome }) => ({ label, by, outcome }))).toEqual([
      { label: 'Caucus moderado: Agua potable', by: 'Brasil', outcome: 'sin votar' },
      { label: 'Suspensión de la sesión', by: 'Chile', outcome: 'fuera de orden' },
    ]);
    // To the floor: the delegation joins the speakers list.
    const done = await c.run({ type: 'request.accept', requestId: item?.requestId });
    expect((done.state as LiveState).floor.speakers.map((s) => s.delegationId)).toContain(seated.ids.Dinamarca);
  });

  it('decides a request once when ten consoles rule on it at the same time', async () => {
    const request = await asked('Argelia', { kind: 'point', point: 'privilegio_personal' });
    const logBefore = (await c.log()).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () =>
        c.send({ type: 'request.accept', requestId: request.id }, { version: (await c.live()).version }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.every((code) => ['ok', 'ROOM_REQUEST_DECIDED', 'STATE_CHANGED'].includes(code))).toBe(true);
    expect((await c.log()).length).toBe(logBefore + 1);
    expect((await own('Argelia')).requests.find((r) => r.id === request.id)).toMatchObject({ status: 'accepted' });
  });

  it('shows the room screen the chair’s queue, and tells the screen’s stream of a request, never a phone’s stream', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const { projectionCode } = (await t.call('GET', `/api/commissions/${fx.a.id}`, { cookie: fx.gestor.cookie })).json();
    const opened = await t.call('POST', '/api/projection/open', { body: { code: projectionCode } });
    const screen = String(opened.headers['set-cookie']).split(';')[0] as string;
    const screenQueue = async () => {
      const res = await t.call('GET', `/api/banner/${fx.a.id}/requests`, { cookie: screen });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as RequestQueue).items;
    };
    expect(await screenQueue()).toEqual(await queue());
    const screenStream = await openSse(`${base}/api/banner/${fx.a.id}/live/events`, { cookie: screen });
    const phoneStream = await openSse(`${base}/api/room/events`, { cookie: phones.Dinamarca as string });
    try {
      expect((await screenStream.nextData()).event).toBe(LIVE_STREAM_SNAPSHOT);
      expect((await phoneStream.nextData()).event).toBe(LIVE_STREAM_SNAPSHOT);
      const request = await asked('Argelia', { kind: 'floor' });
      expect((await screenStream.nextNamed(LIVE_STREAM_REQUESTS)).data).toEqual({ delegationId: seated.ids.Argelia });
      const shown = (await screenQueue()).find((i) => i.requestId === request.id);
      expect(shown).toMatchObject({ kind: 'floor', by: { name: 'Argelia' }, supporters: [] });
      await c.run({ type: 'request.rule_out', requestId: request.id, reason: 'Ya habló' });
      expect((await screenQueue()).some((i) => i.requestId === request.id)).toBe(false);
      // The phone heard the ruling (a live command) and nothing of the request before it.
      const heard: string[] = [];
      for (let e = await phoneStream.next(); e.event !== 'request.ruled_out'; e = await phoneStream.next()) heard.push(e.event);
      expect(heard).not.toContain(LIVE_STREAM_REQUESTS);
    } finally {
      screenStream.close();
      phoneStream.close();
    }
  });

  it('ends the requests still waiting when the session closes, and an undo of the close puts them back as they were', async () => {
    const waiting = await queue();
    const before = await own('Brasil');
    const rollCallId = (await c.live()).rollCall?.id;
    expect(waiting.length).toBeGreaterThan(0);
    expect(before.requests.some((r) => r.status === 'pending')).toBe(true);
    const closed = await c.run({ type: 'session.close' });
    expect(closed.state.session).toBeNull();
    expect(await queue()).toEqual([]);
    // The phone reads the closed session's requests: what waited lapsed with it, what was decided stays as it was.
    const after = await own('Brasil');
    expect(after.open).toBe(false);
    expect(after.requests.map((r) => r.id)).toEqual(before.requests.map((r) => r.id));
    for (const [i, request] of after.requests.entries()) {
      const was = before.requests[i]?.status;
      expect(request.status).toBe(was === 'pending' ? 'lapsed' : was);
    }
    const stillPending = await t.ctx.db.selectFrom('roomRequest').select('id').where('status', '=', 'pending').execute();
    expect(stillPending.map((r) => r.id).filter((id) => after.requests.some((r) => r.id === id))).toEqual([]);
    expectError(await ask('Brasil', { kind: 'floor' }), 409, 'ROOM_REQUEST_NO_SESSION');
    const lapsed = after.requests.find((r) => r.status === 'lapsed');
    expectError(await t.call('POST', `/api/room/requests/${lapsed?.id}/withdraw`, { cookie: phones.Brasil }), 409, 'ROOM_REQUEST_DECIDED');
    // Undone: the session, its roll call and the queue as they were before the close.
    const undone = await c.run({ type: 'action.undo' });
    expect(undone.state.session?.status).toBe('en_curso');
    expect(undone.state.rollCall?.id).toBe(rollCallId);
    expect(await queue()).toEqual(waiting);
    expect(await own('Brasil')).toEqual(before);
  });

  it('keeps a phone to its own commission’s queue, and the queue to its chair', async () => {
    expect((await t.call('GET', `/api/commissions/${fx.b.id}/live/requests`, { cookie: fx.chair.cookie })).statusCode).toBe(403);
    const other = liveClient(t, fx.b.id, fx.gestor.cookie);
    await other.run({ type: 'session.open', title: 'Otra comisión' });
    const request = await asked('Chile', { kind: 'point', point: 'orden' });
    const res = await other.send({ type: 'request.accept', requestId: request.id }, { version: (await other.live()).version });
    expectError(res, 404, 'NOT_FOUND');
    expect((await own('Chile')).requests.find((r) => r.id === request.id)).toMatchObject({ status: 'pending' });
  });
});

// Two app instances in this process on one PostgreSQL database, each with its own pool, bus and per-device limits, as two
// processes of one deployment (ballots.faults.test.ts does the same for ballots). SQLite is one process's file: PostgreSQL only.
describe.skipIf(!DATABASES.includes('postgres'))(
  'the digital placard reaching two server processes (postgres; needs TEST_DATABASE_URL)',
  () => {
    let one: TestApp;
    let two: TestApp;
    let c: ReturnType<typeof liveClient>;
    let fx = {} as TwoCommissions;
    let seated = {} as PhoneDelegations;
    const phones: Record<string, string> = {};
    const NAMES = ['Argelia', 'Brasil', 'Chile'];

    const ask = (t: TestApp, cookie: string | undefined, body: Record<string, unknown>) =>
      t.call('POST', '/api/room/requests', { cookie, body });
    /** The same request at both servers at once, `copies` times at each. */
    const atBoth = (name: string, body: Record<string, unknown>, copies = 1) =>
      Array.from({ length: copies }, () => [ask(one, phones[name], body), ask(two, phones[name], body)]).flat();
    const rows = () => one.ctx.db.selectFrom('roomRequest').selectAll().where('commissionId', '=', fx.a.id).execute();

    beforeAll(async () => {
      const env = { SESSION_SECRET: 'una-clave-de-sesion-compartida-de-prueba-0123456789' };
      one = await startTestApp('postgres', env);
      two = await startTestApp('postgres', { ...env, DATABASE_URL: one.ctx.config.databaseUrl as string });
      fx = await seedTwoCommissions(one);
      c = liveClient(one, fx.a.id, fx.chair.cookie);
      seated = await seatPhoneDelegations(one, fx.a.id, NAMES, 'PLD');
      // Each phone opened at one server or the other: its cookie is good at both.
      for (const [i, name] of NAMES.entries()) phones[name] = await openPhone(i % 2 ? two : one, seated.codes[name] as string);
      await c.run({ type: 'session.open', title: 'Sesión en dos procesos' });
    });
    afterAll(async () => {
      await two?.destroy();
      await one?.destroy();
    });

    it('records a request sent to both at once, with its action id, once; and the same request from a second phone once', async () => {
      const sent = Object.fromEntries(NAMES.map((name) => [name, { kind: 'point', point: 'orden', actionId: phoneAction() }]));
      // Each delegation's request three times at each server, all at once.
      const answers = await Promise.all(NAMES.flatMap((name) => atBoth(name, sent[name] as Record<string, unknown>, 3)));
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      for (const [d, name] of NAMES.entries()) {
        const own = answers.slice(d * 6, d * 6 + 6).map((res) => res.json() as RoomRequestAnswer);
        expect(own.filter((a) => !a.replayed)).toHaveLength(1);
        expect(new Set(own.map((a) => a.request.id)).size).toBe(1);
        expect((await rows()).filter((r) => r.actionId === sent[name]?.actionId)).toHaveLength(1);
      }
      expect(await rows()).toHaveLength(NAMES.length);
      // Argelia's second phone, at the other server, moves the same caucus as its first at the same moment: one request.
      const second = await openPhone(two, seated.codes.Argelia as string);
      const caucus = { kind: 'motion', motion: { kind: 'caucus_moderado', topic: 'Agua', totalSeconds: 600, speakerSeconds: 60 } };
      const [first, other] = await Promise.all([
        ask(one, phones.Argelia, { ...caucus, actionId: phoneAction() }),
        ask(two, second, { ...caucus, actionId: phoneAction() }),
      ]);
      expect(first.statusCode, first.body).toBe(200);
      expect(other.statusCode, other.body).toBe(200);
      expect(first.json().request.id).toBe(other.json().request.id);
      expect(await rows()).toHaveLength(NAMES.length + 1);
      // Either server's chair reads the same queue: each request once.
      const queue = await two.call('GET', `/api/commissions/${fx.a.id}/live/requests`, { cookie: fx.chair.cookie });
      expect((queue.json() as RequestQueue).items.map((i) => i.by.name).sort()).toEqual(['Argelia', 'Argelia', 'Brasil', 'Chile']);
    });

    it('lapses or refuses every request racing the close, and refuses at both one sent after it, writing nothing', async () => {
      const before = await rows();
      const racing = NAMES.map((name) => ({ name, body: { kind: 'reply', actionId: phoneAction() } }));
      const version = (await c.live()).version;
      const [answers, closed] = await Promise.all([
        Promise.all(racing.flatMap(({ name, body }) => atBoth(name, body))),
        c.send({ type: 'session.close' }, { version }),
      ]);
      expect(closed.statusCode, closed.body).toBe(200);
      for (const res of answers) if (res.statusCode !== 200) expectError(res, 409, 'ROOM_REQUEST_NO_SESSION');
      const made = new Set(answers.filter((res) => res.statusCode === 200).map((res) => (res.json() as RoomRequestAnswer).request.id));
      const afterClose = await rows();
      // A request is counted before the close (and lapses with it) or refused: none waits in a closed session.
      expect(afterClose).toHaveLength(before.length + made.size);
      expect(afterClose.filter((r) => r.status === 'pending')).toEqual([]);
      expect(afterClose.filter((r) => made.has(r.id)).every((r) => r.status === 'lapsed')).toBe(true);
      // After the close: refused at both servers, from every phone, and nothing written.
      const late = await Promise.all(NAMES.flatMap((name) => atBoth(name, { kind: 'floor', actionId: phoneAction() })));
      for (const res of late) expectError(res, 409, 'ROOM_REQUEST_NO_SESSION');
      // A retry of a request made before the close is answered as it stands, lapsed, at either: not a new request.
      const earlier = before.find((r) => r.delegationId === seated.ids.Brasil && r.kind === 'point');
      const retried = await Promise.all(atBoth('Brasil', { kind: 'point', point: 'orden', actionId: earlier?.actionId }));
      for (const res of retried) expect(res.json()).toMatchObject({ replayed: true, request: { id: earlier?.id, status: 'lapsed' } });
      expect(await rows()).toEqual(afterClose);
    });
  },
);
