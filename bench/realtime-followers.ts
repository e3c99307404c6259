// One process of live-stream followers for `npm run bench:realtime` (bench/realtime.ts forks several, so that
// above a thousand clients the bench measures the server and not itself). Told a stream's address, it opens its
// share of the followers; told the actions sent (their event ids and when, on the machine's clock), it answers
// how long each took to reach each follower; told an event id, when each follower held it.
import { epochMs, Follower } from './sse-follower';

export type ToFollowers =
  /** `reconnectJitterMs`: a lost link is tried again after a random wait up to this long. */
  | { type: 'open'; url: string; headers: Record<string, string>; count: number; reconnectJitterMs: number }
  | { type: 'times'; sent: [id: number, at: number][] }
  | { type: 'since'; id: number; timeoutMs: number }
  | { type: 'drop' }
  | { type: 'close' };

export type FromFollowers =
  | { type: 'ready'; connected: number }
  /** Per follower and action, ms from the action sent to its event received (Infinity: not within 10 s). */
  | { type: 'latencies'; ms: number[] }
  /** Per follower, when it held the event (Infinity: not within the time given). */
  | { type: 'arrived'; at: number[] }
  | { type: 'dropped' };

const send = (message: FromFollowers) => process.send?.(message);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let followers: Follower[] = [];

async function open({ url, headers, count, reconnectJitterMs }: Extract<ToFollowers, { type: 'open' }>) {
  followers = Array.from({ length: count }, () => new Follower(url, headers, epochMs, () => Math.random() * reconnectJitterMs));
  for (let i = 0; i < followers.length; i += 100) await Promise.all(followers.slice(i, i + 100).map((f) => f.open()));
  send({ type: 'ready', connected: followers.filter((f) => f.connected).length });
}

async function times(sent: [number, number][]) {
  const last = Math.max(...sent.map(([id]) => id));
  for (let i = 0; i < 100 && followers.some((f) => !f.arrived.has(last)); i++) await sleep(100);
  const ms: number[] = [];
  for (const f of followers) for (const [id, at] of sent) ms.push((f.arrived.get(id) ?? Number.POSITIVE_INFINITY) - at);
  send({ type: 'latencies', ms });
}

async function since(id: number, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && followers.some((f) => !f.arrived.has(id))) await sleep(20);
  send({ type: 'arrived', at: followers.map((f) => f.arrived.get(id) ?? Number.POSITIVE_INFINITY) });
}

process.on('message', (message: ToFollowers) => {
  if (message.type === 'open') void open(message);
  else if (message.type === 'times') void times(message.sent);
  else if (message.type === 'since') void since(message.id, message.timeoutMs);
  else if (message.type === 'drop') {
    for (const f of followers.splice(0)) f.close();
    send({ type: 'dropped' });
  } else if (message.type === 'close') {
    for (const f of followers) f.close();
    process.exit(0);
  }
});
// The bench ended without a word (an error, an interruption): the followers would otherwise keep this process alive.
process.on('disconnect', () => process.exit(0));
