import { signInSchema } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadSpanish } from '../i18n';
import { lazyCheck, lazySchemaResolver } from './forms';

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

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('schemas loaded after the first paint', () => {
  it('a submit made before the schema arrives waits for it and is checked, never let through unchecked', async () => {
    await loadSpanish();
    const arriving = deferred<typeof signInSchema>();
    const resolver = lazySchemaResolver(() => arriving.promise);
    let settled = false;
    const result = Promise.resolve(resolver({ email: 'no-es-un-correo', password: '' }, undefined, options)).then((r) => {
      settled = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    arriving.resolve(signInSchema);
    const { errors, values } = await result;
    expect(values).toEqual({});
    expect(errors.email?.message).toBe('Correo electrónico no válido');
    expect(errors.password?.message).toBe('Obligatorio');
  });

  it('valid values pass once loaded, and the schema is fetched once for every submit after', async () => {
    let loads = 0;
    const resolver = lazySchemaResolver(async () => {
      loads++;
      return signInSchema;
    });
    const first = await resolver({ email: 'ana@example.org', password: 'secreta' }, undefined, options);
    const second = await resolver({ email: 'luis@example.org', password: 'otra' }, undefined, options);
    expect(first.values).toEqual({ email: 'ana@example.org', password: 'secreta' });
    expect(second.values).toEqual({ email: 'luis@example.org', password: 'otra' });
    expect(loads).toBe(1);
  });

  it('a load that failed (offline) is tried again by the next submit', async () => {
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
