import { afterEach, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness';
import { type Bus, createLocalBus, createPostgresBus } from './bus';

/** A bus as each server process opens it: one per process, all on one channel of the database. */
async function openBuses(kind: (typeof DATABASES)[number], count: number): Promise<Bus[]> {
  if (kind === 'sqlite') return [createLocalBus()];
  const connectionString = process.env.TEST_DATABASE_URL as string;
  const channel = `quorum_bus_test_${process.pid}_${Date.now()}`;
  const buses: Bus[] = [];
  for (let i = 0; i < count; i++) {
    buses.push(
      await createPostgresBus(connectionString, {
        channel,
        publish: () => Promise.reject(new Error('the listening connection is open: nothing goes through the pool')),
      }),
    );
  }
  return buses;
}

/** Opens buses for one test of the suite it is called in, and closes them after each. */
function busesClosedAfterEach() {
  let opened: Bus[] = [];
  afterEach(async () => {
    await Promise.all(opened.map((bus) => bus.close()));
    opened = [];
  });
  return async (kind: (typeof DATABASES)[number], count: number) => {
    opened = await openBuses(kind, count);
    return opened;
  };
}

describe.each(DATABASES)('the live bus (%s)', (kind) => {
  const open = busesClosedAfterEach();

  it('brings every process each of hundreds of messages published at once, in the order they were published', async () => {
    const buses = await open(kind, 2);
    const heard = buses.map(() => [] as string[]);
    const all = new Promise<void>((resolve) => {
      for (const [b, bus] of buses.entries()) {
        bus.subscribe('c1', (message) => {
          heard[b].push(message ?? '');
          if (heard.every((messages) => messages.length === 300)) resolve();
        });
      }
    });
    const sent = Array.from({ length: 300 }, (_, i) => String(i + 1));
    // From one process, all at once: a vote's opening and its first ballots' announcements.
    await Promise.all(sent.map((message) => buses[0].publish('c1', message)));
    await all;
    for (const messages of heard) expect(messages).toEqual(sent);
  });
});

// PostgreSQL alone carries messages to other processes, each within its notification's limit.
describe.each(DATABASES.filter((kind) => kind === 'postgres'))('the live bus across processes (%s)', (kind) => {
  const open = busesClosedAfterEach();

  it('refuses a message over PostgreSQL’s limit alone: the messages published with it arrive', async () => {
    const buses = await open(kind, 2);
    const heard: string[] = [];
    const arrived = new Promise<void>((resolve) =>
      buses[1].subscribe('c1', (message) => {
        heard.push(message ?? '');
        if (heard.length === 2) resolve();
      }),
    );
    const results = await Promise.allSettled([
      buses[0].publish('c1', 'antes'),
      buses[0].publish('c1', 'x'.repeat(8_000)),
      buses[0].publish('c1', `después ${'y'.repeat(7_000)}`),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    await arrived;
    expect(heard).toEqual(['antes', `después ${'y'.repeat(7_000)}`]);
  });
});
