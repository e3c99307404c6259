// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// The first key or touch is the page's own, once: web test files share a process (isolate: false), so this one loads
// the forms' modules anew, on a page nobody has typed in yet.
vi.resetModules();
const { ToastProvider } = await import('../components/toast/toast-provider');
const { lazyCheck } = await import('./forms');
const { useSchemaForm } = await import('./use-schema-form');

describe('a public form’s schema', () => {
  it('starts loading with the first key or touch on the page, not while the page loads', async () => {
    let loads = 0;
    let formLoads = 0;
    const check = lazyCheck(async () => {
      loads++;
      return z.string().min(4, 'Mínimo 4');
    });
    renderHook(
      () =>
        useSchemaForm<{ code: string }>({
          schema: async () => {
            formLoads++;
            return z.object({ code: z.string() });
          },
          defaultValues: { code: '' },
        }),
      { wrapper: ToastProvider },
    );
    await new Promise((r) => setTimeout(r, 50));
    expect([loads, formLoads]).toEqual([0, 0]);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(loads).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(formLoads).toBe(1);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    expect((await check('abcd')).success).toBe(true);
    expect([loads, formLoads]).toEqual([1, 1]);
  });
});
