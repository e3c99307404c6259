// @vitest-environment jsdom
import { signInSchema } from '@quorum/shared';
import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ToastProvider } from '../components/toast/toast-provider';
import { loadSpanish } from '../i18n';
import { lazyCheck } from './forms';
import { useSchemaForm } from './use-schema-form';

/** A promise the test settles by hand: a schema chunk still on its way over a slow network. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type SignIn = { email: string; password: string };

/** A sign-in form checked with the schema `load` gives; `sent` collects what its submits let through. */
function signInForm(load: () => Promise<z.ZodType<SignIn>>, sent: SignIn[] = []) {
  const { result } = renderHook(() => useSchemaForm<SignIn>({ schema: load, defaultValues: { email: '', password: '' } }), {
    wrapper: ToastProvider,
  });
  const submit = (values: SignIn) =>
    act(async () => {
      result.current.setValue('email', values.email);
      result.current.setValue('password', values.password);
      await result.current.handleSubmit((parsed) => {
        sent.push(parsed);
      })();
    });
  return { result, submit };
}

describe('useSchemaForm: a form’s schema loaded after the first paint', () => {
  it('a submit made before the schema arrives waits for it and is checked, never let through unchecked', async () => {
    await loadSpanish();
    const arriving = deferred<z.ZodType<SignIn>>();
    const sent: SignIn[] = [];
    const { result, submit } = signInForm(() => arriving.promise, sent);
    let settled = false;
    const done = (async () => {
      await submit({ email: 'no-es-un-correo', password: '' });
      settled = true;
    })();
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    arriving.resolve(signInSchema);
    await done;
    expect(sent).toEqual([]);
    expect(result.current.getFieldState('email').error?.message).toBe('Correo electrónico no válido');
    expect(result.current.getFieldState('password').error?.message).toBe('Obligatorio');
  });

  it('valid values pass once loaded, and the schema is fetched once for every submit after', async () => {
    let loads = 0;
    const sent: SignIn[] = [];
    const { submit } = signInForm(async () => {
      loads++;
      return signInSchema;
    }, sent);
    await submit({ email: 'ana@example.org', password: 'secreta' });
    await submit({ email: 'luis@example.org', password: 'otra' });
    expect(sent).toEqual([
      { email: 'ana@example.org', password: 'secreta' },
      { email: 'luis@example.org', password: 'otra' },
    ]);
    expect(loads).toBe(1);
  });

  it('a payload built from the values is checked, each problem on the field it names, with the form’s own problems first', async () => {
    await loadSpanish();
    const { result } = renderHook(
      () =>
        useSchemaForm<{ percent: string; note: string }, { fraction: number }>({
          schema: async () => z.object({ fraction: z.number().max(1, 'La fracción no puede ser mayor que 1') }),
          defaultValues: { percent: '150', note: '' },
          toPayload: (values) => ({ fraction: Number(values.percent) / 100 }),
          fieldFor: (path) => (path[0] === 'fraction' ? 'percent' : String(path[0])),
          extraIssues: (values) => (values.note ? [] : [{ field: 'note', message: 'Obligatorio' }]),
        }),
      { wrapper: ToastProvider },
    );
    await act(async () => {
      await result.current.handleSubmit(() => undefined)();
    });
    expect(result.current.getFieldState('percent').error?.message).toBe('La fracción no puede ser mayor que 1');
    expect(result.current.getFieldState('note').error?.message).toBe('Obligatorio');
  });

  it('a load that failed (offline) says there is no connection, sends nothing, and is tried again by the next submit', async () => {
    await loadSpanish();
    let online = false;
    const sent: SignIn[] = [];
    const { submit } = signInForm(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return signInSchema;
    }, sent);
    await submit({ email: 'ana@example.org', password: 'secreta' });
    expect(sent).toEqual([]);
    expect(await screen.findByText(/No hay conexión con el servidor/, undefined, { timeout: 10_000 })).toBeTruthy();
    online = true;
    await submit({ email: 'ana@example.org', password: 'secreta' });
    expect(sent).toEqual([{ email: 'ana@example.org', password: 'secreta' }]);
  });

  it('a field checked by hand (lazyCheck) retries a failed load the same way', async () => {
    let online = false;
    const check = lazyCheck(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return z.string().min(4, 'Mínimo 4');
    });
    await expect(check('abc')).rejects.toThrow('Failed to fetch');
    online = true;
    const result = await check('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Mínimo 4');
    expect((await check('abcd')).success).toBe(true);
  });
});
