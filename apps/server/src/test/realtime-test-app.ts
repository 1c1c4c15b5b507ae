import { afterAll, beforeAll } from 'vitest';
import { openMemberSocket, realtimeUrl, type TestSocket } from '../realtime/test-socket';
import { createTestApp, type TestContext } from './test-app';

/**
 * The set-up of a realtime test file: one test app listening on loopback, built before the file's tests and
 * closed after them together with every socket opened through `open`. `ctx` is filled in before the first test.
 */
export function useRealtimeTestApp(...options: Parameters<typeof createTestApp>) {
  const ctx = {} as TestContext;
  const sockets: TestSocket[] = [];
  let url = '';
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(...options));
    url = await realtimeUrl(ctx.app);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await ctx.app.close();
  });
  /** Opens a socket signed in with the cookie, once the server has authenticated it. */
  const open = async (cookie: string) => {
    const socket = await openMemberSocket(url, cookie);
    sockets.push(socket);
    return socket;
  };
  return { ctx, open };
}
