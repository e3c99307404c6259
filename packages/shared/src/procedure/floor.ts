import type { VoteResult } from './majorities';
import { isPresent, type RoomDelegation } from './members';
import {
  DEFAULT_MOTION_CATALOGUE,
  MOTION_LABELS_ES,
  type MotionCatalogue,
  type MotionInput,
  motionMajority,
  motionWithinCatalogue,
  orderMotions,
  type PendingMotion,
  parseMotion,
} from './motions';
import type { FloorEvent } from './floor-events';
import type { Floor, FloorCommand, FloorResult, FloorVote, VoteSubjectRef } from './floor-schema';
import { allow, type Ruling, refuse } from './refusal';
import { isPhoneVote, type PhoneBallots, phoneVoteResult, startPhoneVote } from './phone-vote';
import { answerRollCall, calledNow, rollCallResult, startRollCallVote } from './roll-call-vote';
import type { ProcedureRules } from './rules';
import { extendTimer, isRunning, newTimer, pauseTimer, remainingAt, startTimer, type Timer, yieldSpeech } from './timers';
import { placardResult, requireDecisionQuorum, votersOf } from './voting';

/** Results kept on the floor (the acta keeps every one). */
export const FLOOR_RESULTS_KEPT = 20;

/** The floor of a commission before anything happened: the general list, empty, with the commission's speaking time. */
export function emptyFloor(rules: Pick<ProcedureRules, 'speakingMs'>): Floor {
  return {
    mode: 'debate',
    speakingMs: rules.speakingMs,
    speakers: [],
    speakersClosed: false,
    stashedSpeakers: [],
    speech: null,
    caucus: null,
    motions: [],
    vote: null,
    results: [],
    nextVoteByRollCall: false,
    warnings: {},
    stats: {},
    nextId: 1,
  };
}

/** What a floor command reads besides the floor: the room, the rules, the server's clock and a lot drawn by the caller. */
export interface FloorContext {
  room: readonly RoomDelegation[];
  rules: ProcedureRules;
  catalogue?: MotionCatalogue;
  /** Server time, ms. */
  now: number;
  /** A number in [0, 1) drawn by lot (which delegation a roll-call vote starts with). */
  lot: number;
  /** A fresh unique id made by the caller: the key of a vote from phones opened by this command. */
  uniqueId?: string;
  /** The ballots of the vote from phones being closed, read by the caller (`vote.close`). */
  ballots?: PhoneBallots;
}

/** The session change a passed motion asks for; the server applies it with the floor. */
export type SessionEffect = 'session.suspend' | 'session.close' | null;

export { FLOOR_EVENTS, type FloorEvent } from './floor-events';

/** A command's outcome on the floor: the new floor, its event, what the log keeps of it, and a session change. */
export interface FloorChange {
  floor: Floor;
  event: FloorEvent;
  after: Record<string, unknown>;
  effect: SessionEffect;
}

function change(floor: Floor, event: FloorEvent, after: Record<string, unknown> = {}, effect: SessionEffect = null): Ruling<FloorChange> {
  return allow({ floor, event, after, effect });
}

/** A new id of the floor (`p12`, `m13`…) and the floor with its counter moved on. */
function nextId(floor: Floor, prefix: string): [string, Floor] {
  return [`${prefix}${floor.nextId}`, { ...floor, nextId: floor.nextId + 1 }];
}

function present(ctx: FloorContext, delegationId: string): RoomDelegation | null {
  const d = ctx.room.find((r) => r.id === delegationId);
  return d && isPresent(d) ? d : null;
}

/** The time of one speech now: the moderated caucus's time per speaker, else the list's speaking time. */
function speechMs(floor: Floor): number {
  return floor.mode === 'caucus_moderado' && floor.caucus?.speakerMs ? floor.caucus.speakerMs : floor.speakingMs;
}

function takesSpeakers(floor: Floor): boolean {
  return floor.mode === 'debate' || floor.mode === 'caucus_moderado';
}

