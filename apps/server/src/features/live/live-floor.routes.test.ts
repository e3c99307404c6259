import type { LiveState, Participation } from '@quorum/shared';
import { beforeAll, expect, it } from 'vitest';
import {
  adultPersonal,
  createCommission,
  insertDelegate,
  seatDelegation,
  seedTwoCommissions,
  type TwoCommissions,
} from '../../../test/fixtures';
import { auditOf, ABOVE_THE_DATABASE, describeWithApp, expectError, type TestApp } from '../../../test/harness';
import { actionId, liveClient } from '../../../test/live-client';

const moderated = { kind: 'caucus_moderado', topic: 'Agua potable', totalSeconds: 600, speakerSeconds: 60 };

/** A chair's commands per minute passed in small (the default, 600, is config.test.ts's), and a burst of twice as many. */
const COMMANDS_PER_MINUTE = 200;
const BURST = 2 * COMMANDS_PER_MINUTE;

describeWithApp(
  'the floor of a live session (%s)',
  { LIVE_COMMANDS_PER_MINUTE: String(COMMANDS_PER_MINUTE) },
  { databases: ABOVE_THE_DATABASE },
  (app) => {
    let t: TestApp;
    let { gestor, chair, a } = {} as TwoCommissions;
    const delegations: Record<string, string> = {};
    const delegates: Record<string, string> = {};
    let c: ReturnType<typeof liveClient>;

    /** Marks each named delegation's delegate on the open roll call. */
    const mark = async (status: string, ...names: string[]) => {
      const rollCallId = (await c.live()).rollCall?.id as string;
      for (const name of names) await c.run({ type: 'rollCall.mark', rollCallId, delegateId: delegates[name], status });
    };
    const floorOf = async () => (await c.live()).floor;

    beforeAll(async () => {
      t = app();
      ({ gestor, chair, a } = await seedTwoCommissions(t));
      c = liveClient(t, a.id, chair.cookie);
      for (const [i, name] of ['Brasil', 'Chile', 'Egipto', 'India', 'Kenia'].entries()) {
        delegations[name] = await seatDelegation(t, a.id, name, null, { position: i + 1 });
        const row = await insertDelegate(
          t,
          adultPersonal({ firstNames: name, documentNumber: `FLOOR${i}`, email: `floor${i}@colegio.test` }),
          { status: 'asignado' },
          { commissionId: a.id, delegationId: delegations[name] },
        );
        delegates[name] = row.id as string;
      }
    });

    it('refuses the floor without a session in progress, changing nothing', async () => {
      await c.refused({ type: 'speakers.add', delegationId: delegations.Brasil }, 409, 'FLOOR_NEEDS_SESSION');
      await c.run({ type: 'session.open', title: 'Primera sesión' });
      await c.run({ type: 'session.suspend' });
      await c.refused({ type: 'speech.next' }, 409, 'FLOOR_NEEDS_SESSION');
      await c.run({ type: 'session.resume' });
    });

    it('lists present speakers, gives the floor with the commission speaking time and runs the timer on the server clock', async () => {
      await c.refused({ type: 'speakers.add', delegationId: delegations.Brasil }, 409, 'SPEAKER_NOT_PRESENT');
      await mark('presente', 'Brasil', 'Chile', 'Egipto');
      await c.run({ type: 'speakers.add', delegationId: delegations.Chile });
      await c.run({ type: 'speakers.add', delegationId: delegations.Brasil });
      await c.refused({ type: 'speakers.add', delegationId: delegations.Chile }, 409, 'SPEAKER_ALREADY_LISTED');
      const { entry, state } = await c.run({ type: 'speech.next' });
      expect(entry.event).toBe('speech.started');
      expect(state.floor.speech).toMatchObject({ delegationId: delegations.Chile, timer: { remainingMs: 90_000, startedAt: null } });
      const before = Date.now();
      const started = await c.run({ type: 'timer.start', target: 'speech' });
      const startedAt = started.state.floor.speech?.timer.startedAt as number;
      expect(startedAt).toBeGreaterThanOrEqual(before - 5);
      expect(startedAt).toBeLessThanOrEqual(Date.now() + 5);
      await c.refused({ type: 'timer.start', target: 'speech' }, 409, 'TIMER_RUNNING');
      const log = await c.log();
      expect(log.slice(-4).map((e) => e.event)).toEqual(['speaker.added', 'speaker.added', 'speech.started', 'timer.started']);
      expect((await auditOf(t, gestor.cookie))[0]).toMatchObject({ action: 'timer.started', entity: 'liveFloor', entityId: a.id });
    });

    it('undoes the last actions with new log entries, never deleting any, and the floor goes back', async () => {
      const before = await floorOf();
      const added = await c.run({ type: 'speakers.add', delegationId: delegations.Egipto });
      expect(added.state.floor.speakers).toHaveLength(2);
      const logBefore = await c.log();
      const undone = await c.run({ type: 'action.undo' });
      expect(undone.entry.event).toBe('action.undone');
      expect(undone.state.floor).toEqual(before);
      const log = await c.log();
      expect(log).toHaveLength(logBefore.length + 1);
      expect(log.slice(0, logBefore.length)).toEqual(logBefore);
      expect(JSON.parse(log[log.length - 1].payload)).toMatchObject({ after: { undoes: added.entry.sequence, event: 'speaker.added' } });
      // The next undo reaches the action before (the timer start).
      const again = await c.run({ type: 'action.undo' });
      expect(again.state.floor.speech?.timer.startedAt).toBeNull();
      await c.run({ type: 'timer.start', target: 'speech' });
    });

    it('undoes a roll-call mark, and refuses to undo opening a session', async () => {
      const rollCallId = (await c.live()).rollCall?.id as string;
      const marked = await c.run({ type: 'rollCall.mark', rollCallId, delegateId: delegates.India, status: 'presente' });
      expect(marked.state.quorum.present).toBe(4);
      const undone = await c.run({ type: 'action.undo' });
      expect(undone.state.quorum.present).toBe(3);
      expect(undone.state.rollCall?.marks.some((m) => m.delegateId === delegates.India)).toBe(false);
      const other = liveClient(t, (await createCommission(t, gestor.cookie, 'Comisión del deshacer')).id, gestor.cookie);
      await other.run({ type: 'session.open', title: 'Una' });
      await other.refused({ type: 'action.undo' }, 409, 'UNDO_NOT_AVAILABLE');
    });

    it('votes a moderated caucus motion: it passes, the others lapse, its timer runs and the general list waits aside', async () => {
      await c.run({ type: 'motion.enter', motion: { kind: 'cierre_lista_oradores' }, delegationId: null });
      const entered = await c.run({ type: 'motion.enter', motion: moderated, delegationId: delegations.Egipto });
      const pending = entered.state.floor.motions;
      expect(pending.map((m) => m.kind)).toEqual(['caucus_moderado', 'cierre_lista_oradores']);
      // 3 of 5 members present: the decision quorum (3) is met.
      await c.refused({ type: 'motion.vote', motionId: pending[0].id, yes: 3, no: 1 }, 409, 'VOTE_COUNTS_IMPOSSIBLE');
      const { state } = await c.run({ type: 'motion.vote', motionId: pending[0].id, yes: 2, no: 1 });
      expect(state.floor).toMatchObject({ mode: 'caucus_moderado', motions: [], speakers: [], speech: null });
      expect(state.floor.caucus).toMatchObject({ topic: 'Agua potable', totalMs: 600_000, speakerMs: 60_000 });
      expect(state.floor.caucus?.timer.startedAt).not.toBeNull();
      expect(state.floor.results[0]).toMatchObject({
        subject: { type: 'motion', kind: 'caucus_moderado' },
        result: { yes: 2, no: 1, passed: true },
      });
      // The motion that lapsed unheard has its line in the record.
      const record = await t.call('GET', `${c.url}/log`, { cookie: chair.cookie });
      expect(record.json().rows[0].description).toBe(
        'Caucus moderado: aprobada (a favor 2, en contra 1, abstenciones 0). Decae sin votarse: «Cierre de la lista de oradores»',
      );
      const ended = await c.run({ type: 'caucus.end' });
      expect(ended.state.floor.mode).toBe('debate');
      expect(ended.state.floor.speakers.map((s) => s.delegationId)).toEqual([delegations.Brasil]);
    });

    it('refuses a field a command does not take, in Spanish, instead of dropping it; nothing changes', async () => {
      const motionId = (await c.run({ type: 'motion.enter', motion: { kind: 'cierre_debate' }, delegationId: null })).state.floor.motions[0]
        .id;
      const before = await c.everything();
      const res = await c.send({ type: 'motion.vote', motionId, yes: 2, no: 1, abstain: 1 }, { version: before.state.version });
      expectError(res, 400, 'VALIDATION');
      expect(JSON.stringify(res.json())).toContain('Esta orden no lleva «abstain»');
      const suspension = await c.send(
        { type: 'motion.enter', motion: { kind: 'suspension_sesion', totalSeconds: 300 }, delegationId: null },
        { version: before.state.version },
      );
      expectError(suspension, 400, 'MOTION_PARAMETERS_INVALID');
      expect(suspension.json().fields).toEqual({ totalSeconds: 'Esta moción no lleva este dato' });
      expect(await c.everything()).toEqual(before);
      await c.run({ type: 'motion.withdraw', motionId });
    });

    it('refuses a vote below the decision quorum and impossible placard counts, changing nothing', async () => {
      await mark('ausente', 'Egipto');
      await c.refused({ type: 'vote.open', title: 'Proyecto de resolución 1.1', majority: 'simple' }, 409, 'VOTE_NO_QUORUM');
      await mark('presente', 'Egipto', 'India');
      await c.run({ type: 'vote.open', title: 'Proyecto de resolución 1.1', method: 'placard', majority: 'simple' });
      await c.refused({ type: 'vote.placard', yes: 4, no: 1, abstain: 0, vetoHoldersAgainst: [] }, 409, 'VOTE_COUNTS_IMPOSSIBLE');
      await c.refused({ type: 'vote.answer', delegationId: delegations.Chile, answer: 'a_favor' }, 409, 'VOTE_METHOD_WRONG');
      const { entry, state } = await c.run({ type: 'vote.placard', yes: 2, no: 2, abstain: 0, vetoHoldersAgainst: [] });
      expect(entry.event).toBe('vote.closed');
      // 4 present: a tie is a rejection.
      expect(state.floor.results[0].result).toMatchObject({ yes: 2, no: 2, base: 4, required: 3, passed: false });
    });

    it('suspends the session by motion; that entry cannot be undone', async () => {
      const entered = await c.run({ type: 'motion.enter', motion: { kind: 'suspension_sesion' }, delegationId: null });
      const { state } = await c.run({ type: 'motion.vote', motionId: entered.state.floor.motions[0].id, yes: 3, no: 1 });
      expect(state.session?.status).toBe('suspendida');
      await c.refused({ type: 'action.undo' }, 409, 'UNDO_NOT_AVAILABLE');
      await c.run({ type: 'session.resume' });
    });

    it('gives warnings per delegation with a level and a reason, in the acta and in each delegation’s part, kept by the next session', async () => {
      await c.run({
        type: 'warning.give',
        delegationId: delegations.Kenia,
        level: 'escrita',
        reason: 'Usa el teléfono durante la votación',
      });
      const record = await t.call('GET', `${c.url}/log`, { cookie: chair.cookie });
      expect(record.json().rows[0].description).toBe('Amonestación escrita a Kenia (1): Usa el teléfono durante la votación');
      // An undone warning leaves the delegation's part.
      await c.run({ type: 'warning.give', delegationId: delegations.Kenia, level: 'verbal', reason: 'Interrumpe' });
      await c.run({ type: 'action.undo' });
      const part = await t.call('GET', `${c.url}/participation`, { cookie: chair.cookie });
      const kenia = (part.json() as Participation).delegations.find((d) => d.delegationId === delegations.Kenia);
      expect(kenia).toMatchObject({ warnings: 1, warningsGiven: [{ level: 'escrita', reason: 'Usa el teléfono durante la votación' }] });
      await c.refused({ type: 'warning.give', delegationId: delegations.Kenia, level: 'verbal', reason: '  ' }, 400, 'VALIDATION');
      await c.run({ type: 'session.close' });
      const { state } = await c.run({ type: 'session.open', title: 'Segunda sesión' });
      expect(state.floor.warnings).toEqual({ [delegations.Kenia]: 1 });
      expect(state.floor.speakers).toEqual([]);
      expect(state.floor.results).toEqual([]);
    });

    it('sums up each delegation: attendance over the roll calls, speeches, time spoken and warnings', async () => {
      const res = await t.call('GET', `/api/commissions/${a.id}/live/participation`, { cookie: chair.cookie });
      expect(res.statusCode, res.body).toBe(200);
      const byName = Object.fromEntries((res.json() as Participation).delegations.map((d) => [d.name, d]));
      // Chile spoke once, from the timer's start to the end of the first session; Brasil was never given the floor.
      expect(byName.Chile).toMatchObject({ speeches: 1, warnings: 0, attendance: { present: 1, rollCalls: 2 } });
      expect(byName.Chile.speakingMs).toBeGreaterThan(0);
      expect(byName.Brasil).toMatchObject({ speeches: 0, speakingMs: 0 });
      expect(byName.Kenia).toMatchObject({ warnings: 1, attendance: { present: 0, rollCalls: 2, rate: 0 } });
    });

    it('answers a burst of twice a minute of commands from one chair: each applied at most once, the rest refused, the versions without gaps', async () => {
      const rollCallId = (await c.live()).rollCall?.id as string;
      for (const name of ['Brasil', 'Chile', 'Egipto'])
        await c.run({ type: 'rollCall.mark', rollCallId, delegateId: delegates[name], status: 'presente' });
      const start = await c.live();
      const ids = Array.from({ length: BURST }, actionId);
      const answers = await Promise.all(
        ids.map((id, i) =>
          c.send(
            { type: 'warning.give', delegationId: delegations.Chile, level: 'verbal', reason: 'Ráfaga' },
            { version: start.version + (i % 5), actionId: id },
          ),
        ),
      );
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.every((s) => s === 200 || s === 409 || s === 429)).toBe(true);
      const applied = answers.filter((r) => r.statusCode === 200).length;
      expect(applied).toBeGreaterThan(0);
      const after: LiveState = await c.live();
      expect(after.version).toBe(start.version + applied);
      expect(after.floor.warnings[delegations.Chile]).toBe(applied);
      const log = await c.log();
      expect(log.map((e) => e.sequence)).toEqual(log.map((_, i) => i + 1));
      // More than a chair's minute of commands: the rest are refused at the door, with the Spanish message.
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(BURST - COMMANDS_PER_MINUTE);
      for (const r of answers.filter((res) => res.statusCode !== 200)) expect(r.json().message).toMatch(/[a-z]/);
    }, 60_000);
  },
);
