// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ToastProvider } from '../components/toast/toast-provider';
import { lazyCheck } from './forms';
import { useSchemaForm } from './use-schema-form';

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
