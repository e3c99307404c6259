import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_FEATURES } from './delegates';
import { publicOfferOf } from './public-features';

const NOW = new Date('2026-05-10T12:00:00.000Z');

describe('publicOfferOf', () => {
  it('offers what the defaults switch on once the event is ready', () => {
    expect(publicOfferOf(DEFAULT_PUBLIC_FEATURES, true, NOW)).toEqual({
      register: true,
      verificator: true,
      data: true,
      meets: false,
      news: true,
    });
  });

  it('offers no pre-registration while the event is not ready, the switch is off or the window is shut', () => {
    expect(publicOfferOf(DEFAULT_PUBLIC_FEATURES, false, NOW).register).toBe(false);
    expect(publicOfferOf({ ...DEFAULT_PUBLIC_FEATURES, registrationOpen: false }, true, NOW).register).toBe(false);
    expect(publicOfferOf({ ...DEFAULT_PUBLIC_FEATURES, registrationStart: '2026-05-11T00:00:00.000Z' }, true, NOW).register).toBe(false);
    expect(publicOfferOf({ ...DEFAULT_PUBLIC_FEATURES, registrationEnd: '2026-05-09T00:00:00.000Z' }, true, NOW).register).toBe(false);
  });

  it('follows each switch', () => {
    const off = { ...DEFAULT_PUBLIC_FEATURES, verificationOpen: false, dataLookup: false, selfCheckIn: true, publicNews: false };
    expect(publicOfferOf(off, true, NOW)).toMatchObject({ verificator: false, data: false, meets: true, news: false });
  });
});
