import type { BallotAnswer, DelegationBallot, LiveCommandResult, LiveState } from '@quorum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTwoCommissions } from '../../../test/fixtures';
import { DATABASES, describeWithApp, startTestApp, type TestApp } from '../../../test/harness';
import { liveClient } from '../../../test/live-client';
import { seatPhoneDelegations } from '../../../test/room-phones';
import { openRoomPass } from './room.use-cases';

/**
 * Votes from phones under faults (issue 29, decision 036): a ballot sent twice with its action id, from a second device
 * of the delegation, after the close, racing the close, a cancel and an undo of the close; a phone killed before its
 * answer arrived and opened again. A seeded random schedule of such operations runs with real concurrency (each group of
 * operations at once), and a model computed from the acknowledged answers must give the closed vote's tally.
 *
 * `BALLOT_FAULT_ROUNDS` (default 8: the suite's share; thousands by hand, bench/RESULTS.md) sets the rounds; `BALLOT_FAULT_SEED` the first round's seed (round r uses seed + r).
 * A failure names its round's seed: `BALLOT_FAULT_SEED=<it> BALLOT_FAULT_ROUNDS=1` replays that round's schedule.
 */
const ROUNDS = Number(process.env.BALLOT_FAULT_ROUNDS ?? 8);
const SEED = Number(process.env.BALLOT_FAULT_SEED ?? 29_036);
/** Operations a round aims at (the close, cancels and undos aside). */
const OPS_PER_ROUND = 30;
/** A phone sends at most 30 ballots a minute (room.routes.ts); a round keeps each fresh device well under it. */
const CASTS_PER_DEVICE = 20;
/** The delegations of the room, all present: every one is a voter. */
const DELEGATIONS = 5;
/** «Tu voto: …» on a phone opened again: its reads and resent ballots answered within this. */
const REOPEN_MS = 2000;

type Choice = 'a_favor' | 'en_contra' | 'abstencion';
const CHOICES: Choice[] = ['a_favor', 'en_contra', 'abstencion'];
type Method = 'phones_recorded' | 'phones_secret';

/** mulberry32: a small seeded generator, so a failing schedule can be run again. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(xs: T[]): T => xs[int(xs.length)] };
}

/** One room on one database, reached through one or more app instances sharing it. */
interface Room {
  /** The app instances (one; or two processes' worth on one PostgreSQL database). The chair's commands go to the first. */
  apps: TestApp[];
  commissionId: string;
  chairCookie: string;
  delegations: string[];
  codes: string[];
}

/** A ballot's action: what a phone sends, and sends again with the same id and body. */
interface Action {
  id: string;
  delegation: number;
  device: number;
  voteId: string;
  choice: Choice;
}

/** One request of an action and what came back; `dropped`: the phone was killed before reading it (not acknowledged). */
interface Sent {
  action: Action;
  group: number;
  status: number;
  answer?: BallotAnswer;
  code?: string;
  dropped: boolean;
}

interface RoundFigures {
  operations: number;
  requests: number;
  ties: number;
}

async function seedRoom(apps: TestApp[]): Promise<Room> {
  const [t] = apps;
  const fx = await seedTwoCommissions(t);
  const c = liveClient(t, fx.a.id, fx.chair.cookie);
  const names = Array.from({ length: DELEGATIONS }, (_, i) => `Delegación ${i + 1}`);
  const seated = await seatPhoneDelegations(t, fx.a.id, names, 'FAL');
  const delegations = names.map((name) => seated.ids[name] as string);
  const codes = names.map((name) => seated.codes[name] as string);
  const delegates = names.map((name) => seated.delegates[name] as string);
  await c.run({ type: 'session.open', title: 'Sesión bajo fallas' });
  const rollCallId = (await c.live()).rollCall?.id as string;
  for (const delegateId of delegates) await c.run({ type: 'rollCall.mark', rollCallId, delegateId, status: 'presente' });
  return { apps, commissionId: fx.a.id, chairCookie: fx.chair.cookie, delegations, codes };
}

