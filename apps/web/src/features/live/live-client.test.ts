import { describe, expect, it } from 'vitest';
import { ServerClock } from './clock';
import { newActionId, versionToSend } from './commands';

describe('the server clock of a live screen', () => {
  it('reads the server time from the fastest recent heartbeat', () => {
    const clock = new ServerClock();
    expect(clock.measured).toBe(false);
    clock.heard(10_000, 5_000); // delivered in 0 ms: offset 5 s
    clock.heard(20_300, 15_000); // 300 ms late in the local clock: reads as 5.3 s
    expect(clock.offset).toBe(5_300);
    clock.heard(30_000, 25_100); // delivered 100 ms late: the fastest sample wins
    expect(clock.now(40_000)).toBe(45_300);
  });

  it('forgets old samples after a reconnection (the laptop slept and its clock moved)', () => {
    const clock = new ServerClock();
    clock.heard(10_000, 5_000);
    clock.reset();
    clock.heard(10_000, 9_000);
    expect(clock.offset).toBe(1_000);
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
