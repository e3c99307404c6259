import {
  type ActaMotion,
  type ActaRollCall,
  type ActaSummary,
  type ActaVote,
  type ActaWarning,
  BALLOT_SOURCE_WORDS,
  delegationStatusOf,
  displayTimer,
  LIVE_SESSION_EVENTS,
  type RollCallStatus,
  VOTE_METHOD_WORDS,
} from '@quorum/shared';
import { ANSWER_WORDS, motionText, WARNING_LEVEL_WORDS } from './acta.presenter';
import { warningOfEntry, withoutUndone } from '../../domain/live/session-record';

/**
 * The acta's summary (decision 016): what a secretariat publishes before the log — attendance at each roll call,
 * the motions and their outcome, the votes with their counts and the roll-call grid, the warnings and the
 * speakers. Derived from the log entries that stand (undone ones and the undos themselves left out), except the
 * speakers' time, which the floor accounts (participation.ts). Pure: plain data in, plain data out.
 */

/** A log entry as the summary reads it. */
export interface SummaryRow {
  sequence: number;
  event: string;
  payload: string;
  createdAt: string;
}

/** A delegation of the commission, in the commission's order. */
export interface SummaryDelegation {
  id: string;
  name: string;
}

/**
 * The log's events the summary reads (sessions, roll calls, motions and requests ruled out of order, votes,
 * warnings) and the undos that may take them back: the summary of these alone is the summary of the whole log.
 */
export const SUMMARY_EVENTS = LIVE_SESSION_EVENTS.filter(
  (event) =>
    event === 'session.opened' ||
    event === 'session.closed' ||
    event === 'request.ruled_out' ||
    event === 'warning.given' ||
    event === 'action.undone' ||
    ['rollcall.', 'motion.', 'vote.'].some((prefix) => event.startsWith(prefix)),
);

/** What the log says of a commission's day: the acta's summary but for the resolutions, which the papers keep. */
export type LogSummary = Omit<ActaSummary, 'resolutions'>;

/** A summary with nothing in it (an acta without entries). */
export const EMPTY_SUMMARY: LogSummary = { rollCalls: [], motions: [], votes: [], warnings: [], speakers: [] };

/** A delegation's speeches and time spoken over the event, as the floor counted them. */
export interface SpeakerStats {
  name: string;
  speeches: number;
  speakingMs: number;
}

interface Payload {
  entityId?: string;
  /** Where a command came from when not from the chair's console: a roll-call answer from a phone. */
  by?: 'phone';
  after?: Record<string, unknown> | null;
}

type After = Record<string, unknown>;

/** A roll-call answer the chair entered, in a vote where phones answered too. */
const CHAIR_ANSWER = 'respuesta de la mesa';

function afterOf(row: SummaryRow): After {
  return (JSON.parse(row.payload) as Payload).after ?? {};
}

interface Result {
  yes?: number;
  no?: number;
  abstain?: number;
  passed?: boolean;
  vetoes?: unknown[];
}

/** The warning a «warning.given» entry records (an entry from before levels and reasons: verbal, no reason). */
function warningOf(row: SummaryRow, names: ReadonlyMap<string, string>): ActaWarning | null {
  const warning = warningOfEntry(row);
  if (!warning) return null;
  return {
    ...warning,
    delegation: names.get(warning.delegationId) ?? 'una delegación',
    levelText: WARNING_LEVEL_WORDS[warning.level],
  };
}

/** The warnings given, oldest first, without those undone (rows: the log's «warning.given» and «action.undone» entries at least). */
function warningsGiven(rows: readonly SummaryRow[], names: ReadonlyMap<string, string> = new Map()): ActaWarning[] {
  return withoutUndone(rows)
    .filter((row) => row.event === 'warning.given')
    .map((row) => warningOf(row, names))
    .filter((warning) => warning !== null);
}

