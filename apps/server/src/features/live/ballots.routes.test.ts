import {
  type ActaSummary,
  ERROR_MESSAGES_ES,
  LIVE_STREAM_BALLOTS,
  LIVE_STREAM_SNAPSHOT,
  type BallotAnswer,
  type BallotsView,
  type LiveState,
} from '@quorum/shared';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adultPersonal,
  createCommission,
  insertDelegate,
  seatDelegation,
  seedTwoCommissions,
  type TwoCommissions,
} from '../../../test/fixtures';
import { countRows, describeWithApp, expectError, type TestApp } from '../../../test/harness';
import { actionId, liveClient } from '../../../test/live-client';
import { openSse } from '../../../test/sse-client';
import { ballotsTopic } from '../../lib/bus';
import { castBallot, readDelegationBallot } from './ballots.use-cases';

/** A ballot's action id, as a phone or the console makes one. */
const ballotAction = () => `ballot-${actionId()}`;

describeWithApp('votes cast from phones (%s)', {}, (app) => {
  let t: TestApp;
  let fx = {} as TwoCommissions;

  /** A commission's room: its delegations with one seated delegate each, marked present in a session in progress. */
  async function room(commissionId: string, cookie: string, names: string[], vetoes: string[] = []) {
    const c = liveClient(t, commissionId, cookie);
    const ids: Record<string, string> = {};
    const delegates: string[] = [];
    for (const [i, name] of names.entries()) {
      ids[name] = await seatDelegation(t, commissionId, name, null, { position: i + 1, veto: vetoes.includes(name) });
      const doc = `${commissionId.slice(0, 6)}${i}`.replace(/[^A-Za-z0-9]/g, 'x').toUpperCase();
      const row = await insertDelegate(
        t,
        adultPersonal({ firstNames: name, documentNumber: `B${doc}`, email: `b${doc.toLowerCase()}@colegio.test` }),
        { status: 'asignado' },
        { commissionId, delegationId: ids[name] },
      );
      delegates.push(row.id as string);
    }
    await c.run({ type: 'session.open', title: 'Sesión de votaciones' });
    const rollCallId = (await c.live()).rollCall?.id as string;
    for (const delegateId of delegates) await c.run({ type: 'rollCall.mark', rollCallId, delegateId, status: 'presente' });
    await c.run({ type: 'mode.set', mode: 'votacion' });
    return { c, ids };
  }

  const ballotsUrl = (commissionId: string) => `/api/commissions/${commissionId}/live/ballots`;
  const cast = (commissionId: string, body: Record<string, unknown>, cookie = fx.chair.cookie) =>
    t.call('POST', ballotsUrl(commissionId), { cookie, body: { actionId: ballotAction(), ...body } });
  const view = async (commissionId: string, cookie = fx.chair.cookie): Promise<BallotsView> => {
    const res = await t.call('GET', ballotsUrl(commissionId), { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BallotsView;
  };
  const ballotsIdOf = (state: LiveState) => state.floor.vote?.phones?.voteId as string;

  const NAMES = Array.from({ length: 22 }, (_, i) => `Delegación ${String(i + 1).padStart(2, '0')}`);
  let a: Awaited<ReturnType<typeof room>>;

  beforeAll(async () => {
    t = app();
    fx = await seedTwoCommissions(t, { kind: 'consejo_seguridad' });
    a = await room(fx.a.id, fx.chair.cookie, NAMES);
  });

  it('keeps the latest ballot of a recorded vote, answers a repeated action id with its first answer, and moves no version', async () => {
    const opened = await a.c.run({ type: 'vote.open', title: 'Proyecto 1.1', method: 'phones_recorded', majority: 'simple' });
    const voteId = ballotsIdOf(opened.state);
    expect(opened.state.floor.vote?.phones?.voters).toHaveLength(22);
    expect((await view(fx.a.id)).vote).toMatchObject({ voteId, method: 'phones_recorded', cast: 0, eligible: 22 });
    const version = (await a.c.live()).version;
    const d1 = a.ids[NAMES[0]];
    const first = await cast(fx.a.id, { voteId, delegationId: d1, choice: 'a_favor' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'counted', replayed: false, cast: 1, eligible: 22 });
    const repeatedId = ballotAction();
    const second = await cast(fx.a.id, { voteId, delegationId: d1, choice: 'en_contra', actionId: repeatedId });
    expect(second.json()).toMatchObject({ status: 'counted', cast: 1 });
    // The same action id again: the first answer, whatever it carries now, and nothing changes.
    const again = await cast(fx.a.id, { voteId, delegationId: d1, choice: 'abstencion', actionId: repeatedId });
    expect(again.json()).toEqual({ ...(second.json() as BallotAnswer), replayed: true });
    await cast(fx.a.id, { voteId, delegationId: a.ids[NAMES[1]], choice: 'a_favor' });
    const seen = (await view(fx.a.id)).vote;
    expect(seen).toMatchObject({ cast: 2, eligible: 22 });
    expect(seen?.voters[0]).toMatchObject({ delegationId: d1, voted: true, choice: 'en_contra', source: 'chair' });
    expect(seen?.voters[2]).toMatchObject({ voted: false, choice: null, source: null });
    // Ballots are not commands: the chair's console keeps its version.
    expect((await a.c.live()).version).toBe(version);
    const closed = await a.c.run({ type: 'vote.close' });
    expect(closed.entry.event).toBe('vote.closed');
    expect(closed.state.floor.results[0]).toMatchObject({
      method: 'phones_recorded',
      result: { yes: 1, no: 1, abstain: 0, passed: false },
    });
    const entry = (await a.c.log()).at(-1);
    expect(JSON.parse(entry?.payload ?? '{}').after).toMatchObject({
      method: 'phones_recorded',
      choices: { [d1]: 'en_contra', [a.ids[NAMES[1]]]: 'a_favor' },
      fromChair: expect.arrayContaining([d1]),
    });
    expect((await view(fx.a.id)).vote).toBeNull();
  });

  it('refuses a ballot after the close, of a cancelled vote, or of an undone one, and counts none of them', async () => {
    const voteOf = async () => ballotsIdOf((await a.c.run({ type: 'vote.open', title: 'Proyecto 2', method: 'phones_recorded' })).state);
    const closedId = (await a.c.log())
      .map((e) => JSON.parse(e.payload).after?.ballotsId as string | undefined)
      .filter(Boolean)
      .at(-1) as string;
    const before = await countRows(t, 'ballot');
    const late = await cast(fx.a.id, { voteId: closedId, delegationId: a.ids[NAMES[2]], choice: 'a_favor' });
    expectError(late, 409, 'VOTE_CLOSED');
    expect(late.json().message).toBe(ERROR_MESSAGES_ES.VOTE_CLOSED);
    const cancelled = await voteOf();
    await a.c.run({ type: 'vote.cancel' });
    expectError(await cast(fx.a.id, { voteId: cancelled, delegationId: a.ids[NAMES[2]], choice: 'a_favor' }), 409, 'VOTE_CLOSED');
    // Undone and opened again: the floor's vote id comes back, the ballots id never does.
    const undone = await voteOf();
    const undoneFloorId = (await a.c.live()).floor.vote?.id;
    await a.c.run({ type: 'action.undo' });
    const reopened = await voteOf();
    expect((await a.c.live()).floor.vote?.id).toBe(undoneFloorId);
    expect(reopened).not.toBe(undone);
    expectError(await cast(fx.a.id, { voteId: undone, delegationId: a.ids[NAMES[2]], choice: 'a_favor' }), 409, 'VOTE_CLOSED');
    expect(await countRows(t, 'ballot')).toBe(before);
    // Refused for who is not among the voters, and for a phone of another delegation.
    expectError(await cast(fx.a.id, { voteId: reopened, delegationId: 'nope', choice: 'a_favor' }), 409, 'VOTE_NOT_ELIGIBLE');
    const phone = { kind: 'phone' as const, deviceId: 'dev-1', delegateId: 'x', delegationId: a.ids[NAMES[3]], commissionId: fx.a.id };
    const input = {
      commissionId: fx.a.id,
      voteId: reopened,
      delegationId: a.ids[NAMES[4]],
      choice: 'a_favor' as const,
      actionId: ballotAction(),
    };
    await expect(castBallot(t.ctx, input, phone)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await readDelegationBallot(t.ctx.db, fx.a.id, a.ids[NAMES[3]])).toEqual({
      vote: {
        voteId: reopened,
        method: 'phones_recorded',
        title: 'Proyecto 2',
        eligible: true,
        mayAbstain: true,
        firstCounts: false,
        voted: false,
        choice: null,
        castAt: null,
      },
    });
    const own = await castBallot(t.ctx, { ...input, delegationId: a.ids[NAMES[3]] }, phone);
    expect(own).toMatchObject({ status: 'counted', cast: 1 });
    expect((await readDelegationBallot(t.ctx.db, fx.a.id, a.ids[NAMES[3]])).vote).toMatchObject({
      voted: true,
      choice: 'a_favor',
      castAt: own.castAt,
    });
    expect((await readDelegationBallot(t.ctx.db, fx.a.id, 'nope')).vote).toMatchObject({ eligible: false, voted: false });
    expect((await view(fx.a.id)).vote?.voters[3]).toMatchObject({ source: 'phone', choice: 'a_favor' });
    await a.c.run({ type: 'vote.cancel' });
  });

  it('counts exactly the ballots acknowledged before a close that races them, and never a refused one', async () => {
    for (let round = 0; round < 3; round++) {
      const opened = await a.c.run({ type: 'vote.open', title: `Carrera ${round}`, method: 'phones_recorded' });
      const voteId = ballotsIdOf(opened.state);
      const close = () => a.c.send({ type: 'vote.close' }, { version: opened.state.version });
      const ballots = NAMES.slice(0, 20).map((name) => () => cast(fx.a.id, { voteId, delegationId: a.ids[name], choice: 'a_favor' }));
      const calls = [...ballots.slice(0, 10 - round * 3), close, ...ballots.slice(10 - round * 3)];
      const answers = await Promise.all(calls.map((call) => call()));
      const closing = answers[10 - round * 3];
      expect(closing.statusCode, closing.body).toBe(200);
      const ballotAnswers = answers.filter((res) => res !== closing);
      for (const res of ballotAnswers) if (res.statusCode !== 200) expectError(res, 409, 'VOTE_CLOSED');
      const acknowledged = ballotAnswers.filter((res) => res.statusCode === 200).length;
      const result = (await a.c.live()).floor.results[0];
      expect(result.method).toBe('phones_recorded');
      expect(result.result.yes).toBe(acknowledged);
      const stored = await t.ctx.db.selectFrom('ballot').select('delegationId').where('voteId', '=', voteId).execute();
      expect(stored).toHaveLength(acknowledged);
    }
  });

  it('keeps a secret vote’s first ballot per delegation, and no row anywhere links a delegation to its secret choice', async () => {
    const c3 = await createCommission(t, fx.gestor.cookie, 'Comisión Secreta');
    const s = await room(c3.id, fx.gestor.cookie, ['Austria', 'Bélgica', 'Croacia', 'Dinamarca']);
    const voteId = ballotsIdOf((await s.c.run({ type: 'vote.open', title: 'Elección', method: 'phones_secret' })).state);
    const heard: (string | null)[] = [];
    const stop = t.ctx.bus.subscribe(ballotsTopic(c3.id), (message) => heard.push(message));
    const first = await cast(c3.id, { voteId, delegationId: s.ids.Austria, choice: 'a_favor' }, fx.gestor.cookie);
    expect(first.json()).toMatchObject({ status: 'counted', cast: 1, eligible: 4 });
    const change = await cast(c3.id, { voteId, delegationId: s.ids.Austria, choice: 'en_contra' }, fx.gestor.cookie);
    expect(change.json()).toMatchObject({ status: 'already_voted', castAt: first.json().castAt, cast: 1 });
    const phone = (name: string) => ({
      kind: 'phone' as const,
      deviceId: `dev-${name}`,
      delegateId: name,
      delegationId: s.ids[name],
      commissionId: c3.id,
    });
    const input = (name: string, choice: 'a_favor' | 'en_contra' | 'abstencion') => ({
      commissionId: c3.id,
      voteId,
      delegationId: s.ids[name],
      choice,
      actionId: ballotAction(),
    });
    await castBallot(t.ctx, input('Bélgica', 'en_contra'), phone('Bélgica'));
    await castBallot(t.ctx, input('Croacia', 'abstencion'), phone('Croacia'));
    // The count and whose ballot it was (for that delegation's phones), never a choice.
    await vi.waitFor(() => expect(heard).toContain(`${voteId} 3 4 ${s.ids.Croacia}`));
    // Its phone sees that it voted, never what, even its own.
    expect((await readDelegationBallot(t.ctx.db, c3.id, s.ids.Bélgica)).vote).toMatchObject({ voted: true, choice: null });
    stop();
    const seen = (await view(c3.id, fx.gestor.cookie)).vote;
    expect(seen).toMatchObject({ method: 'phones_secret', cast: 3, eligible: 4 });
    expect(seen?.voters.every((v) => v.choice === null)).toBe(true);
    const closed = await s.c.run({ type: 'vote.close' });
    expect(closed.state.floor.results[0]).toMatchObject({ method: 'phones_secret', result: { yes: 1, no: 1, abstain: 1 } });
    const after = JSON.parse((await s.c.log()).at(-1)?.payload ?? '{}').after;
    expect(after).not.toHaveProperty('choices');
    expect([...after.voted].sort()).toEqual([s.ids.Austria, s.ids.Bélgica, s.ids.Croacia].sort());

    // Every row of every table of the database (from its catalogue): none holds one of this commission's delegations
    // and a choice (only the secret vote was voted here: any choice beside its delegation would be the secret's).
    const tables =
      t.ctx.kind === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.ctx.db)
        : await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(t.ctx.db);
    expect(tables.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['ballot', 'ballotTally', 'ballotAction', 'liveLog', 'auditLog']),
    );
    const delegationIds = Object.values(s.ids);
    const linking: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.ctx.db);
      for (const row of rows.rows) {
        const text = JSON.stringify(row);
        if (delegationIds.some((id) => text.includes(id)) && /a_favor|en_contra|abstencion/.test(text))
          linking.push(`${name}: ${text.slice(0, 200)}`);
      }
    }
    expect(linking).toEqual([]);
    expect(await t.ctx.db.selectFrom('ballot').select('choice').where('voteId', '=', voteId).execute()).toEqual([
      { choice: null },
      { choice: null },
      { choice: null },
    ]);
  });

  // The workbook is built in a worker thread at background priority: on a machine saturated by other work it waits
  // its turn (18 s at a load of 16), so a timeout of its own, as the acta's own tests have.
  it('lists votes from phones in the acta: a recorded one with its grid and each ballot’s source, a secret one with who voted', {
    timeout: 120_000,
  }, async () => {
    const res = await t.call('GET', `/api/commissions/${fx.a.id}/live/log/summary`, { cookie: fx.chair.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const votes = (res.json() as ActaSummary).votes;
    const first = votes.find((v) => v.title === 'Proyecto 1.1');
    expect(first).toMatchObject({ method: 'con teléfonos, nominal registrada', outcome: 'rechazada', yes: 1, no: 1, abstain: 0 });
    expect(first?.grid).toEqual([
      { delegation: NAMES[0], answer: 'en contra', source: 'la Mesa' },
      { delegation: NAMES[1], answer: 'a favor', source: 'la Mesa' },
    ]);
    expect(votes.filter((v) => v.outcome === 'cancelada').length).toBeGreaterThanOrEqual(2);
    const secretCommission = (
      await t.ctx.db.selectFrom('commission').select('id').where('name', '=', 'Comisión Secreta').executeTakeFirst()
    )?.id;
    const secret = await t.call('GET', `/api/commissions/${secretCommission}/live/log/summary`, { cookie: fx.gestor.cookie });
    const [vote] = (secret.json() as ActaSummary).votes;
    expect(vote).toMatchObject({ method: 'con teléfonos, secreta', yes: 1, no: 1, abstain: 1 });
    expect(vote.grid).toEqual([
      { delegation: 'Austria', answer: 'votó', source: 'la Mesa' },
      { delegation: 'Bélgica', answer: 'votó', source: 'teléfono' },
      { delegation: 'Croacia', answer: 'votó', source: 'teléfono' },
    ]);
    const xlsx = await t.call('GET', `/api/commissions/${secretCommission}/live/log.xlsx`, { cookie: fx.gestor.cookie });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = ((wb.getWorksheet('Votaciones')?.getSheetValues() ?? []) as unknown[][]).filter(Boolean).map((row) => row.slice(1));
    const header = rows.findIndex((row) => row[0] === 'Delegación');
    expect(rows[header - 1]?.[0]).toBe('Votación secreta con teléfonos: «Elección» (quién votó; el voto es secreto)');
    expect(rows.slice(header, header + 4)).toEqual([
      ['Delegación', 'Voto', 'Emitido desde'],
      ['Austria', 'votó', 'la Mesa'],
      ['Bélgica', 'votó', 'teléfono'],
      ['Croacia', 'votó', 'teléfono'],
    ]);
  });

  it('announces each ballot on the streams as a count only, and the count now to a stream that opens during the vote', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const voteId = ballotsIdOf((await a.c.run({ type: 'vote.open', title: 'En directo', method: 'phones_recorded' })).state);
    await cast(fx.a.id, { voteId, delegationId: a.ids[NAMES[0]], choice: 'a_favor' });
    const client = await openSse(`http://127.0.0.1:${address.port}/api/commissions/${fx.a.id}/live/events`, { cookie: fx.chair.cookie });
    try {
      expect((await client.nextNamed(LIVE_STREAM_SNAPSHOT)).event).toBe(LIVE_STREAM_SNAPSHOT);
      expect((await client.nextNamed(LIVE_STREAM_BALLOTS)).data).toEqual({ voteId, cast: 1, eligible: 22 });
      await cast(fx.a.id, { voteId, delegationId: a.ids[NAMES[1]], choice: 'en_contra' });
      // No log entry, no state: after the heartbeats only counts come (the first ballot's announcement may come late).
      for (;;) {
        const next = await client.nextData();
        expect(next.event).toBe(LIVE_STREAM_BALLOTS);
        expect(next.id).toBeNull();
        if ((next.data as { cast: number }).cast === 2) break;
      }
    } finally {
      client.close();
    }
    await a.c.run({ type: 'vote.cancel' });
  });

  describe('in the Security Council', () => {
    it('takes a veto from a veto holder’s recorded ballot en contra, and refuses a secret vote', async () => {
      const P5 = ['China', 'Estados Unidos', 'Federación de Rusia', 'Francia', 'Reino Unido'];
      const elected = ['Argelia', 'Corea', 'Dinamarca', 'Eslovenia', 'Grecia', 'Guyana', 'Pakistán', 'Panamá', 'Sierra Leona', 'Somalia'];
      const sc = await room(fx.b.id, fx.otherChair.cookie, [...P5, ...elected], P5);
      await sc.c.refused({ type: 'vote.open', title: 'Resolución', method: 'phones_secret' }, 409, 'VOTE_SECRET_SECURITY_COUNCIL');
      const voteId = ballotsIdOf((await sc.c.run({ type: 'vote.open', title: 'Resolución', method: 'phones_recorded' })).state);
      for (const name of [...P5, ...elected]) {
        const res = await cast(
          fx.b.id,
          { voteId, delegationId: sc.ids[name], choice: name === 'China' ? 'en_contra' : 'a_favor' },
          fx.otherChair.cookie,
        );
        expect(res.statusCode, res.body).toBe(200);
      }
      const closed = await sc.c.run({ type: 'vote.close' });
      expect(closed.state.floor.results[0].result).toMatchObject({
        yes: 14,
        no: 1,
        basis: 'consejo_seguridad',
        passed: false,
        vetoes: [{ id: sc.ids.China, name: 'China' }],
      });
    });
  });
});
