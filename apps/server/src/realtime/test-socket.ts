import type { RealtimeServerMessage } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A test client of /api/realtime that records what it receives. */
export type TestSocket = {
  socket: WebSocket;
  received: Array<{ at: number; message: RealtimeServerMessage }>;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  send: (message: unknown) => void;
  /** The first message (already received or coming) that matches, or a timeout error. */
  waitFor: (
    match: (message: RealtimeServerMessage) => boolean,
    timeoutMs?: number,
  ) => Promise<RealtimeServerMessage>;
  /** Pings and waits for the answer: every message sent before has been handled. */
  roundTrip: () => Promise<void>;
  close: () => Promise<void>;
};

/** Listens on a loopback port (once) and returns the WebSocket URL of /api/realtime. */
export async function realtimeUrl(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `ws://127.0.0.1:${address.port}/api/realtime`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return realtimeUrl(app);
}

/** Opens a socket with the given cookie (and Origin) and resolves once it is open. */
export function openSocket(
  url: string,
  options: { cookie?: string; origin?: string } = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  const socket = new WebSocket(url, { headers, ...(options.origin ? { origin: options.origin } : {}) });
  const received: TestSocket['received'] = [];
  const waiters = new Set<() => void>();
  // Pongs are counted apart (roundTrip waits on them), so `received` holds only what a test asserts on.
  let pongs = 0;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as RealtimeServerMessage;
    if (message.type === 'pong') pongs += 1;
    else received.push({ at: performance.now(), message });
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }));
  });
  const waitFor: TestSocket['waitFor'] = (match, timeoutMs = 3000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = received.find((entry) => match(entry.message));
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found.message);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`message attendu non reçu en ${timeoutMs} ms`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        received,
        closed,
        waitFor,
        send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
        roundTrip: () => {
          const before = pongs;
          socket.send(JSON.stringify({ type: 'ping' }));
          return new Promise<void>((resolve, reject) => {
            const check = () => {
              if (pongs <= before) return false;
              waiters.delete(check);
              clearTimeout(timer);
              resolve();
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              reject(new Error('pas de pong reçu'));
            }, 3000);
            waiters.add(check);
          });
        },
        close: async () => {
          if (socket.readyState !== socket.CLOSED) socket.close();
          await closed;
        },
      }),
    );
  });
}

/** Opens a socket and waits until the server has authenticated it (its ping answered). */
export async function openMemberSocket(url: string, cookie: string): Promise<TestSocket> {
  const client = await openSocket(url, { cookie });
  await client.roundTrip();
  return client;
}