function addSpeaker(floor: Floor, ctx: FloorContext, delegationId: string): Ruling<FloorChange> {
  if (!takesSpeakers(floor)) return refuse('FLOOR_MODE_WRONG');
  if (floor.mode === 'debate' && floor.speakersClosed) return refuse('SPEAKERS_CLOSED');
  if (!present(ctx, delegationId)) return refuse('SPEAKER_NOT_PRESENT');
  if (floor.speakers.some((s) => s.delegationId === delegationId)) return refuse('SPEAKER_ALREADY_LISTED');
  const [id, next] = nextId(floor, 'o');
  return change({ ...next, speakers: [...floor.speakers, { id, delegationId }] }, 'speaker.added', { speakerId: id, delegationId });
}

function moveSpeaker(floor: Floor, speakerId: string, toIndex: number): Ruling<FloorChange> {
  const from = floor.speakers.findIndex((s) => s.id === speakerId);
  if (from < 0) return refuse('SPEAKER_NOT_LISTED');
  const speakers = [...floor.speakers];
  const [moved] = speakers.splice(from, 1);
  const to = Math.min(toIndex, speakers.length);
  speakers.splice(to, 0, moved);
  return change({ ...floor, speakers }, 'speaker.moved', { speakerId, delegationId: moved.delegationId, from, to });
}

function removeSpeaker(floor: Floor, speakerId: string): Ruling<FloorChange> {
  const speaker = floor.speakers.find((s) => s.id === speakerId);
  if (!speaker) return refuse('SPEAKER_NOT_LISTED');
  const speakers = floor.speakers.filter((s) => s.id !== speakerId);
  return change({ ...floor, speakers }, 'speaker.removed', { speakerId, delegationId: speaker.delegationId });
}

/** Gives the floor to a delegation: a new speech of the current speech time, stopped until the chair starts it. */
function giveFloor(floor: Floor, delegationId: string): Ruling<FloorChange> {
  const ms = speechMs(floor);
  const [id, next] = nextId(floor, 'd');
  const speech = { id, delegationId, mode: 'discurso' as const, timer: newTimer(ms), yieldedBy: null, spokenMs: 0 };
  return change({ ...next, speech }, 'speech.started', { delegationId, ms });
}

function nextSpeaker(floor: Floor): Ruling<FloorChange> {
  if (!takesSpeakers(floor)) return refuse('FLOOR_MODE_WRONG');
  const [first, ...rest] = floor.speakers;
  if (!first) return refuse('SPEAKERS_EMPTY');
  return giveFloor({ ...floor, speakers: rest }, first.delegationId);
}

function recognize(floor: Floor, ctx: FloorContext, delegationId: string): Ruling<FloorChange> {
  if (!takesSpeakers(floor)) return refuse('FLOOR_MODE_WRONG');
  if (!present(ctx, delegationId)) return refuse('SPEAKER_NOT_PRESENT');
  return giveFloor({ ...floor, speakers: floor.speakers.filter((s) => s.delegationId !== delegationId) }, delegationId);
}

function yieldFloor(floor: Floor, ctx: FloorContext, command: Extract<FloorCommand, { type: 'speech.yield' }>): Ruling<FloorChange> {
  if (!floor.speech) return refuse('SPEECH_NONE');
  const target = command.to === 'delegacion' ? { to: 'delegacion' as const, delegationId: command.delegationId ?? '' } : { to: command.to };
  const yielded = yieldSpeech(floor.speech, target, ctx.room, ctx.now);
  if (!yielded.ok) return yielded;
  const after = { from: floor.speech.delegationId, to: command.to, delegationId: command.delegationId ?? null };
  if (yielded.value === null) return change({ ...floor, speech: null }, 'speech.yielded', after);
  const [id, next] = nextId(floor, 'd');
  return change({ ...next, speech: { ...yielded.value, id, spokenMs: 0 } }, 'speech.yielded', after);
}

type TimerTarget = 'speech' | 'caucus';