/** The roll calls' attendance: each delegation takes the strongest last mark of its delegates; unmarked is absent. */
function rollCallsOf(rows: readonly SummaryRow[], delegations: readonly SummaryDelegation[]): ActaRollCall[] {
  const calls = new Map<
    string,
    { summary: Omit<ActaRollCall, 'present' | 'presentAndVoting' | 'absent'>; marks: Map<string, [string, RollCallStatus]> }
  >();
  let session = 'Antes de la primera sesión';
  const open = (id: unknown, at: string) => {
    if (typeof id !== 'string' || calls.has(id)) return;
    calls.set(id, { summary: { label: `Llamado a lista ${calls.size + 1}`, session, at }, marks: new Map() });
  };
  for (const row of rows) {
    if (row.event === 'session.opened') {
      const after = afterOf(row);
      session = `Sesión ${Number(after.number)}`;
      open(after.rollCallId, row.createdAt);
    } else if (row.event === 'rollcall.opened') {
      open((JSON.parse(row.payload) as Payload).entityId, row.createdAt);
    } else if (row.event === 'rollcall.answered') {
      const payload = JSON.parse(row.payload) as Payload;
      const after = (payload.after ?? {}) as { delegateId?: string; delegationId?: string; status?: RollCallStatus };
      const call = calls.get(String(payload.entityId));
      if (call && after.delegateId && after.delegationId && after.status)
        call.marks.set(after.delegateId, [after.delegationId, after.status]);
    }
  }
  return [...calls.values()].map(({ summary, marks }) => {
    const byDelegation = new Map<string, RollCallStatus[]>();
    for (const [delegationId, status] of marks.values())
      byDelegation.set(delegationId, [...(byDelegation.get(delegationId) ?? []), status]);
    const statuses = delegations.map((d) => [d.name, delegationStatusOf(byDelegation.get(d.id) ?? [])] as const);
    return {
      ...summary,
      present: statuses.filter(([, s]) => s === 'presente').length,
      presentAndVoting: statuses.filter(([, s]) => s === 'presente_y_votando').length,
      absent: statuses.filter(([, s]) => s === 'ausente').map(([name]) => name),
    };
  });
}

/**
 * The grid of a vote from phones once closed, in the commission's order: a recorded vote's choice per delegation, a
 * secret vote's «votó» per delegation that voted (its entry keeps no choice); each with where the ballot came from.
 */
function ballotGrid(after: After, names: ReadonlyMap<string, string>): ActaVote['grid'] {
  const choices = (after.choices ?? null) as Record<string, string> | null;
  const voted = new Set(Array.isArray(after.voted) ? (after.voted as string[]) : Object.keys(choices ?? {}));
  const fromChair = new Set(Array.isArray(after.fromChair) ? (after.fromChair as string[]) : []);
  if (!choices && !Array.isArray(after.voted)) return [];
  return [...names]
    .filter(([id]) => voted.has(id))
    .map(([id, delegation]) => ({
      delegation,
      answer: choices ? (ANSWER_WORDS[choices[id]] ?? choices[id]) : 'votó',
      source: BALLOT_SOURCE_WORDS[fromChair.has(id) ? 'chair' : 'phone'],
    }));
}

/** The entries, besides the motions' own, that end a motion: a session's close, a phone's motion ruled out of order. */
const MOTION_ENDS: ReadonlySet<string> = new Set(['session.closed', 'request.ruled_out']);

