import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

const quiet = new WeakSet<AsyncLocalStorage<unknown>>();

/**
 * On Node 20 an AsyncLocalStorage carries its value through a hook that runs for every promise the process
 * creates, from the storage's first `run` on and for good. The auth library keeps its context in three
 * storages that it reads only inside its own calls (sign-in, sign-out, accounts, sessions), so after the first
 * sign-in every request paid for them: about one seventh of a signed-in read's CPU. Each storage is now switched
 * off when its last `run` has settled, and on again by the next.
 */
export async function quietAuthStorages(): Promise<void> {
  const storages = await Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);
  for (const storage of storages) offWhileUnused(storage as AsyncLocalStorage<unknown>);
}

/**
 * Makes `storage` disable itself whenever no `run` of it is in progress (counted until the callback's promise
 * settles), so that with no storage enabled Node removes its promise hook. `getStore()` outside every `run`
 * answers undefined either way. Applied once per storage.
 */
export function offWhileUnused(storage: AsyncLocalStorage<unknown>): void {
  if (quiet.has(storage)) return;
  quiet.add(storage);
  const run = storage.run.bind(storage);
  let running = 0;
  const settled = () => {
    running--;
    if (running === 0) storage.disable();
  };
  storage.run = ((store: unknown, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => {
    running++;
    let result: unknown;
    try {
      result = run(store, callback, ...args);
    } catch (error) {
      settled();
      throw error;
    }
    if (result instanceof Promise) result.then(settled, settled);
    else settled();
    return result;
  }) as typeof storage.run;
}