/** The timer of `target` changed by `f`, or the refusal (no speech, no caucus, or the timer's own). */
function withTimer(floor: Floor, target: TimerTarget, f: (timer: Timer, full: number) => Ruling<Timer>): Ruling<Floor> {
  if (target === 'speech') {
    if (!floor.speech) return refuse('SPEECH_NONE');
    const timer = f(floor.speech.timer, speechMs(floor));
    return timer.ok ? allow({ ...floor, speech: { ...floor.speech, timer: timer.value } }) : timer;
  }
  if (!floor.caucus) return refuse('CAUCUS_NONE');
  const timer = f(floor.caucus.timer, floor.caucus.totalMs);
  return timer.ok ? allow({ ...floor, caucus: { ...floor.caucus, timer: timer.value } }) : timer;
}

function timerCommand(
  floor: Floor,
  ctx: FloorContext,
  command: Extract<FloorCommand, { type: 'timer.start' | 'timer.pause' | 'timer.reset' | 'timer.extend' }>,
): Ruling<FloorChange> {
  const { now } = ctx;
  const changed = withTimer(floor, command.target, (timer, full) => {
    switch (command.type) {
      case 'timer.start':
        return startTimer(timer, now);
      case 'timer.pause':
        return pauseTimer(timer, now);
      case 'timer.reset':
        return allow(newTimer(full));
      case 'timer.extend':
        return extendTimer(timer, command.seconds * 1000, now);
    }
  });
  if (!changed.ok) return changed;
  const event = (
    {
      'timer.start': 'timer.started',
      'timer.pause': 'timer.paused',
      'timer.reset': 'timer.reset',
      'timer.extend': 'timer.extended',
    } as const
  )[command.type];
  const timer = command.target === 'speech' ? changed.value.speech?.timer : changed.value.caucus?.timer;
  return change(changed.value, event, {
    target: command.target,
    timer,
    ...(command.type === 'timer.extend' ? { seconds: command.seconds } : {}),
  });
}

/** The motions that make sense only in some states of the floor. */
function motionInOrder(floor: Floor, motion: MotionInput): boolean {
  if (motion.kind === 'extension_caucus') return floor.caucus !== null;
  if (motion.kind === 'cierre_lista_oradores') return floor.mode === 'debate' && !floor.speakersClosed;
  return true;
}

function enterMotion(floor: Floor, ctx: FloorContext, input: unknown, delegationId: string | null): Ruling<FloorChange> {
  if (floor.vote) return refuse('VOTE_IN_PROGRESS');
  const parsed = parseMotion(input);
  if (!parsed.ok) return parsed;
  const catalogue = ctx.catalogue ?? DEFAULT_MOTION_CATALOGUE;
  const allowed = motionWithinCatalogue(parsed.value, catalogue);
  if (!allowed.ok) return allowed;
  if (!motionInOrder(floor, parsed.value)) return refuse('MOTION_NOT_IN_ORDER');
  if (delegationId !== null && !present(ctx, delegationId)) return refuse('SPEAKER_NOT_PRESENT');
  const [id, next] = nextId(floor, 'm');
  const motion: PendingMotion = { ...parsed.value, id, submittedAt: ctx.now, delegationId };
  const motions = orderMotions([...floor.motions, motion], catalogue);
  return change({ ...next, motions }, 'motion.entered', { motion });
}

/** The general list back in place of a caucus's list, the caucus ended. */
function withoutCaucus(floor: Floor): Floor {
  if (!floor.caucus) return floor;
  return { ...floor, caucus: null, speech: null, speakers: floor.stashedSpeakers, stashedSpeakers: [], mode: 'debate' };
}

function pauseRunning(timer: Timer, now: number): Timer {
  return isRunning(timer) ? { remainingMs: remainingAt(timer, now), startedAt: null } : timer;
}

