import { type ActaSummary, ERROR_MESSAGES_ES, type ErrorCode, type LiveCommandResult, type LiveState } from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import {
  adultPersonal,
  createCommission,
  insertDelegate,
  seatDelegation,
  seedTwoCommissions,
  type TwoCommissions,
} from '../../../test/fixtures';
import { auditOf, describeWithApp, expectError, setPublicFeatures, type TestApp } from '../../../test/harness';
import { liveClient } from '../../../test/live-client';
import { findLatestRollCall, marksInForce } from '../../domain/attendance/marks-in-force';
import { storedMotionCatalogue } from '../../domain/event/motion-catalogue';
import { findLiveStateRows } from './live-state.repository';
import { findCommissionForLive, findLatestLog, findOpenSession, findRoom, findVersion } from './live.repository';
import { nextScheduledOf } from './schedule.repository';

describeWithApp('live session routes (%s)', {}, (app) => {
  let t: TestApp;
  let { gestor, chair, otherChair, a, b } = {} as TwoCommissions;
  /** Seated delegates of commission a: two of Colombia, one each of Francia, Japón and Kenia, one of the observer. */
  const delegates: Record<string, string> = {};
  const delegations: Record<string, string> = {};
  let unseated: string;

  const client = (commissionId = a.id, cookie = chair.cookie) => liveClient(t, commissionId, cookie);
  const live = (commissionId = a.id, cookie = chair.cookie) => client(commissionId, cookie).live();
  const send = (command: unknown, opts: { version: number; actionId?: string; cookie?: string; commissionId?: string }) =>
    client(opts.commissionId).send(command, opts);
  /** Sends a command on the current version and expects it applied. */
  const run = (command: unknown) => client().run(command);
  /** Sends a command on the current version and expects it refused with `code`, its message, and nothing changed. */
  const refused = (command: unknown, status: number, code: ErrorCode) => client().refused(command, status, code);
  const logEntries = () => client().log();
  const everything = () => client().everything();
  const url = (commissionId = a.id) => client(commissionId).url;
  const attendanceOf = (state: LiveState) => Object.fromEntries(state.attendance.map((d) => [d.name, d.status]));

  beforeAll(async () => {
    t = app();
    ({ gestor, chair, otherChair, a, b } = await seedTwoCommissions(t));
    for (const [i, name] of ['Colombia', 'Francia', 'Japón', 'Kenia'].entries())
      delegations[name] = await seatDelegation(t, a.id, name, null, { position: i + 1 });
    delegations.Palestina = await seatDelegation(t, a.id, 'Palestina', null, { position: 5, kind: 'observador' });
    const seat = async (key: string, delegation: string | null, commissionId = a.id) => {
      const row = await insertDelegate(
        t,
        adultPersonal({ firstNames: key, documentNumber: `LIVE${key.toUpperCase()}`, email: `${key}@colegio.test` }),
        { status: 'asignado' },
        { commissionId, delegationId: delegation ? delegations[delegation] : null },
      );
      return row.id as string;
    };
    delegates.co1 = await seat('coa', 'Colombia');
    delegates.co2 = await seat('cob', 'Colombia');
    delegates.fr = await seat('fra', 'Francia');
    delegates.jp = await seat('jpn', 'Japón');
    delegates.ke = await seat('ken', 'Kenia');
    delegates.ps = await seat('pal', 'Palestina');
    unseated = await seat('sin', null);
  });

  it('starts with no session, no roll call, everyone absent and the quorums of the members only', async () => {
    const state = await live();
    expect(state).toMatchObject({ commissionId: a.id, version: 0, lastSequence: 0, session: null, rollCall: null });
    expect(attendanceOf(state)).toEqual({
      Colombia: 'ausente',
      Francia: 'ausente',
      Japón: 'ausente',
      Kenia: 'ausente',
      Palestina: 'ausente',
    });
    // 4 members (the observer never counts): debate ⌈4/3⌉ = 2, decision ⌊4/2⌋+1 = 3.
    expect(state.quorum).toEqual({
      members: 4,
      present: 0,
      debateRequired: 2,
      decisionRequired: 3,
      hasDebateQuorum: false,
      hasDecisionQuorum: false,
    });
  });

  it('answers the server’s time to anyone, never kept by a cache, for a screen’s round-trip clock', async () => {
    const before = Date.now();
    const res = await t.call('GET', '/api/live/time');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { serverTime } = res.json() as { serverTime: number };
    expect(serverTime).toBeGreaterThanOrEqual(before);
    expect(serverTime).toBeLessThanOrEqual(Date.now());
  });

  it('refuses the transitions that need an open session or roll call, with their message, changing nothing', async () => {
    await refused({ type: 'session.suspend' }, 409, 'SESSION_NOT_OPEN');
    await refused({ type: 'session.resume' }, 409, 'SESSION_NOT_OPEN');
    await refused({ type: 'session.close' }, 409, 'SESSION_NOT_OPEN');
    await refused({ type: 'rollCall.close' }, 409, 'ROLL_CALL_NOT_OPEN');
  });

  it('opens a session with its roll call: one log entry, the version moved, the audit written', async () => {
    const { entry, replayed, state } = await run({ type: 'session.open', title: '  Primera sesión ', topic: 'Agua potable' });
    expect(replayed).toBe(false);
    expect(entry).toMatchObject({ sequence: 1, version: 1, event: 'session.opened' });
    expect(state.session).toMatchObject({ number: 1, title: 'Primera sesión', topic: 'Agua potable', status: 'en_curso', closedAt: null });
    expect(state.rollCall).toMatchObject({ sessionId: state.session?.id, mode: 'chair', closedAt: null, marks: [] });
    expect(state).toMatchObject({ version: 1, lastSequence: 1 });
    const [log] = await logEntries();
    expect(log).toMatchObject({ sequence: 1, version: 1, event: 'session.opened', actionId: entry.actionId, actorId: chair.uid });
    expect(JSON.parse(log.payload)).toMatchObject({
      command: { type: 'session.open', title: 'Primera sesión' },
      entityId: state.session?.id,
    });
    expect((await auditOf(t, gestor.cookie))[0]).toMatchObject({ action: 'session.opened', entityId: state.session?.id });
  });

  it('refuses a second open session and a second open roll call', async () => {
    await refused({ type: 'session.open', title: 'Otra' }, 409, 'SESSION_ALREADY_OPEN');
    await refused({ type: 'rollCall.open' }, 409, 'ROLL_CALL_ALREADY_OPEN');
    await refused({ type: 'session.resume' }, 409, 'SESSION_NOT_SUSPENDED');
  });

  it('marks delegates: a delegation is present when any delegate is, the quorums follow, observers never count', async () => {
    const rollCallId = (await live()).rollCall?.id as string;
    await run({ type: 'rollCall.mark', rollCallId, delegateId: delegates.co1, status: 'ausente' });
    await run({ type: 'rollCall.mark', rollCallId, delegateId: delegates.co2, status: 'presente_y_votando' });
    await run({ type: 'rollCall.mark', rollCallId, delegateId: delegates.fr, status: 'presente' });
    const { entry, state } = await run({ type: 'rollCall.mark', rollCallId, delegateId: delegates.ps, status: 'presente' });
    expect(entry).toMatchObject({ sequence: 5, version: 5, event: 'rollcall.answered' });
    expect(attendanceOf(state)).toEqual({
      Colombia: 'presente_y_votando',
      Francia: 'presente',
      Japón: 'ausente',
      Kenia: 'ausente',
      Palestina: 'presente',
    });
    expect(state.quorum).toMatchObject({ present: 2, hasDebateQuorum: true, hasDecisionQuorum: false });
    expect(state.rollCall?.marks).toHaveLength(4);
    // A new mark replaces the delegate's previous one.
    const again = await run({ type: 'rollCall.mark', rollCallId, delegateId: delegates.jp, status: 'presente' });
    expect(again.state.quorum).toMatchObject({ present: 3, hasDecisionQuorum: true });
    const undone = await run({ type: 'rollCall.mark', rollCallId, delegateId: delegates.jp, status: 'ausente' });
    expect(undone.state.quorum).toMatchObject({ present: 2, hasDecisionQuorum: false });
    expect(undone.state.rollCall?.marks).toHaveLength(5);
    const log = await logEntries();
    expect(JSON.parse(log[log.length - 1].payload)).toMatchObject({
      after: { delegateId: delegates.jp, delegationId: delegations.Japón, status: 'ausente' },
    });
  });

  it('refuses marks of delegates outside the commission or without a delegation, and of unknown roll calls', async () => {
    const rollCallId = (await live()).rollCall?.id as string;
    await refused({ type: 'rollCall.mark', rollCallId, delegateId: unseated, status: 'presente' }, 409, 'DELEGATE_NOT_SEATED');
    const foreign = (
      await insertDelegate(
        t,
        adultPersonal({ documentNumber: 'LIVEFOREIGN', email: 'foreign@colegio.test' }),
        { status: 'asignado' },
        { commissionId: b.id },
      )
    ).id as string;
    await refused({ type: 'rollCall.mark', rollCallId, delegateId: foreign, status: 'presente' }, 404, 'DELEGATE_NOT_IN_COMMISSION');
    await refused(
      { type: 'rollCall.mark', rollCallId: 'no-such-roll-call', delegateId: delegates.fr, status: 'presente' },
      409,
      'ROLL_CALL_NOT_OPEN',
    );
  });

  it('refuses a moderated caucus whose time does not divide into turns, saying in its message how many speakers fit', async () => {
    const before = await everything();
    const motion = { kind: 'caucus_moderado', topic: 'Agua', totalSeconds: 600, speakerSeconds: 70 };
    const res = await send({ type: 'motion.enter', motion, delegationId: null }, { version: before.state.version });
    expectError(res, 400, 'MOTION_PARAMETERS_INVALID');
    expect(res.json().message).toBe(
      '600 s no se reparten en turnos de 70 s: caben 8 oradores (560 s). Usa una duración múltiplo del tiempo por orador.',
    );
    expect(await everything()).toEqual(before);
  });

  it('names what «Deshacer» undoes next and the actions before it, in the acta’s words, skipping what was undone', async () => {
    const queue = async (commissionId = a.id, cookie = chair.cookie) => {
      const res = await t.call('GET', `${url(commissionId)}/undo`, { cookie });
      expect(res.statusCode).toBe(200);
      return (res.json() as { actions: { description: string }[] }).actions.map((action) => action.description);
    };
    // Japón's «ausente» undone: Japón is present again (3 of 4, the decision quorum), and its undone mark is not listed.
    expect((await run({ type: 'action.undo' })).state.quorum).toMatchObject({ present: 3, hasDecisionQuorum: true });
    expect(await queue()).toEqual([
      'Llamado a lista: Japón, presente',
      'Llamado a lista: Palestina, presente',
      'Llamado a lista: Francia, presente',
      'Llamado a lista: Colombia, presente y votando',
      'Llamado a lista: Colombia, ausente',
    ]);
    // Opening a session cannot be undone: a session with nothing after it has nothing to list.
    const other = await createCommission(t, gestor.cookie, 'Comisión de la cola');
    await client(other.id, gestor.cookie).run({ type: 'session.open', title: 'Una' });
    expect(await queue(other.id, gestor.cookie)).toEqual([]);
  });

  it('refuses to close a session while a vote is open, so no closed session keeps one', async () => {
    await run({ type: 'vote.open', title: 'Proyecto de resolución 1.1', method: 'placard', majority: 'simple' });
    await refused({ type: 'session.close' }, 409, 'SESSION_VOTE_OPEN');
    await run({ type: 'vote.cancel' });
    // Japón absent again, as the next tests expect the room.
    const rollCallId = (await live()).rollCall?.id as string;
    await run({ type: 'rollCall.mark', rollCallId, delegateId: delegates.jp, status: 'ausente' });
  });

  it('suspends, refuses to suspend twice, resumes', async () => {
    const suspended = await run({ type: 'session.suspend' });
    expect(suspended.entry.event).toBe('session.suspended');
    expect(suspended.state.session?.status).toBe('suspendida');
    await refused({ type: 'session.suspend' }, 409, 'SESSION_NOT_IN_PROGRESS');
    await refused({ type: 'session.open', title: 'Otra' }, 409, 'SESSION_ALREADY_OPEN');
    const resumed = await run({ type: 'session.resume' });
    expect(resumed.entry.event).toBe('session.resumed');
    expect(resumed.state.session?.status).toBe('en_curso');
  });

  it('a roll call opened in a running session starts from the attendance in force: checking the room never drops the quorum', async () => {
    const before = await live();
    await run({ type: 'rollCall.close' });
    const opened = await run({ type: 'rollCall.open', mode: 'chair' });
    expect(opened.state.rollCall).toMatchObject({ sessionId: before.session?.id, mode: 'chair', marks: [] });
    expect(attendanceOf(opened.state)).toEqual(attendanceOf(before));
    expect(opened.state.quorum).toEqual(before.quorum);
    expect(opened.state.quorum.hasDebateQuorum).toBe(true);
    // A delegate marked on the new roll call takes the new mark; the others keep theirs while it is open.
    const rollCallId = opened.state.rollCall?.id as string;
    const marked = await run({ type: 'rollCall.mark', rollCallId, delegateId: delegates.fr, status: 'ausente' });
    expect(attendanceOf(marked.state)).toMatchObject({ Colombia: 'presente_y_votando', Francia: 'ausente', Palestina: 'presente' });
    expect(marked.state.quorum).toMatchObject({ present: 1, hasDebateQuorum: false });
    await run({ type: 'rollCall.mark', rollCallId, delegateId: delegates.fr, status: 'presente' });
    await run({ type: 'rollCall.mark', rollCallId, delegateId: delegates.co2, status: 'presente_y_votando' });
    expect(attendanceOf(await live())).toMatchObject({ Colombia: 'presente_y_votando', Francia: 'presente', Palestina: 'presente' });
  });

  it('reads the live state in one statement as each of its readers reads its piece alone: the marks in force, the log after a sequence', async () => {
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await t.call('POST', `/api/commissions/${a.id}/scheduled-sessions`, {
      cookie: chair.cookie,
      body: { title: 'Mañana', startsAt },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const db = t.ctx.db;
    const version = await findVersion(db, a.id);
    const latest = await findLatestRollCall(db, a.id);
    const { marks, inForce } = await marksInForce(db, latest);
    // The roll call opened in the running session still leaves Palestina its mark of the one before.
    expect(inForce.length).toBeGreaterThan(marks.length);
    const heads = (await findLatestLog(db, a.id, 3))
      .reverse()
      .map(({ sequence, actionId, event, version, createdAt }) => ({ sequence, actionId, event, version, createdAt }));
    const alone = {
      commission: await findCommissionForLive(db, a.id),
      ...version,
      session: await findOpenSession(db, a.id),
      next: await nextScheduledOf(db, a.id).executeTakeFirst(),
      latest,
      marks,
      inForce,
      room: await findRoom(db, a.id),
      catalogue: (await storedMotionCatalogue(db).executeTakeFirst())?.motionCatalogue ?? null,
    };
    expect(alone.next?.title).toBe('Mañana');
    expect(await findLiveStateRows(db, a.id, version.lastSequence - 3)).toEqual({ ...alone, entries: heads });
    // No entries without a sequence to start after, nor from one ahead of the log (even past PostgreSQL's integers).
    for (const after of [null, version.lastSequence + 1, 999_999_999_999_999])
      expect(await findLiveStateRows(db, a.id, after)).toEqual({ ...alone, entries: null });
    expect(await findLiveStateRows(db, 'no-such-commission', null)).toBeUndefined();
    const cancelled = await t.call('DELETE', `/api/commissions/${a.id}/scheduled-sessions/${scheduled.json().id}`, {
      cookie: chair.cookie,
      body: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
  });

  it('lapses the motions still pending when the session closes: the log and the acta say so; an undo of the close brings them back', async () => {
    const { state } = await run({ type: 'motion.enter', motion: { kind: 'cierre_debate' }, delegationId: null });
    const closed = await run({ type: 'session.close' });
    expect(closed.state.floor.motions).toEqual([]);
    const record = await t.call('GET', `${url()}/log`, { cookie: chair.cookie });
    expect(record.json().rows[0].description).toBe('Se cierra la sesión. Decae sin votarse: «Cierre del debate»');
    const summary = async () => (await t.call('GET', `${url()}/log/summary`, { cookie: chair.cookie })).json() as ActaSummary;
    expect((await summary()).motions).toMatchObject([{ label: 'Cierre del debate', by: 'la Mesa', outcome: 'decae sin votarse' }]);
    const undone = await run({ type: 'action.undo' });
    expect(undone.state.session?.status).toBe('en_curso');
    expect(undone.state.floor.motions).toEqual(state.floor.motions);
    await run({ type: 'motion.withdraw', motionId: state.floor.motions[0]?.id });
    expect((await summary()).motions).toMatchObject([{ label: 'Cierre del debate', outcome: 'retirada' }]);
  });

  it('closes the session and its roll call; the attendance of that roll call stays; a mark on it is refused', async () => {
    const rollCallId = (await live()).rollCall?.id as string;
    const closed = await run({ type: 'session.close' });
    expect(closed.entry.event).toBe('session.closed');
    expect(closed.state).toMatchObject({ session: null, rollCall: null });
    // Once the session's second roll call is closed, only its own marks count: Palestina was not marked on it.
    expect(attendanceOf(closed.state)).toMatchObject({ Colombia: 'presente_y_votando', Francia: 'presente', Palestina: 'ausente' });
    const row = await t.ctx.db.selectFrom('liveSession').selectAll().where('commissionId', '=', a.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'cerrada', closedAt: closed.entry.createdAt });
    await refused({ type: 'rollCall.mark', rollCallId, delegateId: delegates.ke, status: 'presente' }, 409, 'ROLL_CALL_CLOSED');
    await refused({ type: 'session.close' }, 409, 'SESSION_NOT_OPEN');
  });

  it('runs a roll call without a session, in self check-in mode, and numbers the next session', async () => {
    // While self check-in is off (Accesos), /meets would refuse every delegate: so does the self roll call.
    await refused({ type: 'rollCall.open', mode: 'self' }, 409, 'ROLL_CALL_SELF_DISABLED');
    await setPublicFeatures(t, gestor.cookie, { selfCheckIn: true });
    const opened = await run({ type: 'rollCall.open', mode: 'self' });
    expect(opened.entry.event).toBe('rollcall.opened');
    expect(opened.state.rollCall).toMatchObject({ sessionId: null, mode: 'self', marks: [] });
    expect(attendanceOf(opened.state)).toMatchObject({ Colombia: 'ausente', Francia: 'ausente' });
    const rollCallId = opened.state.rollCall?.id as string;
    await run({ type: 'rollCall.mark', rollCallId, delegateId: delegates.ke, status: 'presente' });
    await refused({ type: 'session.open', title: 'Segunda sesión' }, 409, 'ROLL_CALL_ALREADY_OPEN');
    const closed = await run({ type: 'rollCall.close' });
    expect(closed.entry.event).toBe('rollcall.closed');
    expect(closed.state.rollCall).toBeNull();
    expect(attendanceOf(closed.state)).toMatchObject({ Kenia: 'presente', Colombia: 'ausente' });
    const second = await run({ type: 'session.open', title: 'Segunda sesión' });
    expect(second.state.session).toMatchObject({ number: 2, topic: '' });
  });

  it('answers a stale version with STATE_CHANGED and the current state, changing nothing', async () => {
    const before = await everything();
    const res = await send({ type: 'session.suspend' }, { version: before.state.version - 1 });
    expectError(res, 409, 'STATE_CHANGED');
    expect(res.json()).toEqual({ code: 'STATE_CHANGED', message: ERROR_MESSAGES_ES.STATE_CHANGED, state: before.state });
    expect(await everything()).toEqual(before);
    expectError(await send({ type: 'session.suspend' }, { version: before.state.version + 1 }), 409, 'STATE_CHANGED');
    expect(await everything()).toEqual(before);
  });

  it('answers a repeated action id with the first answer, applying nothing twice, whatever version it carries', async () => {
    const { version } = await live();
    const first = await send({ type: 'session.suspend' }, { version, actionId: 'repeated-suspend-1' });
    expect(first.statusCode, first.body).toBe(200);
    const after = await everything();
    for (const v of [version, version + 1, 0]) {
      const again = await send({ type: 'session.suspend' }, { version: v, actionId: 'repeated-suspend-1' });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual({ ...first.json(), replayed: true, state: after.state });
    }
    expect(await everything()).toEqual(after);
  });

  it('applies exactly one of 10 commands made at once on the same version; the rest answer STATE_CHANGED', async () => {
    const before = await live();
    const rollCallId = before.rollCall?.id as string;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(
          { type: 'rollCall.mark', rollCallId, delegateId: delegates.fr, status: i % 2 ? 'presente' : 'ausente' },
          { version: before.version },
        ),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of answers.filter((r) => r.statusCode !== 200)) expectError(r, 409, 'STATE_CHANGED');
    const after = await live();
    expect(after.version).toBe(before.version + 1);
    expect((await logEntries()).length).toBe(after.lastSequence);
  });

  it('applies once the same action id sent 10 times at once', async () => {
    const before = await live();
    const logBefore = (await logEntries()).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send({ type: 'session.close' }, { version: before.version, actionId: 'close-at-once-1' })),
    );
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    expect(answers.filter((r) => !r.json().replayed)).toHaveLength(1);
    expect(new Set(answers.map((r) => JSON.stringify(r.json().entry))).size).toBe(1);
    expect((await logEntries()).length).toBe(logBefore + 1);
    expect(await live()).toMatchObject({ version: before.version + 1, session: null });
  });

  it('refuses a malformed command or action id, changing nothing', async () => {
    const before = await everything();
    expectError(await send({ type: 'session.explode' }, { version: before.state.version }), 400, 'VALIDATION');
    expectError(await send({ type: 'session.open', title: '  ' }, { version: before.state.version }), 400, 'VALIDATION');
    expectError(await send({ type: 'rollCall.open' }, { version: before.state.version, actionId: 'x' }), 400, 'VALIDATION');
    expect(await everything()).toEqual(before);
  });

  it('keeps each commission to its own chair: the chair of another commission gets 403 and changes nothing', async () => {
    const before = await everything();
    expectError(await t.call('GET', url(a.id), { cookie: otherChair.cookie }), 403, 'FORBIDDEN');
    expectError(await send({ type: 'rollCall.open' }, { version: before.state.version, cookie: otherChair.cookie }), 403, 'FORBIDDEN');
    expect(await everything()).toEqual(before);
    // Their own commission has its own version and log.
    expect(await live(b.id, otherChair.cookie)).toMatchObject({ version: 0, lastSequence: 0, session: null });
    const theirs = await send({ type: 'rollCall.open' }, { version: 0, cookie: otherChair.cookie, commissionId: b.id });
    expect(theirs.json().entry).toMatchObject({ sequence: 1, version: 1 });
    expect((await live()).version).toBe(before.state.version);
  });

  it('answers NOT_FOUND for a commission that does not exist and COMMISSION_ARCHIVED for an archived one', async () => {
    expectError(await t.call('GET', url('no-such-commission'), { cookie: gestor.cookie }), 404, 'NOT_FOUND');
    expectError(
      await send({ type: 'rollCall.open' }, { version: 0, cookie: gestor.cookie, commissionId: 'no-such-commission' }),
      404,
      'NOT_FOUND',
    );
    const archived = await t.call('POST', `/api/commissions/${b.id}/archive`, { cookie: gestor.cookie });
    expect(archived.statusCode, archived.body).toBe(200);
    const before = await live(b.id, gestor.cookie);
    expectError(
      await send({ type: 'rollCall.close' }, { version: before.version, cookie: gestor.cookie, commissionId: b.id }),
      409,
      'COMMISSION_ARCHIVED',
    );
    expect(await live(b.id, gestor.cookie)).toEqual(before);
  });

  it('lists the room’s delegations in Spanish alphabetical order, whatever their seats: «Ángola» with the A’s', async () => {
    const c = await createCommission(t, gestor.cookie, 'Comisión en orden alfabético');
    for (const [i, name] of ['Perú', 'Ángola', 'Chile'].entries()) await seatDelegation(t, c.id, name, null, { position: i + 1 });
    expect((await live(c.id, gestor.cookie)).attendance.map((d) => d.name)).toEqual(['Ángola', 'Chile', 'Perú']);
  });

  it('counts «presente y votando» as «presente» in a commission that does not use it', async () => {
    const c = await createCommission(t, gestor.cookie, 'Comisión sin presente y votando', { rules: { usesPresentAndVoting: false } });
    const delegationId = await seatDelegation(t, c.id, 'Chile', null);
    const delegateId = (
      await insertDelegate(
        t,
        adultPersonal({ documentNumber: 'LIVECHILE', email: 'chile@colegio.test' }),
        { status: 'asignado' },
        { commissionId: c.id, delegationId },
      )
    ).id as string;
    const opened = await send({ type: 'rollCall.open' }, { version: 0, cookie: gestor.cookie, commissionId: c.id });
    const rollCallId = opened.json().state.rollCall.id as string;
    const marked = await send(
      { type: 'rollCall.mark', rollCallId, delegateId, status: 'presente_y_votando' },
      { version: 1, cookie: gestor.cookie, commissionId: c.id },
    );
    expect(marked.statusCode, marked.body).toBe(200);
    expect((marked.json() as LiveCommandResult).state.attendance).toEqual([expect.objectContaining({ name: 'Chile', status: 'presente' })]);
  });

  it('lets the Gestor run the commands too', async () => {
    const { version } = await live(a.id, gestor.cookie);
    const res = await send({ type: 'rollCall.open' }, { version, cookie: gestor.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await logEntries()).slice(-1);
    expect(entry.actorId).toBe(gestor.uid);
  });
});
