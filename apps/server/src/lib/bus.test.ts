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

describe.each(DATABASES)('the live bus (%s)', (kind) => {
  let buses: Bus[] = [];
  afterEach(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    buses = [];
  });

  it('brings every process each of hundreds of messages published at once, in the order they were published', async () => {
    buses = await openBuses(kind, 2);
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