/** What a passed motion does to the floor, and the session change it asks for. */
function applyMotion(floor: Floor, motion: PendingMotion, now: number): [Floor, SessionEffect] {
  switch (motion.kind) {
    case 'caucus_moderado':
    case 'caucus_no_moderado': {
      const base = withoutCaucus(floor);
      const totalMs = motion.totalSeconds * 1000;
      const caucus = {
        motionId: motion.id,
        kind: motion.kind,
        topic: motion.kind === 'caucus_moderado' ? motion.topic : '',
        timer: { remainingMs: totalMs, startedAt: now },
        totalMs,
        speakerMs: motion.kind === 'caucus_moderado' ? motion.speakerSeconds * 1000 : null,
      };
      return [{ ...base, mode: motion.kind, caucus, speech: null, speakers: [], stashedSpeakers: base.speakers }, null];
    }
    case 'extension_caucus': {
      const caucus = floor.caucus;
      if (!caucus) return [floor, null];
      const timer = { remainingMs: Math.max(0, remainingAt(caucus.timer, now)) + motion.totalSeconds * 1000, startedAt: now };
      return [{ ...floor, caucus: { ...caucus, timer } }, null];
    }
    case 'cierre_lista_oradores':
      return [{ ...floor, speakersClosed: true }, null];
    case 'cierre_debate':
      return [{ ...withoutCaucus(floor), mode: 'votacion', speakers: [], speech: null }, null];
    case 'aplazamiento_debate':
      return [{ ...withoutCaucus(floor), mode: 'debate', speakers: [], speech: null, speakersClosed: false }, null];
    case 'suspension_sesion': {
      const speech = floor.speech ? { ...floor.speech, timer: pauseRunning(floor.speech.timer, now) } : null;
      const caucus = floor.caucus ? { ...floor.caucus, timer: pauseRunning(floor.caucus.timer, now) } : null;
      return [{ ...floor, speech, caucus }, 'session.suspend'];
    }
    case 'levantamiento_sesion':
      return [{ ...withoutCaucus(floor), speech: null }, 'session.close'];
    case 'votacion_nominal':
      return [{ ...floor, nextVoteByRollCall: true }, null];
    default:
      return [floor, null];
  }
}

/** A motion's label for screens and the acta. */
export function motionLabel(motion: MotionInput): string {
  if (motion.kind === 'otra') return motion.description;
  if (motion.kind === 'caucus_moderado') return `${MOTION_LABELS_ES[motion.kind]}: ${motion.topic}`;
  if (motion.kind === 'introduccion_proyecto' && motion.title) return `${MOTION_LABELS_ES[motion.kind]}: ${motion.title}`;
  return MOTION_LABELS_ES[motion.kind];
}

function withResult(floor: Floor, result: FloorResult): Floor {
  return { ...floor, results: [result, ...floor.results].slice(0, FLOOR_RESULTS_KEPT) };
}

/**
 * Votes a motion by placards (a favor / en contra only). Passed: it applies at once (a caucus starts its timer)
 * and the other pending motions lapse, named in the entry's `lapsed`. Failed: it leaves the floor.
 */
function voteMotion(floor: Floor, ctx: FloorContext, command: Extract<FloorCommand, { type: 'motion.vote' }>): Ruling<FloorChange> {
  if (floor.vote) return refuse('VOTE_IN_PROGRESS');
  const motion = floor.motions.find((m) => m.id === command.motionId);
  if (!motion) return refuse('MOTION_NOT_FOUND');
  const majority = motionMajority(motion, ctx.catalogue);
  const result = placardResult({ yes: command.yes, no: command.no, abstain: 0 }, ctx.room, ctx.rules, { substantive: false, majority });
  if (!result.ok) return result;
  const [id, next] = nextId(floor, 'v');
  const subject: VoteSubjectRef = { type: 'motion', motionId: motion.id, kind: motion.kind, label: motionLabel(motion) };
  const recorded = withResult(next, { id, subject, method: 'placard', result: result.value, at: ctx.now });
  const after = { motionId: motion.id, kind: motion.kind, result: result.value };
  const others = floor.motions.filter((m) => m.id !== motion.id);
  if (!result.value.passed) return change({ ...recorded, motions: others }, 'motion.voted', after);
  const [applied, effect] = applyMotion({ ...recorded, motions: [] }, motion, ctx.now);
  // The others lapse unheard, and the record says which («decae sin votarse»).
  const lapsed = lapsedMotions(others);
  return change(applied, 'motion.voted', lapsed.length ? { ...after, lapsed } : after, effect);
}

