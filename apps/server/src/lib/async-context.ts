import { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/**
 * Before Node 24, an AsyncLocalStorage is built on async hooks: once it has run, the hooks stay on for the whole
 * process, and every promise of every request pays for them (Node 24's storages cost nothing when unused).
 * better-auth runs its storages on its own endpoints only (sign-in, sign-up, password reset…), yet after one
 * sign-in every later request paid for them (about 0.04 ms of CPU on a list read; bench/README.md). Such a storage
 * here turns itself off when its last run has settled, as if it had never run; its next run turns it on again.
 */
export const storagesCostWhenIdle = Number(process.versions.node.split('.')[0]) < 24;

/** Makes `storage` turn itself off once none of its runs is under way (no change on Node 24 and later). */
export function releaseWhenIdle<T>(storage: AsyncLocalStorage<T>): void {
  if (!storagesCostWhenIdle) return;
  const run = AsyncLocalStorage.prototype.run;
  let running = 0;
  const settled = () => {
    running -= 1;
    if (running === 0) storage.disable();
  };
  storage.run = function runThenRelease<R, A extends unknown[]>(
    this: AsyncLocalStorage<T>,
    store: T,
    callback: (...args: A) => R,
    ...args: A
  ): R {
    running += 1;
    let result: R;
    try {
      result = run.call(this, store, callback, ...args) as R;
    } catch (error) {
      settled();
      throw error;
    }
    // A promise: off once it has settled. Its rejection still reaches the caller that awaits it.
    if (result instanceof Promise) result.then(settled, settled);
    else settled();
    return result;
  } as typeof storage.run;
}

/** better-auth's storages (its endpoint, request and adapter contexts), released when idle. */
export async function releaseAuthStoragesWhenIdle(): Promise<void> {
  const storages: AsyncLocalStorage<unknown>[] = await Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);
  for (const storage of storages)
    if (!released.has(storage)) {
      released.add(storage);
      releaseWhenIdle(storage);
    }
}

/** Every app of a process shares better-auth's storages (they live on `globalThis`): each is wrapped once. */
const released = new WeakSet<AsyncLocalStorage<unknown>>();