/** A fresh device session of a delegate (the room pass's use case: the pass's look-up limits are another test's). */
async function device(t: TestApp, code: string): Promise<string> {
  const { token } = await openRoomPass(t.ctx, code, 'fallas');
  return `quorum_room=${token}`;
}

const tallyOf = (choices: Iterable<Choice>) => {
  const tally = { yes: 0, no: 0, abstain: 0 };
  for (const c of choices) tally[c === 'a_favor' ? 'yes' : c === 'en_contra' ? 'no' : 'abstain'] += 1;
  return tally;
};

/**
 * One round: a vote from phones opened, a random schedule of groups of operations run each at once, the close at a
 * random group (possibly sent twice, possibly undone and closed again later), possibly a cancel and a new vote before
 * it; then the checks against the model.
 */
async function runRound(room: Room, seed: number, figures: RoundFigures): Promise<void> {
  const rng = prng(seed);
  // The picks made while a group runs (which app a request reaches, a double-tapped close) come from their own
  // generator, so the schedule drawn between groups does not depend on the order in which requests finished.
  const wire = prng(seed ^ 0x5bd1e995);
  const { apps, commissionId } = room;
  const chair = liveClient(apps[0], commissionId, room.chairCookie);
  const method: Method = rng.next() < 0.5 ? 'phones_secret' : 'phones_recorded';
  const secret = method === 'phones_secret';
  const where = `seed ${seed} (${method})`;
  let actions = 0;

  // Each delegation's phones: one or two fresh devices (a second phone or tablet of the delegation).
  const devices: string[][] = [];
  for (const code of room.codes) {
    const mine = [await device(apps[0], code)];
    if (rng.next() < 0.6) mine.push(await device(apps[rng.int(apps.length)], code));
    devices.push(mine);
  }
  const castsOf = devices.map((mine) => mine.map(() => 0));

  const chairCommand = async (command: unknown, actionId = `chair-${seed}-${actions++}`, times = 1) => {
    const version = (await chair.live()).version;
    const answers = await Promise.all(Array.from({ length: times }, () => chair.send(command, { version, actionId })));
    for (const res of answers) expect(res.statusCode, `${where}: ${JSON.stringify(command)} ${res.body}`).toBe(200);
    const results = answers.map((res) => res.json() as LiveCommandResult);
    expect(
      results.filter((r) => !r.replayed),
      `${where}: one of the chair's repeated commands applies`,
    ).toHaveLength(1);
    return results.find((r) => !r.replayed) as LiveCommandResult;
  };
  const openVote = async () => {
    const opened = await chairCommand({ type: 'vote.open', title: `Proyecto ${seed}`, method, majority: 'simple' });
    return opened.state.floor.vote?.phones?.voteId as string;
  };

  // The chair's plan: the close at a random group; maybe a cancel (and a new vote) before it; maybe an undo of the
  // close after it and a second close.
  const groups = 6 + rng.int(5);
  const closeAt = 2 + rng.int(groups - 4);
  const cancelAt = rng.next() < 0.2 ? 1 + rng.int(closeAt - 1) : -1;
  const undoAt = rng.next() < 0.2 ? closeAt + 1 : -1;
  const reclosedAt = undoAt >= 0 ? Math.min(groups - 1, undoAt + 1 + rng.int(2)) : -1;
  const perGroup = Math.max(1, Math.round(OPS_PER_ROUND / groups));

  let voteId = await openVote();
  const opened = [voteId];
  /** Whether the vote is open before each group (its chair's command runs with the group's other operations). */
  let open = true;
  const sent: Sent[] = [];
  const issued: Action[] = [];
  /** Actions whose answer the phone never read: sent again when the phone opens again, and all at the end. */
  const pending = new Set<Action>();
  /** Closes of the final vote, by time, and the undo that reopened it. */
  const closes: { at: string; sequence: number }[] = [];
  let undoneAt = null as string | null;

  const send = async (action: Action, group: number, dropped: boolean) => {
    const t = apps[wire.int(apps.length)];
    const res = await t.call('POST', '/api/room/ballots', {
      cookie: devices[action.delegation][action.device],
      body: { voteId: action.voteId, choice: action.choice, actionId: action.id },
    });
    figures.requests += 1;
    const entry: Sent = { action, group, status: res.statusCode, dropped };
    if (res.statusCode === 200) entry.answer = res.json() as BallotAnswer;
    else entry.code = res.json().code;
    sent.push(entry);
    return entry;
  };
  const fresh = (delegation: number, device: number, vote = voteId): Action => {
    castsOf[delegation][device] += 1;
    const action = { id: `ballot-${seed}-${actions++}`, delegation, device, voteId: vote, choice: rng.pick(CHOICES) };
    issued.push(action);
    return action;
  };
  /** A device with casts left under its limit (a delegation's first phone, or its second when asked and there is one). */
  const someDevice = (second: boolean): [number, number] => {
    for (let tries = 0; tries < 50; tries++) {
      const d = rng.int(DELEGATIONS);
      const k = second ? devices[d].length - 1 : 0;
      if (castsOf[d][k] < CASTS_PER_DEVICE) return [d, k];
    }
    throw new Error(`${where}: no device left under its limit`);
  };

  /** A phone opened again: it reads its delegation's ballot and sends again what it sent without an answer. */
  const reopen = async (delegation: number, k: number, group: number, racing: boolean, castingNow: Set<number>) => {
    const mine = [...pending].filter((a) => a.delegation === delegation && a.device === k);
    const started = performance.now();
    const res = await apps[wire.int(apps.length)].call('GET', '/api/room/ballot', { cookie: devices[delegation][k] });
    figures.requests += 1;
    expect(res.statusCode, `${where}: ${res.body}`).toBe(200);
    const seen = (res.json() as DelegationBallot).vote;
    for (const action of mine) {
      pending.delete(action);
      await send(action, group, false);
    }
    expect(performance.now() - started, `${where}: a phone opened again answered`).toBeLessThan(REOPEN_MS);
    if (racing || castingNow.has(delegation)) return;
    if (!open) {
      expect(seen, `${where}: no vote open on a phone after the close`).toBeNull();
      return;
    }
    expect(seen?.voteId, `${where}: the phone reads the open vote`).toBe(voteId);
    // The delegation's ballots applied before this group (those whose answer a killed phone never read among them).
    const before = sent.filter((s) => s.action.delegation === delegation && s.answer?.voteId === voteId && s.group < group);
    if (before.some((s) => s.answer?.status === 'counted'))
      expect(seen?.voted, `${where}: a delegation that voted reads it has`).toBe(true);
    const applied = before.filter((s) => s.answer && !s.answer.replayed);
    const lastGroup = Math.max(-1, ...applied.map((s) => s.group));
    const last = applied.filter((s) => s.group === lastGroup);
    // Recorded: the latest ballot, when no other of the delegation raced it: «tu voto: a favor».
    if (!secret && last.length === 1)
      expect(seen?.choice, `${where}: a phone opened again shows its delegation's latest ballot`).toBe(last[0].action.choice);
    if (secret) expect(seen?.choice, `${where}: a secret vote never says the choice`).toBeNull();
  };

  for (let group = 0; group < groups; group++) {
    const ops: (() => Promise<unknown>)[] = [];
    const castingNow = new Set<number>();
    let chairOp: (() => Promise<unknown>) | null = null;
    if (group === closeAt || group === reclosedAt)
      chairOp = async () => {
        const closed = await chairCommand({ type: 'vote.close' }, undefined, wire.next() < 0.3 ? 2 : 1);
        expect(closed.entry.event).toBe('vote.closed');
        closes.push({ at: closed.entry.createdAt, sequence: closed.entry.sequence });
      };
    if (group === cancelAt)
      chairOp = async () => {
        await chairCommand({ type: 'vote.cancel' });
        opened.push(await openVote());
      };
    if (group === undoAt)
      chairOp = async () => {
        const undone = await chairCommand({ type: 'action.undo' });
        expect(undone.state.floor.vote?.phones?.voteId, `${where}: an undone close reopens the vote`).toBe(voteId);
        undoneAt = undone.entry.createdAt;
      };
    const racing = chairOp !== null;
    const size = Math.max(1, perGroup - 2 + rng.int(5));
    for (let i = 0; i < size; i++) {
      const roll = rng.next();
      if (roll < 0.3) {
        // A fresh ballot from a delegation's first phone.
        const [d, k] = someDevice(false);
        castingNow.add(d);
        const action = fresh(d, k);
        ops.push(() => send(action, group, false));
      } else if (roll < 0.45) {
        // From the delegation's second device (its only one when it has one).
        const [d, k] = someDevice(true);
        castingNow.add(d);
        const action = fresh(d, k);
        ops.push(() => send(action, group, false));
      } else if (roll < 0.6 && issued.length > 0) {
        // A retry of an earlier action: same id, same body; now and then from the delegation's other phone.
        const action = rng.pick(issued);
        const other = rng.next() < 0.2 ? { ...action, device: devices[action.delegation].length - 1 } : action;
        if (castsOf[other.delegation][other.device] >= CASTS_PER_DEVICE) continue;
        castsOf[other.delegation][other.device] += 1;
        castingNow.add(action.delegation);
        ops.push(() => send(other, group, false));
      } else if (roll < 0.7) {
        // A double tap: the same action twice at once.
        const [d, k] = someDevice(rng.next() < 0.3);
        castingNow.add(d);
        const action = fresh(d, k);
        castsOf[d][k] += 1;
        ops.push(
          () => send(action, group, false),
          () => send(action, group, false),
        );
      } else if (roll < 0.82) {
        // A phone killed before the answer came: it is not acknowledged until the phone sends it again.
        const [d, k] = someDevice(rng.next() < 0.3);
        castingNow.add(d);
        const action = fresh(d, k);
        pending.add(action);
        ops.push(() => send(action, group, true));
      } else if (roll < 0.92 || opened.length < 2) {
        // A phone opened again.
        const d = rng.int(DELEGATIONS);
        const k = rng.int(devices[d].length);
        castsOf[d][k] += [...pending].filter((a) => a.delegation === d && a.device === k).length;
        if ([...pending].some((a) => a.delegation === d && a.device === k)) castingNow.add(d);
        ops.push(() => reopen(d, k, group, racing, castingNow));
      } else {
        // A phone still on the cancelled vote.
        const [d, k] = someDevice(false);
        const action = fresh(d, k, opened[0]);
        ops.push(() => send(action, group, false));
      }
    }
    const openBefore = open;
    const voteBefore = voteId;
    const from = sent.length;
    // All at once, in a random order, each after a random few turns of the event loop: the close lands among them.
    const all = [...ops, ...(chairOp ? [chairOp] : [])];
    figures.operations += all.length;
    const order = all.map((op) => ({ op, key: rng.next(), turns: rng.int(4) })).sort((a, b) => a.key - b.key);
    await Promise.all(
      order.map(async ({ op, turns }) => {
        for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
        return op();
      }),
    );
    // What the phones know after the group: the vote open now, if any.
    if (group === cancelAt) voteId = opened[1];
    if (group === closeAt || group === reclosedAt) open = false;
    if (group === undoAt) open = true;
    if (racing) continue;
    // Outside a race with the chair, each answer is the one the vote's state dictates.
    for (const s of sent.slice(from)) {
      const earlier = sent.slice(0, from).find((e) => e.action.id === s.action.id && e.status === 200);
      const label = `${where}: group ${group}, ${JSON.stringify(s.action)} → ${s.status} ${JSON.stringify(s.answer ?? s.code)}`;
      if (earlier) {
        expect(s.status, label).toBe(200);
        const { cast: _a, replayed: _b, ...first } = earlier.answer as BallotAnswer;
        expect(s.answer, label).toMatchObject({ ...first, replayed: true });
      } else if (openBefore && s.action.voteId === voteBefore) {
        expect(s.status, label).toBe(200);
        expect(s.answer?.status, label).toEqual(secret ? expect.stringMatching(/^(counted|already_voted)$/) : 'counted');
      } else {
        expect({ status: s.status, code: s.code }, label).toEqual({ status: 409, code: 'VOTE_CLOSED' });
      }
    }
  }

  // Every phone is opened again after the close and sends again what it holds unacknowledged: a ballot whose answer it
  // never read, or one refused. A refusal is written nowhere (decision 036): after an undo of the close, a copy of a
  // refused ballot still on its way (the phone killed, its first request overtaken by its resend) counts in the
  // reopened vote; the phone learns it here, as the web client does when the page opens again.
  const held = issued.filter((a) => !sent.some((e) => e.action.id === a.id && !e.dropped && e.status === 200));
  await Promise.all([...new Set(held)].map((action) => send(action, groups, false)));
  pending.clear();
  for (const action of issued) {
    const counted = sent.find((e) => e.action.id === action.id && e.answer?.status === 'counted' && !e.answer.replayed);
    const refused = sent.some((e) => e.action.id === action.id && e.code === 'VOTE_CLOSED');
    if (counted && refused)
      expect(
        undoneAt !== null && (counted.answer?.castAt ?? '') >= undoneAt,
        `${where}: ${action.id} refused, then counted: only in a vote reopened by an undo`,
      ).toBe(true);
  }
  expect(open, `${where}: the vote ends closed`).toBe(false);

  // The model: the acknowledged answers of the final vote.
  const final = opened.at(-1) as string;
  const acknowledged = sent.filter((s) => !s.dropped && s.answer?.voteId === final);
  const firstOf = new Map<string, Sent>();
  for (const s of sent.filter((e) => e.status === 200)) {
    const first = firstOf.get(s.action.id);
    if (!first) firstOf.set(s.action.id, s);
    else {
      // A repeated action id answers its first answer again (the count aside) and changes nothing.
      const { cast: _a, replayed: _b, ...same } = first.answer as BallotAnswer;
      expect(s.answer, `${where}: ${s.action.id} answered again`).toMatchObject(same);
    }
  }
  const applied = new Map<string, number>();
  for (const s of sent) if (s.answer && !s.answer.replayed) applied.set(s.action.id, (applied.get(s.action.id) ?? 0) + 1);
  for (const [id, times] of applied) expect(times, `${where}: ${id} applied once`).toBe(1);
  const countedBy = new Map<number, Sent[]>();
  for (const s of acknowledged.filter((e) => e.answer?.status === 'counted'))
    countedBy.set(s.action.delegation, [...(countedBy.get(s.action.delegation) ?? []), s]);
  // Each counted action once (its first answer and its replays say the same).
  const countedActions = new Map<number, Action[]>();
  for (const [d, list] of countedBy) countedActions.set(d, [...new Map(list.map((s) => [s.action.id, s.action])).values()]);

  const entry = await apps[0].ctx.db
    .selectFrom('liveLog')
    .select(['payload', 'createdAt'])
    .where('commissionId', '=', commissionId)
    .where('sequence', '=', (closes.at(-1) as { sequence: number }).sequence)
    .executeTakeFirstOrThrow();
  const after = JSON.parse(entry.payload).after as {
    ballotsId: string;
    result: { yes: number; no: number; abstain: number };
    choices?: Record<string, Choice>;
    voted?: string[];
  };
  expect(after.ballotsId, where).toBe(final);
  const votedIds = secret ? (after.voted ?? []) : Object.keys(after.choices ?? {});
  const modelVoted = [...countedActions.keys()].map((d) => room.delegations[d]);
  const odd = room.delegations.filter((id) => votedIds.includes(id) !== modelVoted.includes(id));
  const story = sent.filter((e) => odd.includes(room.delegations[e.action.delegation])).map((e) => JSON.stringify(e));
  expect([...votedIds].sort(), `${where}: who voted; ${JSON.stringify({ closes, undoneAt, opened })}\n${story.join('\n')}`).toEqual(
    [...modelVoted].sort(),
  );

  let expected: { yes: number; no: number; abstain: number };
  if (secret) {
    // Secret: the first ballot counts; a delegation has one counted action at most.
    for (const [d, list] of countedActions) expect(list, `${where}: delegation ${d} counted once`).toHaveLength(1);
    expected = tallyOf([...countedActions.values()].map((list) => list[0].choice));
    // «Ya votó» names the counted ballot's time.
    for (const s of acknowledged.filter((e) => e.answer?.status === 'already_voted')) {
      const counted = countedBy.get(s.action.delegation)?.[0];
      expect(s.answer?.castAt, `${where}: «ya votó» answers the first ballot's time`).toBe(counted?.answer?.castAt);
    }
  } else {
    // Recorded: the latest counted ballot (by its time under the lock); ballots of one millisecond may come either way.
    const chosen: Choice[] = [];
    for (const [d, list] of countedBy) {
      const latest = list
        .map((s) => s.answer?.castAt ?? '')
        .sort()
        .at(-1);
      const allowed = new Set(list.filter((s) => s.answer?.castAt === latest).map((s) => s.action.choice));
      if (allowed.size > 1) figures.ties += 1;
      const stored = after.choices?.[room.delegations[d]] as Choice;
      expect([...allowed], `${where}: delegation ${d}'s latest ballot`).toContain(stored);
      chosen.push(stored);
    }
    expected = tallyOf(chosen);
  }
  expect({ yes: after.result.yes, no: after.result.no, abstain: after.result.abstain }, `${where}: the tally`).toEqual(expected);
  const state: LiveState = await chair.live();
  expect(state.floor.results[0]?.result, where).toMatchObject(expected);

  // None counted late: no counted ballot's time falls after a close and before the undo that reopened the vote.
  for (const s of sent.filter((e) => e.answer?.voteId === final && e.answer.status === 'counted' && !e.answer.replayed)) {
    const at = s.answer?.castAt ?? '';
    const late = closes.some((c, i) => at > c.at && (i > 0 || undoneAt === null || at < undoneAt));
    expect(late, `${where}: ${s.action.id} counted at ${at}, after a close (${closes.map((c) => c.at)}, undone ${undoneAt})`).toBe(false);
  }
  // Nothing counted twice in the tables either: one ballot per delegation, a secret tally that adds up to them.
  const rows = await apps[0].ctx.db.selectFrom('ballot').select('delegationId').where('voteId', '=', final).execute();
  expect(rows.map((r) => r.delegationId).sort(), `${where}: ballot rows`).toEqual([...modelVoted].sort());
  if (secret) {
    const tally = await apps[0].ctx.db.selectFrom('ballotTally').selectAll().where('voteId', '=', final).executeTakeFirst();
    expect({ yes: Number(tally?.yes ?? 0), no: Number(tally?.no ?? 0), abstain: Number(tally?.abstain ?? 0) }, where).toEqual(expected);
  }
}

