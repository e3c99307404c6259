import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFloorCommand, emptyFloor, type FloorContext } from './floor';
import { type Floor, type FloorCommand, floorSchema } from './floor-schema';
import type { RoomDelegation } from './members';
import { accepted, delegation, members, rulesFor, securityCouncil } from './room.fixtures';
import { displayTimer, remainingAt } from './timers';

const T0 = 1_700_000_000_000;
const rules = rulesFor('asamblea', { speakingTimeSeconds: 60 });
const room: RoomDelegation[] = [...members(6, 5), delegation('Santa Sede', { kind: 'observador' })];
const ctx = (now = T0, over: Partial<FloorContext> = {}): FloorContext => ({ room, rules, now, lot: 0, ...over });

/** Applies commands in order (each at its own time), expecting every one accepted. */
function run(commands: Array<[FloorCommand, number?]>, floor = emptyFloor(rules), over: Partial<FloorContext> = {}): Floor {
  let f = floor;
  for (const [command, now] of commands) f = accepted(applyFloorCommand(f, command, ctx(now ?? T0, over))).floor;
  return f;
}

const refusedWith = (floor: Floor, command: FloorCommand, code: string, over: Partial<FloorContext> = {}) =>
  expect(applyFloorCommand(floor, command, ctx(T0, over))).toMatchObject({ ok: false, code });

const moderated = { kind: 'caucus_moderado', topic: 'Agua potable', totalSeconds: 600, speakerSeconds: 60 };

describe('the speakers list', () => {
  it('takes present delegations once, in order; the next speaker gets the commission speaking time, stopped', () => {
    const f = run([
      [{ type: 'speakers.add', delegationId: 'm02' }],
      [{ type: 'speakers.add', delegationId: 'santa sede' }],
      [{ type: 'speakers.add', delegationId: 'm01' }],
    ]);
    expect(f.speakers.map((s) => s.delegationId)).toEqual(['m02', 'santa sede', 'm01']);
    refusedWith(f, { type: 'speakers.add', delegationId: 'm02' }, 'SPEAKER_ALREADY_LISTED');
    refusedWith(f, { type: 'speakers.add', delegationId: 'm06' }, 'SPEAKER_NOT_PRESENT');
    const next = run([[{ type: 'speech.next' }]], f);
    expect(next.speech).toMatchObject({
      delegationId: 'm02',
      mode: 'discurso',
      timer: { remainingMs: 60_000, startedAt: null },
      yieldedBy: null,
    });
    expect(next.speakers.map((s) => s.delegationId)).toEqual(['santa sede', 'm01']);
  });

  it('moves and removes by place id; a closed list takes nobody new', () => {
    const f = run([
      [{ type: 'speakers.add', delegationId: 'm01' }],
      [{ type: 'speakers.add', delegationId: 'm02' }],
      [{ type: 'speakers.add', delegationId: 'm03' }],
    ]);
    const [first, , third] = f.speakers;
    const moved = run([[{ type: 'speakers.move', speakerId: third.id, toIndex: 0 }]], f);
    expect(moved.speakers.map((s) => s.delegationId)).toEqual(['m03', 'm01', 'm02']);
    const removed = run([[{ type: 'speakers.remove', speakerId: first.id }]], moved);
    expect(removed.speakers.map((s) => s.delegationId)).toEqual(['m03', 'm02']);
    refusedWith(removed, { type: 'speakers.remove', speakerId: first.id }, 'SPEAKER_NOT_LISTED');
    const closed = run([[{ type: 'speakers.close' }]], removed);
    refusedWith(closed, { type: 'speakers.add', delegationId: 'm04' }, 'SPEAKERS_CLOSED');
    refusedWith(emptyFloor(rules), { type: 'speech.next' }, 'SPEAKERS_EMPTY');
  });
});