/** The motions moved, each with its outcome; the floor numbers motions and votes again in each session. */
function motionsAndVotesOf(rows: readonly SummaryRow[], names: ReadonlyMap<string, string>): Pick<ActaSummary, 'motions' | 'votes'> {
  const motions: ActaMotion[] = [];
  const votes: ActaVote[] = [];
  let motionById = new Map<string, ActaMotion>();
  let voteById = new Map<string, ActaVote>();
  const nameOf = (id: unknown) => (typeof id === 'string' && names.get(id)) || 'una delegación';
  const answeredByPhone = new Set<ActaVote>();
  // A roll-call answer, with where it came from: the delegation's phone, or the chair («respuesta de la mesa»).
  const answer = (vote: ActaVote | undefined, after: After, row: SummaryRow) => {
    if (!vote || !after.answer) return;
    const delegation = nameOf(after.delegationId);
    const words = ANSWER_WORDS[String(after.answer)] ?? String(after.answer);
    const byPhone = (JSON.parse(row.payload) as Payload).by === 'phone';
    if (byPhone) answeredByPhone.add(vote);
    const source = byPhone ? BALLOT_SOURCE_WORDS.phone : CHAIR_ANSWER;
    const earlier = vote.grid.find((cell) => cell.delegation === delegation);
    if (earlier) Object.assign(earlier, { answer: words, source });
    else vote.grid.push({ delegation, answer: words, source });
  };
  // The motions a passed one or the session's close made lapse unheard.
  const lapse = (lapsed: unknown) => {
    for (const m of Array.isArray(lapsed) ? (lapsed as { motionId?: string }[]) : []) {
      const other = motionById.get(String(m.motionId));
      if (other) other.outcome = 'decae sin votarse';
    }
  };
  for (const row of rows) {
    if (row.event === 'session.opened') {
      motionById = new Map();
      voteById = new Map();
      continue;
    }
    if (!MOTION_ENDS.has(row.event) && !row.event.startsWith('motion.') && !row.event.startsWith('vote.')) continue;
    const after = afterOf(row);
    switch (row.event) {
      case 'session.closed':
        lapse(after.lapsed);
        break;
      case 'request.ruled_out': {
        // A motion from a phone ruled out of order never reached the floor: it ends here.
        const request = (after.request ?? {}) as { kind?: string; delegationId?: string; motion?: unknown };
        if (request.kind === 'motion')
          motions.push({
            at: row.createdAt,
            label: request.motion ? motionText(request.motion) : 'Moción',
            by: nameOf(request.delegationId),
            outcome: 'fuera de orden',
            yes: null,
            no: null,
          });
        break;
      }
      case 'motion.entered': {
        const motion = (after.motion ?? {}) as { id?: string; delegationId?: string | null };
        const summary: ActaMotion = {
          at: row.createdAt,
          label: motionText(motion),
          by: motion.delegationId ? nameOf(motion.delegationId) : 'la Mesa',
          outcome: 'sin votar',
          yes: null,
          no: null,
        };
        motions.push(summary);
        if (motion.id) motionById.set(motion.id, summary);
        break;
      }
      case 'motion.withdrawn': {
        const motion = motionById.get(String(after.motionId));
        if (motion) motion.outcome = 'retirada';
        break;
      }
      case 'motion.voted': {
        const motion = motionById.get(String(after.motionId));
        const result = (after.result ?? {}) as Result;
        if (motion) Object.assign(motion, { outcome: result.passed ? 'aprobada' : 'rechazada', yes: result.yes ?? 0, no: result.no ?? 0 });
        lapse(after.lapsed);
        break;
      }
      case 'vote.opened': {
        const vote: ActaVote = {
          at: row.createdAt,
          title: String(after.title ?? ''),
          method: VOTE_METHOD_WORDS[String(after.method)] ?? 'por placas',
          outcome: 'en curso',
          yes: null,
          no: null,
          abstain: null,
          grid: [],
        };
        votes.push(vote);
        voteById.set(String(after.voteId), vote);
        break;
      }
      case 'vote.answered':
        answer(voteById.get(String(after.voteId)), after, row);
        break;
      case 'vote.closed': {
        const vote = voteById.get(String(after.voteId));
        if (!vote) break;
        answer(vote, after, row);
        vote.grid.push(...ballotGrid(after, names));
        const result = (after.result ?? {}) as Result;
        const vetoed = Array.isArray(result.vetoes) && result.vetoes.length > 0 ? ' con veto' : '';
        Object.assign(vote, {
          outcome: `${result.passed ? 'aprobada' : 'rechazada'}${vetoed}`,
          yes: result.yes ?? 0,
          no: result.no ?? 0,
          abstain: result.abstain ?? 0,
        });
        break;
      }
      case 'vote.cancelled': {
        const vote = voteById.get(String(after.voteId));
        if (vote) vote.outcome = 'cancelada';
        break;
      }
    }
  }
  // A roll-call vote says where its answers came from only when a phone answered in it («pasa» included).
  for (const vote of votes) {
    if (vote.method === 'nominal' && !answeredByPhone.has(vote)) for (const cell of vote.grid) delete cell.source;
  }
  return { motions, votes };
}

/**
 * The acta's summary from the commission's log, oldest first (`rows`), its delegations in order and the speakers'
 * counts of the floor: attendance at each roll call, motions, votes, warnings, and the delegations that spoke.
 */
export function actaSummary(
  rows: readonly SummaryRow[],
  delegations: readonly SummaryDelegation[],
  speakers: readonly SpeakerStats[],
): LogSummary {
  const standing = withoutUndone(rows);
  const names = new Map(delegations.map((d) => [d.id, d.name]));
  return {
    rollCalls: rollCallsOf(standing, delegations),
    ...motionsAndVotesOf(standing, names),
    warnings: warningsGiven(standing, names),
    speakers: speakers
      .filter((s) => s.speeches > 0 || s.speakingMs > 0)
      .map((s) => ({ delegation: s.name, speeches: s.speeches, time: displayTimer(s.speakingMs).text })),
  };
}
