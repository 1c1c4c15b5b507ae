import { mkdtempSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@plateau/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { getTestDatabaseUrl } from '../test/test-database';

/**
 * A TCP relay in front of the test PostgreSQL: closing it (and cutting its connections) is, for the
 * app, PostgreSQL stopping; opening it again on the same port is PostgreSQL coming back. The machine's
 * PostgreSQL service itself is never touched.
 */
function relayTo(target: URL) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  let port = 0;
  const open = () =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        port = typeof address === 'object' && address ? address.port : 0;
        resolve(port);
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
    });
  return { open, close };
}

const relays: Array<{ close: () => Promise<void> }> = [];
afterAll(async () => {
  await Promise.all(relays.map((relay) => relay.close()));
});

describe('PostgreSQL out of reach', () => {
  it('answers 503 in French while it is down, and recovers by itself when it is back', async () => {
    const url = new URL((await getTestDatabaseUrl()) ?? '');
    const relay = relayTo(url);
    relays.push(relay);
    const port = await relay.open();
    const relayed = new URL(url);
    relayed.host = `127.0.0.1:${port}`;
    const database = await openDatabase({ kind: 'postgres', url: relayed.toString(), max: 2 });
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'plateau-outage-')),
        AUTH_SECRET: 'secret-de-test-suffisamment-long-0123456789',
        PUBLIC_URL: 'http://localhost:3000',
        DATABASE_URL: relayed.toString(),
      }),
      database,
      logger: false,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await relay.close();
      const requests = [
        { method: 'GET' as const, url: '/api/health' },
        {
          method: 'POST' as const,
          url: '/api/auth/sign-in/email',
          payload: { email: 'personne@exemple.fr', password: 'un-secret-quelconque' },
        },
      ];
      for (const request of requests) {
        const response = await app.inject(request);
        expect(`${request.url} ${response.statusCode}`).toBe(`${request.url} 503`);
        expect(response.json()).toEqual({
          error: { code: 'unavailable', message: messages.api.databaseUnavailable },
        });
      }

      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'indisponible',
        // The job queue lives in the same database: it is down with it.
        checks: { database: 'en échec', storage: 'ok', jobs: 'en échec' },
      });

      await relay.open();
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      const back = await app.inject({ method: 'GET', url: '/api/health' });
      expect(back.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