describe('the speech timer', () => {
  it('runs from the server time it started at, pauses, extends, and shows overtime as negative', () => {
    const f = run([
      [{ type: 'speakers.add', delegationId: 'm01' }],
      [{ type: 'speech.next' }],
      [{ type: 'timer.start', target: 'speech' }, T0],
    ]);
    const timer = f.speech?.timer ?? { remainingMs: 0, startedAt: null };
    expect(displayTimer(remainingAt(timer, T0 + 10_500)).text).toBe('0:50');
    const paused = run([[{ type: 'timer.pause', target: 'speech' }, T0 + 20_000]], f);
    expect(paused.speech?.timer).toEqual({ remainingMs: 40_000, startedAt: null });
    refusedWith(paused, { type: 'timer.pause', target: 'speech' }, 'TIMER_NOT_RUNNING');
    const over = run([[{ type: 'timer.start', target: 'speech' }, T0 + 30_000]], paused);
    expect(displayTimer(remainingAt(over.speech?.timer ?? timer, T0 + 75_000)).text).toBe('-0:05');
    const extended = run([[{ type: 'timer.extend', target: 'speech', seconds: 30 }, T0 + 75_000]], over);
    expect(extended.speech?.timer).toEqual({ remainingMs: 30_000, startedAt: T0 + 75_000 });
    refusedWith(emptyFloor(rules), { type: 'timer.start', target: 'speech' }, 'SPEECH_NONE');
    refusedWith(emptyFloor(rules), { type: 'timer.start', target: 'caucus' }, 'CAUCUS_NONE');
  });

  it('yields once: to another present delegation with the time left; who received time cannot yield it', () => {
    const f = run([
      [{ type: 'speakers.add', delegationId: 'm01' }],
      [{ type: 'speech.next' }],
      [{ type: 'timer.start', target: 'speech' }, T0],
    ]);
    const yielded = accepted(applyFloorCommand(f, { type: 'speech.yield', to: 'delegacion', delegationId: 'm02' }, ctx(T0 + 20_000))).floor;
    expect(yielded.speech).toMatchObject({
      delegationId: 'm02',
      mode: 'discurso',
      timer: { remainingMs: 40_000, startedAt: T0 + 20_000 },
      yieldedBy: 'm01',
    });
    refusedWith(yielded, { type: 'speech.yield', to: 'mesa' }, 'YIELD_NOT_ALLOWED');
  });
});

describe('motions', () => {
  it('are listed by precedence whatever order they were entered in, and a passed caucus starts its own timer', () => {
    const f = run([
      [{ type: 'speakers.add', delegationId: 'm04' }],
      [{ type: 'motion.enter', motion: { kind: 'caucus_no_moderado', totalSeconds: 300 }, delegationId: 'm01' }, T0],
      [{ type: 'motion.enter', motion: moderated, delegationId: 'm02' }, T0 + 1],
      [{ type: 'motion.enter', motion: { kind: 'suspension_sesion' }, delegationId: null }, T0 + 2],
    ]);
    expect(f.motions.map((m) => m.kind)).toEqual(['suspension_sesion', 'caucus_no_moderado', 'caucus_moderado']);
    const moderatedId = f.motions[2].id;
    const passed = accepted(applyFloorCommand(f, { type: 'motion.vote', motionId: moderatedId, yes: 3, no: 2 }, ctx(T0 + 5_000)));
    expect(passed.event).toBe('motion.voted');
    expect(passed.floor.mode).toBe('caucus_moderado');
    expect(passed.floor.caucus).toMatchObject({
      topic: 'Agua potable',
      timer: { remainingMs: 600_000, startedAt: T0 + 5_000 },
      speakerMs: 60_000,
    });
    expect(passed.floor.motions).toEqual([]); // the others lapse, and the entry names them
    expect(passed.after.lapsed).toEqual([
      { motionId: f.motions[0].id, kind: 'suspension_sesion', label: 'Suspensión de la sesión' },
      { motionId: f.motions[1].id, kind: 'caucus_no_moderado', label: 'Caucus no moderado' },
    ]);
    expect(passed.floor.results[0].result).toMatchObject({ yes: 3, no: 2, passed: true });
    // The general list waits aside while the caucus runs; a speaker of the caucus gets its time per speaker.
    expect(passed.floor.speakers).toEqual([]);
    const speaking = run([[{ type: 'speech.recognize', delegationId: 'm03' }]], passed.floor);
    expect(speaking.speech?.timer.remainingMs).toBe(60_000);
    const ended = run([[{ type: 'caucus.end' }]], speaking);
    expect(ended.mode).toBe('debate');
    expect(ended.speakers.map((s) => s.delegationId)).toEqual(['m04']);
  });

  it('a tie rejects; two thirds to close the debate; a motion is voted a favor or en contra by those present', () => {
    const f = run([[{ type: 'motion.enter', motion: { kind: 'cierre_debate' }, delegationId: null }]]);
    const id = f.motions[0].id;
    const tie = accepted(applyFloorCommand(f, { type: 'motion.vote', motionId: id, yes: 2, no: 2 }, ctx()));
    expect(tie.floor.results[0].result).toMatchObject({ passed: false, majority: 'dos_tercios' });
    expect(tie.floor.motions).toEqual([]);
    refusedWith(f, { type: 'motion.vote', motionId: id, yes: 5, no: 1 }, 'VOTE_COUNTS_IMPOSSIBLE');
    const closes = accepted(applyFloorCommand(f, { type: 'motion.vote', motionId: id, yes: 4, no: 1 }, ctx())).floor;
    expect(closes.mode).toBe('votacion');
  });

  it('asks the session to suspend or close, pausing the timers', () => {
    const f = run([
      [{ type: 'speakers.add', delegationId: 'm01' }],
      [{ type: 'speech.next' }],
      [{ type: 'timer.start', target: 'speech' }, T0],
      [{ type: 'motion.enter', motion: { kind: 'suspension_sesion' }, delegationId: null }],
    ]);
    const suspended = accepted(applyFloorCommand(f, { type: 'motion.vote', motionId: f.motions[0].id, yes: 3, no: 0 }, ctx(T0 + 15_000)));
    expect(suspended.effect).toBe('session.suspend');
    expect(suspended.floor.speech?.timer).toEqual({ remainingMs: 45_000, startedAt: null });
  });

  it('refuses wrong parameters field by field, an extension without a caucus, and a vote below the decision quorum', () => {
    expect(
      applyFloorCommand(
        emptyFloor(rules),
        { type: 'motion.enter', motion: { ...moderated, speakerSeconds: 900 }, delegationId: null },
        ctx(),
      ),
    ).toMatchObject({ ok: false, code: 'MOTION_PARAMETERS_INVALID', fields: { speakerSeconds: expect.any(String) } });
    refusedWith(
      emptyFloor(rules),
      { type: 'motion.enter', motion: { kind: 'extension_caucus', totalSeconds: 60 }, delegationId: null },
      'MOTION_NOT_IN_ORDER',
    );
    const f = run([[{ type: 'motion.enter', motion: { kind: 'cierre_lista_oradores' }, delegationId: null }]]);
    refusedWith(f, { type: 'motion.vote', motionId: f.motions[0].id, yes: 2, no: 0 }, 'VOTE_NO_QUORUM', { room: members(6, 3) });
  });
});

