import { AsyncLocalStorage } from 'node:async_hooks';
import { getCurrentAuthContextAsyncLocalStorage } from '@better-auth/core/context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { offWhileUnused } from './auth-storages';

/** A promise and the function that settles it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Runs `storage` with `store`, leaving behind a continuation that reads the storage once `later` opens — after
 * the run has settled. An enabled storage still answers `store` there; a switched-off one answers nothing.
 */
async function readAfterRun(storage: AsyncLocalStorage<unknown>, store: string) {
  const later = gate();
  let seen: unknown = 'never read';
  const read = storage.run(store, async () => {
    const continued = later.opened.then(() => {
      seen = storage.getStore();
    });
    return { continued };
  });
  const { continued } = await read;
  return async () => {
    later.open();
    await continued;
    return seen;
  };
}

describe('a storage switched off while unused', () => {
  it('keeps its value across awaits inside a run, and is off once every run has settled', async () => {
    const storage = new AsyncLocalStorage<unknown>();
    offWhileUnused(storage);
    const inside = await storage.run('a', async () => {
      await new Promise((r) => setTimeout(r, 5));
      return storage.getStore();
    });
    expect(inside).toBe('a');
    expect(await (await readAfterRun(storage, 'b'))()).toBeUndefined();
    expect(storage.getStore()).toBeUndefined();
  });

  it('an unchanged storage still answers there: the check above can fail', async () => {
    const storage = new AsyncLocalStorage<unknown>();
    expect(await (await readAfterRun(storage, 'b'))()).toBe('b');
  });

  it('stays on while another run is in progress, whichever ends first', async () => {
    const storage = new AsyncLocalStorage<unknown>();
    offWhileUnused(storage);
    const second = gate();
    const longer = storage.run('long', async () => {
      await second.opened;
      await new Promise((r) => setTimeout(r, 5));
      return storage.getStore();
    });
    const shorter = await storage.run('short', async () => storage.getStore());
    expect(shorter).toBe('short');
    second.open();
    expect(await longer).toBe('long');
  });

  it('counts a run whose callback answers at once or throws', async () => {
    const storage = new AsyncLocalStorage<unknown>();
    offWhileUnused(storage);
    expect(storage.run('sync', () => storage.getStore())).toBe('sync');
    expect(() =>
      storage.run('throws', () => {
        throw new Error('falla');
      }),
    ).toThrow('falla');
    await expect(storage.run('rejects', async () => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
    expect(await (await readAfterRun(storage, 'c'))()).toBeUndefined();
  });

  it('is applied once, however often it is asked', async () => {
    const storage = new AsyncLocalStorage<unknown>();
    offWhileUnused(storage);
    const run = storage.run;
    offWhileUnused(storage);
    expect(storage.run).toBe(run);
  });
});

describe.each(DATABASES)("the auth library's storages (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.destroy());

  it('are off between its calls, and sign-in, the session and sign-out work around them', async () => {
    const { uid, cookie } = await t.accountFor('Gestor');
    expect((await t.call('GET', '/api/auth/session', { cookie })).json().profile.uid).toBe(uid);
    const storage = (await getCurrentAuthContextAsyncLocalStorage()) as AsyncLocalStorage<unknown>;
    expect(await (await readAfterRun(storage, 'd'))()).toBeUndefined();
    expect((await t.call('POST', '/api/auth/sign-out', { cookie })).statusCode).toBe(204);
    expect((await t.call('GET', '/api/auth/session', { cookie })).statusCode).toBe(401);
  });
});