/** Runs `rounds` rounds from `seed`, naming the seed of the one that fails. */
async function runRounds(room: Room, seed: number, rounds: number, label: string) {
  const figures: RoundFigures = { operations: 0, requests: 0, ties: 0 };
  const started = performance.now();
  for (let r = 0; r < rounds; r++) {
    try {
      await runRound(room, seed + r, figures);
    } catch (error) {
      throw new Error(`${label}: round ${r} failed; replay with BALLOT_FAULT_SEED=${seed + r} BALLOT_FAULT_ROUNDS=1`, { cause: error });
    }
  }
  if (process.env.BALLOT_FAULT_ROUNDS)
    console.info(
      `${label}: ${rounds} rounds from seed ${seed}, ${figures.operations} operations, ${figures.requests} phone requests, ${figures.ties} ties of one millisecond, ${Math.round(performance.now() - started)} ms`,
    );
}

/** The chair's commands are limited per minute (600); a long run opens and closes more votes than a chair ever would. */
const ENV = { LIVE_COMMANDS_PER_MINUTE: '1000000' };

describeWithApp('votes from phones under faults (%s)', ENV, (app) => {
  let room: Room;
  beforeAll(async () => {
    room = await seedRoom([app()]);
  });

  it('counts each delegation once and none late, through retries, second devices, killed phones, closes, cancels and undos', async () => {
    await runRounds(room, SEED, ROUNDS, `${app().ctx.config.databaseUrl ? 'postgres' : 'sqlite'}`);
  }, 600_000);
});

