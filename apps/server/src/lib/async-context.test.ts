import { AsyncLocalStorage } from 'node:async_hooks';
import { getCurrentAuthContextAsyncLocalStorage } from '@better-auth/core/context';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { releaseWhenIdle, storagesCostWhenIdle } from './async-context';

/** Whether a storage keeps Node's async hooks on (Node before 24: its `enabled` field drives them). */
const isOn = (storage: AsyncLocalStorage<unknown>) => (storage as unknown as { enabled: boolean }).enabled;

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('a storage released when idle', () => {
  it('keeps its store across awaits and nested runs, and (before Node 24) turns off once the last run has settled', async () => {
    const storage = new AsyncLocalStorage<string>();
    releaseWhenIdle(storage);
    // Node 24 and later: left as Node made it, and it costs nothing when unused.
    expect(storage.run === AsyncLocalStorage.prototype.run).toBe(!storagesCostWhenIdle);
    const seen: Array<string | undefined> = [];
    let release: () => void = () => {};
    const outer = storage.run('a', async () => {
      await tick();
      seen.push(storage.getStore());
      await storage.run('b', async () => {
        await tick();
        seen.push(storage.getStore());
      });
      seen.push(storage.getStore());
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      seen.push(storage.getStore());
    });
    const beside = storage.run('c', async () => {
      await tick();
      return storage.getStore();
    });
    expect(await beside).toBe('c');
    await tick();
    // One run is still under way: the storage stays on, and that run still sees its store.
    if (storagesCostWhenIdle) expect(isOn(storage)).toBe(true);
    release();
    await outer;
    await tick();
    expect(seen).toEqual(['a', 'b', 'a', 'a']);
    if (!storagesCostWhenIdle) return;
    expect(isOn(storage)).toBe(false);
    // A run that throws settles too; a later run turns it on again and sees its own store.
    expect(() =>
      storage.run('d', () => {
        throw new Error('échec');
      }),
    ).toThrow('échec');
    expect(isOn(storage)).toBe(false);
    await expect(storage.run('e', async () => storage.getStore())).resolves.toBe('e');
    await tick();
    expect(isOn(storage)).toBe(false);
  });
});

describe("better-auth's storages", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });

  it('are off again once a sign-in has answered, and the session it made is recognised', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    await tick();
    const endpointStorage = (await getCurrentAuthContextAsyncLocalStorage()) as AsyncLocalStorage<unknown>;
    if (storagesCostWhenIdle) expect(isOn(endpointStorage)).toBe(false);
    else expect(endpointStorage.run).toBe(AsyncLocalStorage.prototype.run);
    const me = await ctx.request({ method: 'GET', url: '/api/me', cookie });
    expect(me.json().user.id).toBe(user.id);
  });
});