describe('votes on documents', () => {
  it('by placards: counts that cannot be are refused; the result keeps the numbers', () => {
    const f = run([[{ type: 'vote.open', title: 'Proyecto 1.1', majority: 'simple' }]]);
    expect(f.vote?.method).toBe('placard');
    refusedWith(f, { type: 'vote.placard', yes: 4, no: 1, abstain: 1, vetoHoldersAgainst: [] }, 'VOTE_COUNTS_IMPOSSIBLE');
    refusedWith(f, { type: 'vote.open', title: 'Otro', majority: 'simple' }, 'VOTE_IN_PROGRESS');
    const done = accepted(applyFloorCommand(f, { type: 'vote.placard', yes: 3, no: 1, abstain: 1, vetoHoldersAgainst: [] }, ctx()));
    expect(done.event).toBe('vote.closed');
    expect(done.floor.vote).toBeNull();
    expect(done.floor.results[0]).toMatchObject({
      subject: { type: 'document', label: 'Proyecto 1.1' },
      result: { yes: 3, no: 1, abstain: 1, base: 5, required: 3, passed: true },
    });
  });

  it('by roll call in a Security Council: one answer each in calling order, closed by the last, a veto named', () => {
    const council = securityCouncil();
    const sc = rulesFor('consejo_seguridad');
    const over = { room: council, rules: sc };
    let f = run([[{ type: 'vote.open', title: 'S/RES/1', method: 'roll_call', majority: 'simple' }]], emptyFloor(sc), over);
    const order = f.vote?.rollCall?.voters.map((v) => v.id) ?? [];
    expect(order).toHaveLength(15);
    refusedWith(f, { type: 'vote.answer', delegationId: order[1], answer: 'a_favor' }, 'VOTE_NOT_CALLED', over);
    let last = null as ReturnType<typeof applyFloorCommand> | null;
    for (const id of order) {
      last = applyFloorCommand(
        f,
        { type: 'vote.answer', delegationId: id, answer: id === 'china' ? 'en_contra' : 'a_favor' },
        ctx(T0, over),
      );
      f = accepted(last).floor;
    }
    expect(accepted(last as ReturnType<typeof applyFloorCommand>).event).toBe('vote.closed');
    expect(f.vote).toBeNull();
    expect(f.results[0].result).toMatchObject({ yes: 14, no: 1, passed: false, vetoes: [{ id: 'china', name: 'China' }] });
  });
});

describe('speeches and time spoken per delegation', () => {
  it('counts each speech given and the time its timer ran, across pauses, yields and the next speaker', () => {
    const f = run([
      [{ type: 'speakers.add', delegationId: 'm01' }],
      [{ type: 'speakers.add', delegationId: 'm02' }],
      [{ type: 'speech.next' }, T0],
      [{ type: 'timer.start', target: 'speech' }, T0],
      [{ type: 'timer.pause', target: 'speech' }, T0 + 10_000],
      [{ type: 'timer.start', target: 'speech' }, T0 + 50_000],
      [{ type: 'speech.yield', to: 'delegacion', delegationId: 'm03' }, T0 + 55_000],
      [{ type: 'speech.next' }, T0 + 70_000],
    ]);
    expect(f.stats).toEqual({
      m01: { speeches: 1, speakingMs: 15_000 },
      m03: { speeches: 0, speakingMs: 15_000 },
      m02: { speeches: 1, speakingMs: 0 },
    });
  });
});

