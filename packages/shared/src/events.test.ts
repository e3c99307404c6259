import { describe, expect, it } from 'vitest';
import { AUDIT_EVENTS, EVENT_NAMES, LIVE_SESSION_EVENTS } from './events';

describe('event names', () => {
  it('are unique', () => {
    expect(new Set(EVENT_NAMES).size).toBe(EVENT_NAMES.length);
    expect(EVENT_NAMES.length).toBe(AUDIT_EVENTS.length + LIVE_SESSION_EVENTS.length);
  });

  it('are dotted lowercase: entity.action, words joined by underscores', () => {
    for (const name of EVENT_NAMES) expect(name).toMatch(/^[a-z]+(?:_[a-z]+)*\.[a-z]+(?:_[a-z]+)*$/);
  });
});