/** A motion that lapsed unheard, as the record names it («decae sin votarse»). */
export interface LapsedMotion {
  motionId: string;
  kind: PendingMotion['kind'];
  label: string;
}

function lapsedMotions(motions: readonly PendingMotion[]): LapsedMotion[] {
  return motions.map((m) => ({ motionId: m.id, kind: m.kind, label: motionLabel(m) }));
}

/** The floor as its session closes: the motions still pending lapse unheard, named for the record. */
export function floorAtClose(floor: Floor): { floor: Floor; lapsed: LapsedMotion[] } {
  return { floor: { ...floor, motions: [] }, lapsed: lapsedMotions(floor.motions) };
}

function openVote(floor: Floor, ctx: FloorContext, command: Extract<FloorCommand, { type: 'vote.open' }>): Ruling<FloorChange> {
  if (floor.vote) return refuse('VOTE_IN_PROGRESS');
  const method = command.method ?? (floor.nextVoteByRollCall ? 'roll_call' : 'placard');
  const subject: VoteSubjectRef = { type: 'document', label: command.title };
  const [id, next] = nextId(floor, 'v');
  const key = ctx.uniqueId ?? `${id}-${ctx.now}`;
  const base = { id, key, subject, method, majority: command.majority, openedAt: ctx.now, phones: null };
  let vote: FloorVote;
  if (method === 'placard') {
    const quorum = requireDecisionQuorum(ctx.room, ctx.rules);
    if (!quorum.ok) return quorum;
    vote = { ...base, rollCall: null, tally: null };
  } else if (isPhoneVote(method)) {
    const phones = startPhoneVote(ctx.room, ctx.rules, {
      substantive: true,
      majority: command.majority,
      voteId: key,
      secret: method === 'phones_secret',
      firstCounts: command.firstCounts ?? false,
    });
    if (!phones.ok) return phones;
    vote = { ...base, rollCall: null, tally: null, phones: phones.value };
  } else {
    const voters = votersOf(ctx.room, ctx.rules, true);
    const startId = voters[Math.min(voters.length - 1, Math.floor(ctx.lot * voters.length))]?.id ?? '';
    const rollCall = startRollCallVote(ctx.room, ctx.rules, { substantive: true, majority: command.majority, startId });
    if (!rollCall.ok) return rollCall;
    vote = { ...base, rollCall: rollCall.value, tally: rollCallResult(rollCall.value, ctx.room, ctx.rules) };
  }
  const floorAfter = { ...next, vote, nextVoteByRollCall: method === 'roll_call' ? false : floor.nextVoteByRollCall };
  const ballots = vote.phones ? { ballotsId: vote.phones.voteId, eligible: vote.phones.voters.length } : {};
  return change(floorAfter, 'vote.opened', { voteId: id, title: command.title, method, majority: command.majority, ...ballots });
}

function closeVote(floor: Floor, vote: FloorVote, result: VoteResult, now: number): Floor {
  return withResult({ ...floor, vote: null }, { id: vote.id, subject: vote.subject, method: vote.method, result, at: now });
}

function placardVote(floor: Floor, ctx: FloorContext, command: Extract<FloorCommand, { type: 'vote.placard' }>): Ruling<FloorChange> {
  const vote = floor.vote;
  if (!vote) return refuse('VOTE_NONE');
  if (vote.method !== 'placard') return refuse('VOTE_METHOD_WRONG');
  const counts = { yes: command.yes, no: command.no, abstain: command.abstain, vetoHoldersAgainst: command.vetoHoldersAgainst };
  const result = placardResult(counts, ctx.room, ctx.rules, { substantive: true, majority: vote.majority });
  if (!result.ok) return result;
  return change(closeVote(floor, vote, result.value, ctx.now), 'vote.closed', { voteId: vote.id, result: result.value });
}