// Two app instances in this process on one PostgreSQL database, each with its own pool of connections, its own bus
// and its own rate-limit counters, as two processes of one deployment (the harness's way: see room.routes.test.ts).
// SQLite is one process's file by design (decision on the single process): the test is PostgreSQL's only.
describe.skipIf(!DATABASES.includes('postgres'))(
  'votes from phones reaching two server processes (postgres; needs TEST_DATABASE_URL)',
  () => {
    let one: TestApp;
    let two: TestApp;
    let room: Room;
    beforeAll(async () => {
      const env = { ...ENV, SESSION_SECRET: 'una-clave-de-sesion-compartida-de-prueba-0123456789' };
      one = await startTestApp('postgres', env);
      two = await startTestApp('postgres', { ...env, DATABASE_URL: one.ctx.config.databaseUrl as string });
      room = await seedRoom([one, two]);
    });
    afterAll(async () => {
      await two?.destroy();
      await one?.destroy();
    });

    it('counts nothing twice and nothing late when the same ballots reach both while the chair closes at one', async () => {
      const rounds = Math.max(4, Math.round(ROUNDS / 3));
      await runRounds(room, SEED + 1_000_000, rounds, 'postgres, two processes');
    }, 600_000);

    it('answers the same action id sent to both at once once, and refuses both copies of a ballot sent after the close', async () => {
      const chair = liveClient(one, room.commissionId, room.chairCookie);
      const phones = await Promise.all(room.codes.map((code, i) => device(i % 2 ? two : one, code)));
      for (const method of ['phones_recorded', 'phones_secret'] as const) {
        const opened = await chair.run({ type: 'vote.open', title: 'Proyecto doble', method, majority: 'simple' });
        const voteId = opened.state.floor.vote?.phones?.voteId as string;
        const body = (i: number, tag: string) => ({ voteId, choice: CHOICES[i % 3], actionId: `both-${method}-${tag}-${i}` });
        const both = (i: number, tag: string) =>
          [one, two].map((t) => t.call('POST', '/api/room/ballots', { cookie: phones[i], body: body(i, tag) }));
        // Three delegations before the close, each ballot at both instances at once; two racing the close at one.
        const before = (await Promise.all([0, 1, 2].flatMap((i) => both(i, 'antes')))).map((r) => r.json() as BallotAnswer);
        expect(before.filter((a) => !a.replayed)).toHaveLength(3);
        expect(before.every((a) => a.status === 'counted')).toBe(true);
        const version = (await chair.live()).version;
        const [racing, closed] = await Promise.all([
          Promise.all([3, 4].flatMap((i) => both(i, 'carrera'))),
          chair.send({ type: 'vote.close' }, { version }),
        ]);
        expect(closed.statusCode, closed.body).toBe(200);
        const counted = racing.filter((r) => r.statusCode === 200 && !r.json().replayed).map((r) => r.json() as BallotAnswer);
        for (const r of racing) if (r.statusCode !== 200) expect(r.json().code).toBe('VOTE_CLOSED');
        const after = await Promise.all([0, 1, 2, 3, 4].flatMap((i) => both(i, 'tarde')));
        for (const r of after) expect({ status: r.statusCode, code: r.json().code }).toEqual({ status: 409, code: 'VOTE_CLOSED' });
        const state = (closed.json() as LiveCommandResult).state;
        const expected = tallyOf([0, 1, 2, ...counted.map((a) => room.delegations.indexOf(a.delegationId))].map((i) => CHOICES[i % 3]));
        expect(state.floor.results[0]?.result).toMatchObject(expected);
        const rows = await one.ctx.db.selectFrom('ballot').select('delegationId').where('voteId', '=', voteId).execute();
        expect(rows).toHaveLength(3 + counted.length);
      }
    }, 60_000);
  },
);
