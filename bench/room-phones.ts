// One process of simulated phones for `npm run bench:room` (bench/room.ts forks several, so that the bench measures
// the server and not itself). Each phone opens its room pass with its delegate's personal code, follows the room's
// stream, and casts its delegation's ballot when told a vote is open: twice with the same action id, and from a
// second device of the same delegate for some. It keeps, per commission, what a correct server must count (the
// latest ballot acknowledged when the vote is recorded, the first when secret) and reports it with its timings.
import { request } from './lib';
import { epochMs, Follower } from './sse-follower';

export interface Phone {
  code: string;
  commissionId: string;
  delegationId: string;
  /** A second device of the same delegate casts too (a different action id). */
  secondDevice: boolean;
  /** The server process it talks to (two on PostgreSQL). */
  url: string;
}

export type ToPhones =
  | { type: 'start'; phones: Phone[] }
  | { type: 'vote'; commissionId: string; voteId: string; sequence: number; secret: boolean; windowMs: number }
  | { type: 'since'; sequences: Record<string, number> }
  | { type: 'bare'; url: string }
  | { type: 'bareTimes'; ids: number[] }
  | { type: 'close' };

export type FromPhones =
  | { type: 'ready'; streams: number; refused: number }
  | {
      type: 'cast';
      commissionId: string;
      /** Per server process (its url): how long after the harness's word each device held the opening. */
      pushed: Record<string, number[]>;
      acks: number[];
      lastAck: number;
      refused: number;
      counted: Record<string, number>;
    }
  | { type: 'arrived'; at: number[] }
  | { type: 'bareArrived'; at: Record<number, number[]> };

const CHOICES = ['a_favor', 'en_contra', 'abstencion'] as const;
const send = (message: FromPhones) => process.send?.(message);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Device {
  phone: Phone;
  cookie: string;
  follower: Follower;
}
const devices: Device[] = [];
const bare: Follower[] = [];
let actions = 0;

async function pass(phone: Phone): Promise<string | null> {
  const res = await request(`${phone.url}/api/room/pass`, { method: 'POST', body: { code: phone.code } });
  if (res.status !== 200) return null;
  return String(res.headers['set-cookie']?.[0] ?? '').split(';')[0];
}

async function start(phones: Phone[]) {
  let refused = 0;
  for (let i = 0; i < phones.length; i += 50) {
    await Promise.all(
      phones.slice(i, i + 50).map(async (phone) => {
        for (let d = 0; d < (phone.secondDevice ? 2 : 1); d++) {
          const cookie = await pass(phone);
          if (!cookie) {
            refused++;
            continue;
          }
          const follower = new Follower(`${phone.url}/api/room/events`, { cookie }, epochMs);
          await follower.open();
          devices.push({ phone, cookie, follower });
        }
      }),
    );
  }
  send({ type: 'ready', streams: devices.filter((d) => d.follower.connected).length, refused });
}

/** One ballot sent until answered (a dropped connection is retried with the same action id); its answer time. */
async function cast(device: Device, voteId: string, choice: string, actionId: string): Promise<{ ok: boolean; ms: number }> {
  const t0 = epochMs();
  const body = { voteId, choice, actionId };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const res = await request(`${device.phone.url}/api/room/ballots`, { method: 'POST', body, cookie: device.cookie });
      return { ok: res.status === 200, ms: epochMs() - t0 };
    } catch {
      await sleep(200);
    }
  }
  return { ok: false, ms: epochMs() - t0 };
}

async function vote(message: Extract<ToPhones, { type: 'vote' }>) {
  const own = devices.filter((d) => d.phone.commissionId === message.commissionId);
  const sentAt = epochMs();
  const acks: number[] = [];
  let refused = 0;
  let lastAck = 0;
  // What a correct server counts: per delegation, the ballot that stands.
  const standing = new Map<string, { choice: string; at: number }>();
  const byDelegation = new Map<string, Device[]>();
  for (const d of own) byDelegation.set(d.phone.delegationId, [...(byDelegation.get(d.phone.delegationId) ?? []), d]);
  await Promise.all(
    [...byDelegation.values()].map(async (list) => {
      // A delegate votes once the phone shows the vote (its stream brought the opening), at a moment of the window.
      await list[0].follower.until(message.sequence, 10_000);
      await sleep(Math.random() * message.windowMs);
      for (const device of list) {
        const choice = CHOICES[Math.floor(Math.random() * CHOICES.length)];
        const actionId = `room-${process.pid}-${++actions}-${Date.now()}`;
        const [first, again] = await Promise.all([
          cast(device, message.voteId, choice, actionId),
          cast(device, message.voteId, choice, actionId),
        ]);
        for (const answer of [first, again]) {
          if (answer.ok) acks.push(answer.ms);
          else refused++;
        }
        lastAck = Math.max(lastAck, epochMs());
        if (!first.ok && !again.ok) continue;
        const delegationId = device.phone.delegationId;
        if (!message.secret || !standing.has(delegationId)) standing.set(delegationId, { choice, at: epochMs() });
      }
    }),
  );
  const pushed: Record<string, number[]> = {};
  for (const d of own) {
    const times = pushed[d.phone.url] ?? [];
    times.push((d.follower.arrived.get(message.sequence) ?? Number.POSITIVE_INFINITY) - sentAt);
    pushed[d.phone.url] = times;
  }
  const counted: Record<string, number> = { a_favor: 0, en_contra: 0, abstencion: 0 };
  for (const { choice } of standing.values()) counted[choice]++;
  send({ type: 'cast', commissionId: message.commissionId, pushed, acks, lastAck, refused, counted });
}

/** When each device held its commission's entry of `sequences` (Infinity if it has not within 60 s). */
async function since(sequences: Record<string, number>) {
  const held = (d: Device) => d.follower.arrived.get(sequences[d.phone.commissionId]);
  for (let i = 0; i < 600 && devices.some((d) => held(d) === undefined); i++) await sleep(100);
  send({ type: 'arrived', at: devices.map((d) => held(d) ?? Number.POSITIVE_INFINITY) });
}

process.on('message', (message: ToPhones) => {
  if (message.type === 'start') void start(message.phones);
  else if (message.type === 'vote') void vote(message);
  else if (message.type === 'since') void since(message.sequences);
  else if (message.type === 'bare') {
    void (async () => {
      for (const d of devices) {
        const follower = new Follower(`${message.url}?commission=${d.phone.commissionId}`, {}, epochMs);
        await follower.open();
        bare.push(follower);
      }
      send({ type: 'ready', streams: bare.length, refused: 0 });
    })();
  } else if (message.type === 'bareTimes') {
    void (async () => {
      // Each message goes to one commission's streams only: a moment for the last ones to arrive.
      await sleep(2000);
      const at: Record<number, number[]> = {};
      for (const id of message.ids) at[id] = bare.map((f) => f.arrived.get(id) ?? Number.NaN).filter(Number.isFinite);
      // Done with the bare loop: its streams closed here, or each would try its stopped server again every 100 ms.
      for (const f of bare.splice(0)) f.close();
      send({ type: 'bareArrived', at });
    })();
  } else if (message.type === 'close') {
    for (const d of devices) d.follower.close();
    for (const f of bare) f.close();
    process.exit(0);
  }
});