function answerVote(floor: Floor, ctx: FloorContext, command: Extract<FloorCommand, { type: 'vote.answer' }>): Ruling<FloorChange> {
  const vote = floor.vote;
  if (!vote) return refuse('VOTE_NONE');
  if (!vote.rollCall) return refuse('VOTE_METHOD_WRONG');
  const answered = answerRollCall(vote.rollCall, ctx.room, ctx.rules, command.delegationId, command.answer);
  if (!answered.ok) return answered;
  const tally = rollCallResult(answered.value, ctx.room, ctx.rules);
  const answer = { voteId: vote.id, delegationId: command.delegationId, answer: command.answer };
  if (calledNow(answered.value) === null)
    return change(closeVote(floor, vote, tally, ctx.now), 'vote.closed', { ...answer, result: tally });
  return change({ ...floor, vote: { ...vote, rollCall: answered.value, tally } }, 'vote.answered', answer);
}

/**
 * Closes a vote from phones with its ballots (read by the caller in the same transaction as the close): the result by
 * the same rules as any vote. What the log keeps: a recorded vote's choice per delegation (the acta's grid), a secret
 * vote's tally and who voted only.
 */
function closePhoneVote(floor: Floor, ctx: FloorContext): Ruling<FloorChange> {
  const vote = floor.vote;
  if (!vote) return refuse('VOTE_NONE');
  if (!vote.phones) return refuse('VOTE_METHOD_WRONG');
  const none = { yes: 0, no: 0, abstain: 0 };
  const ballots: PhoneBallots =
    ctx.ballots ??
    (vote.phones.secret ? { secret: true, tally: none, voted: [], fromChair: [] } : { secret: false, choices: {}, fromChair: [] });
  const result = phoneVoteResult(vote.phones, ballots, ctx.room, ctx.rules);
  const voters = new Set(vote.phones.voters.map((v) => v.id));
  const grid = ballots.secret
    ? { voted: ballots.voted.filter((d) => voters.has(d)) }
    : { choices: Object.fromEntries(Object.entries(ballots.choices).filter(([d]) => voters.has(d))) };
  const fromChair = ballots.fromChair.filter((d) => voters.has(d));
  const after = {
    voteId: vote.id,
    ballotsId: vote.phones.voteId,
    method: vote.method,
    eligible: vote.phones.voters.length,
    ...grid,
    fromChair,
    result,
  };
  return change(closeVote(floor, vote, result, ctx.now), 'vote.closed', after);
}

/** A warning to a delegation, with its level and reason (kept by the log entry; the floor counts them). */
function giveWarning(floor: Floor, ctx: FloorContext, command: Extract<FloorCommand, { type: 'warning.give' }>): Ruling<FloorChange> {
  const { delegationId, level, reason } = command;
  if (!ctx.room.some((d) => d.id === delegationId)) return refuse('DELEGATION_NOT_IN_COMMISSION');
  const count = (floor.warnings[delegationId] ?? 0) + 1;
  return change({ ...floor, warnings: { ...floor.warnings, [delegationId]: count } }, 'warning.given', {
    delegationId,
    count,
    level,
    reason,
  });
}

function setMode(floor: Floor, mode: 'debate' | 'votacion'): Ruling<FloorChange> {
  if (floor.caucus) return refuse('CAUCUS_ACTIVE');
  if (floor.vote) return refuse('VOTE_IN_PROGRESS');
  return change({ ...floor, mode, speech: null }, 'mode.changed', { from: floor.mode, mode });
}

/**
 * Applies one command to the floor, by the rules of procedure: the new floor and its event, or a refusal with
 * the catalogue's code (nothing changed). Pure: the caller passes the room, the rules, the clock and the lot.
 */
export function applyFloorCommand(floor: Floor, command: FloorCommand, ctx: FloorContext): Ruling<FloorChange> {
  const ruling = decide(floor, command, ctx);
  return ruling.ok ? allow({ ...ruling.value, floor: accountSpeeches(floor, ruling.value.floor, ctx.now) }) : ruling;
}

/** Time a speech's timer has run since it last started. */
function runningMs(timer: Timer, now: number): number {
  return timer.startedAt === null ? 0 : Math.max(0, now - timer.startedAt);
}