describe('warnings and modes', () => {
  it('counts warnings per delegation and refuses a delegation of another commission', () => {
    const warn = (delegationId: string) => ({ type: 'warning.give' as const, delegationId, level: 'verbal' as const, reason: 'Teléfono' });
    const f = run([[warn('m01')], [warn('m01')]]);
    expect(f.warnings).toEqual({ m01: 2 });
    refusedWith(f, warn('otra'), 'DELEGATION_NOT_IN_COMMISSION');
    const third = accepted(applyFloorCommand(f, { ...warn('m01'), level: 'escrita', reason: 'Interrumpe al orador' }, ctx(T0)));
    expect(third.after).toEqual({ delegationId: 'm01', count: 3, level: 'escrita', reason: 'Interrumpe al orador' });
  });
});

/** Any command, with ids drawn from what a floor may hold. */
const anyCommand: fc.Arbitrary<FloorCommand> = fc.oneof(
  fc.record({ type: fc.constant('speakers.add' as const), delegationId: fc.constantFrom('m01', 'm02', 'm03', 'm06', 'santa sede') }),
  fc.record({ type: fc.constant('speakers.remove' as const), speakerId: fc.constantFrom('o1', 'o2', 'o3', 'o4') }),
  fc.record({ type: fc.constant('speakers.move' as const), speakerId: fc.constantFrom('o1', 'o2', 'o3'), toIndex: fc.nat(4) }),
  fc.constant({ type: 'speech.next' as const }),
  fc.constant({ type: 'speech.end' as const }),
  fc.record({
    type: fc.constantFrom('timer.start' as const, 'timer.pause' as const, 'timer.reset' as const),
    target: fc.constantFrom('speech' as const, 'caucus' as const),
  }),
  fc.record({
    type: fc.constant('motion.enter' as const),
    motion: fc.constantFrom<unknown>(
      moderated,
      { kind: 'cierre_debate' },
      { kind: 'caucus_no_moderado', totalSeconds: 120 },
      { kind: 'extension_caucus', totalSeconds: 60 },
    ),
    delegationId: fc.constant(null),
  }),
  fc.record({
    type: fc.constant('motion.vote' as const),
    motionId: fc.constantFrom('m1', 'm2', 'm3', 'm4', 'm5'),
    yes: fc.nat(6),
    no: fc.nat(6),
  }),
  fc.constant({ type: 'caucus.end' as const }),
  fc.record({
    type: fc.constant('vote.open' as const),
    title: fc.constant('Proyecto'),
    majority: fc.constant('simple' as const),
    method: fc.constantFrom('placard' as const, 'roll_call' as const),
  }),
  fc.record({
    type: fc.constant('vote.placard' as const),
    yes: fc.nat(6),
    no: fc.nat(6),
    abstain: fc.nat(2),
    vetoHoldersAgainst: fc.constant<string[]>([]),
  }),
  fc.constant({ type: 'vote.cancel' as const }),
  fc.record({
    type: fc.constant('warning.give' as const),
    delegationId: fc.constantFrom('m01', 'm05'),
    level: fc.constantFrom('verbal' as const, 'escrita' as const, 'expulsion' as const),
    reason: fc.constant('Motivo'),
  }),
);

describe('the floor under any sequence of commands', () => {
  it('stays well formed: a refused command changes nothing, nobody is listed twice, motions stay in precedence order, results are complete', () => {
    fc.assert(
      fc.property(fc.array(anyCommand, { maxLength: 40 }), (commands) => {
        let f = emptyFloor(rules);
        for (const [i, command] of commands.entries()) {
          const before = JSON.stringify(f);
          const ruling = applyFloorCommand(f, command, ctx(T0 + i * 1000));
          if (!ruling.ok) {
            expect(JSON.stringify(f)).toBe(before);
            continue;
          }
          f = ruling.value.floor;
          expect(floorSchema.safeParse(f).success).toBe(true);
          const listed = f.speakers.map((s) => s.delegationId);
          expect(new Set(listed).size).toBe(listed.length);
          const kinds = f.motions.map((m) => m.kind);
          expect([...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(kinds);
          expect(f.caucus === null || f.mode.startsWith('caucus')).toBe(true);
          for (const r of f.results) expect(r.result.pending).toBe(0); // a result is taken only when everyone answered
        }
      }),
    );
  });
});

const order = [
  'suspension_sesion',
  'levantamiento_sesion',
  'aplazamiento_debate',
  'cierre_debate',
  'extension_caucus',
  'caucus_no_moderado',
  'caucus_moderado',
  'cierre_lista_oradores',
  'votacion_nominal',
  'introduccion_proyecto',
  'otra',
];
