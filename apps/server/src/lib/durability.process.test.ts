import { afterAll, describe, expect, it } from 'vitest';
import {
  killServer,
  newServerStore,
  type ServerProcess,
  startServer,
  waitUntilReady,
} from '../test/server-process';
import { testDbKind } from '../test/test-database';

const password = 'durabilite-secret-7';

async function signUp(baseUrl: string, email: string): Promise<{ cookie: string; userId: string }> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Dora Durable', email, password, confirmPassword: password }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, userId: (await response.json()).user.id };
}

const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map(killServer));
});

describe(`durability on ${testDbKind}`, () => {
  it('keeps every acknowledged write after a SIGKILL in a burst, and restarts at once', async () => {
    const store = await newServerStore('durable');
    try {
      const first = await startServer(store.env);
      servers.push(first);
      await waitUntilReady(first);
      const { cookie, userId } = await signUp(first.baseUrl, `dora-${process.pid}@durable.test`);

      const acknowledged: string[] = [];
      let stop = false;
      const writer = async (worker: number) => {
        for (let i = 0; !stop; i += 1) {
          const title = `Écriture ${worker}-${i}`;
          try {
            const response = await fetch(`${first.baseUrl}/api/portfolio`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify({ title }),
            });
            if (response.status === 201) acknowledged.push(title);
          } catch {
            return; // the server is gone: this write was never acknowledged
          }
        }
      };
      const writers = Array.from({ length: 8 }, (_, worker) => writer(worker));
      while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));
      first.child.kill('SIGKILL');
      stop = true;
      await first.exited;
      await Promise.all(writers);

      const second = await startServer(store.env);
      servers.push(second);
      // Started at once: the lock of the killed process is taken over, not waited out.
      await waitUntilReady(second);
      const signIn = await fetch(`${second.baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `dora-${process.pid}@durable.test`, password }),
      });
      const newCookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const list = await fetch(`${second.baseUrl}/api/portfolio?userId=${userId}`, {
        headers: { cookie: newCookie },
      });
      const stored = new Set(((await list.json()).items as { title: string }[]).map((item) => item.title));
      const lost = acknowledged.filter((title) => !stored.has(title));
      expect(acknowledged.length).toBeGreaterThanOrEqual(60);
      expect(lost).toEqual([]);
      await killServer(second);
    } finally {
      await store.drop();
    }
  }, 400_000);
});