/**
 * Keeps the time spoken: whenever a speech's timer stops or starts again, the time it ran is added to the
 * speech; when a speech ends (or another takes its place), its time goes to its delegation, and a new speech
 * given from the list or by the chair counts one more speech (time received by a yield does not).
 */
function accountSpeeches(before: Floor, after: Floor, now: number): Floor {
  const was = before.speech;
  const is = after.speech;
  if (was && is && was.id === is.id) {
    if (was.timer.startedAt === is.timer.startedAt) return after;
    return { ...after, speech: { ...is, spokenMs: was.spokenMs + runningMs(was.timer, now) } };
  }
  const stats = { ...after.stats };
  if (was) {
    const s = stats[was.delegationId] ?? { speeches: 0, speakingMs: 0 };
    stats[was.delegationId] = { ...s, speakingMs: s.speakingMs + was.spokenMs + runningMs(was.timer, now) };
  }
  if (is && is.yieldedBy === null) {
    const s = stats[is.delegationId] ?? { speeches: 0, speakingMs: 0 };
    stats[is.delegationId] = { ...s, speeches: s.speeches + 1 };
  }
  return { ...after, stats };
}

/** The rules of each command (applyFloorCommand adds the account of speeches). */
function decide(floor: Floor, command: FloorCommand, ctx: FloorContext): Ruling<FloorChange> {
  switch (command.type) {
    case 'speakers.add':
      return addSpeaker(floor, ctx, command.delegationId);
    case 'speakers.remove':
      return removeSpeaker(floor, command.speakerId);
    case 'speakers.move':
      return moveSpeaker(floor, command.speakerId, command.toIndex);
    case 'speakers.close':
      return floor.speakersClosed ? refuse('SPEAKERS_CLOSED') : change({ ...floor, speakersClosed: true }, 'speakers.closed');
    case 'speakers.reopen':
      return floor.speakersClosed ? change({ ...floor, speakersClosed: false }, 'speakers.reopened') : refuse('SPEAKERS_OPEN');
    case 'speakingTime.set':
      return change({ ...floor, speakingMs: command.seconds * 1000 }, 'speaking_time.changed', { seconds: command.seconds });
    case 'speech.next':
      return nextSpeaker(floor);
    case 'speech.recognize':
      return recognize(floor, ctx, command.delegationId);
    case 'speech.end':
      return floor.speech
        ? change({ ...floor, speech: null }, 'speech.ended', { delegationId: floor.speech.delegationId })
        : refuse('SPEECH_NONE');
    case 'speech.yield':
      return yieldFloor(floor, ctx, command);
    case 'timer.start':
    case 'timer.pause':
    case 'timer.reset':
    case 'timer.extend':
      return timerCommand(floor, ctx, command);
    case 'motion.enter':
      return enterMotion(floor, ctx, command.motion, command.delegationId);
    case 'motion.withdraw': {
      const motion = floor.motions.find((m) => m.id === command.motionId);
      if (!motion) return refuse('MOTION_NOT_FOUND');
      return change({ ...floor, motions: floor.motions.filter((m) => m !== motion) }, 'motion.withdrawn', {
        motionId: motion.id,
        kind: motion.kind,
      });
    }
    case 'motion.vote':
      return voteMotion(floor, ctx, command);
    case 'caucus.end':
      return floor.caucus ? change(withoutCaucus(floor), 'caucus.ended', { motionId: floor.caucus.motionId }) : refuse('CAUCUS_NONE');
    case 'vote.open':
      return openVote(floor, ctx, command);
    case 'vote.placard':
      return placardVote(floor, ctx, command);
    case 'vote.answer':
      return answerVote(floor, ctx, command);
    case 'vote.close':
      return closePhoneVote(floor, ctx);
    case 'vote.cancel':
      return floor.vote ? change({ ...floor, vote: null }, 'vote.cancelled', { voteId: floor.vote.id }) : refuse('VOTE_NONE');
    case 'warning.give':
      return giveWarning(floor, ctx, command);
    case 'mode.set':
      return setMode(floor, command.mode);
  }
}
