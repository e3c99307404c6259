import { describe, expect, it } from 'vitest';
import { measureClock, ServerClock } from './clock';
import { newActionId } from '../../lib/api';
import { versionToSend } from './commands';

describe('the server clock of a live screen', () => {
  it('reads a clock three minutes off by round trips, believing the quickest', () => {
    const clock = new ServerClock();
    expect(clock.measured).toBe(false);
    // The screen's clock is 180 s behind the server's. A 100 ms trip, each way 50 ms: the server answered at the middle.
    clock.roundTrip(1_000, 181_050, 1_100);
    expect(clock.offset).toBe(180_000);
    // A slow trip with its delay on one side only (900 ms out, 100 ms back) reads 400 ms off: the quick one still counts.
    clock.roundTrip(5_000, 185_900, 6_000);
    expect(clock.offset).toBe(180_000);
    expect(clock.now(10_000)).toBe(190_000);
  });

  it('forgets old trips after a reconnection (the laptop slept and its clock moved)', () => {
    const clock = new ServerClock();
    clock.roundTrip(1_000, 181_050, 1_100);
    clock.reset();
    expect(clock.measured).toBe(false);
    clock.roundTrip(9_000, 10_050, 9_100);
    expect(clock.offset).toBe(1_000);
  });

  it('measures with a few round trips to the server, leaving out one that failed', async () => {
    const clock = new ServerClock();
    let asked = 0;
    await measureClock(clock, async () => {
      asked += 1;
      return { serverTime: Date.now() + 60_000 };
    });
    expect(asked).toBe(3);
    expect(Math.abs(clock.offset - 60_000)).toBeLessThan(1_000);
    const offline = new ServerClock();
    await measureClock(offline, async () => {
      throw new Error('offline');
    });
    expect(offline.measured).toBe(false);
  });
});

describe('the version a chair command is sent with', () => {
  it('moves past versions made by this screen only', () => {
    expect(versionToSend(4, 6, new Set([5, 6]))).toBe(6);
    expect(versionToSend(4, 4, new Set())).toBe(4);
  });

  it('keeps the version it was made on when another chair changed the state meanwhile', () => {
    expect(versionToSend(4, 6, new Set([5]))).toBe(4);
  });

  it('makes action ids the server accepts, never the same twice', () => {
    const ids = new Set(Array.from({ length: 100 }, newActionId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
