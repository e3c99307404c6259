// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyCheck } from './forms';

describe('a public form’s schema', () => {
  it('starts loading with the first key or touch on the page, not while the page loads', async () => {
    let loads = 0;
    const check = lazyCheck(async () => {
      loads++;
      return z.string().min(4, 'Mínimo 4');
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(loads).toBe(0);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(loads).toBe(1);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    expect((await check('abcd')).success).toBe(true);
    expect(loads).toBe(1);
  });
});
