import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@plateau/shared';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { killServer, type ServerProcess, startServer, waitUntilReady } from '../test/server-process';

const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map(killServer));
});

const password = 'Tournage-Nocturne-2026';

async function signUp(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Sam Arrêt',
      email: `arret-${Date.now()}@exemple.fr`,
      password,
      confirmPassword: password,
    }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A request whose body is sent in two halves: the second once `finish()` is called. */
function requestInTwoHalves(baseUrl: string, body: string) {
  const half = Math.floor(body.length / 2);
  const pending = httpRequest(new URL('/api/auth/sign-in/email', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    pending.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += String(chunk);
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    pending.on('error', reject);
  });
  const started = new Promise<void>((sent) => pending.write(body.slice(0, half), () => sent()));
  return { answer, started: () => started, finish: () => pending.end(body.slice(half)) };
}

describe('graceful shutdown on SIGTERM', () => {
  it('finishes the request under way, closes WebSockets with "going away" and exits within 10 s', async () => {
    const server = await startServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'plateau-arret-')) });
    servers.push(server);
    await waitUntilReady(server);
    const cookie = await signUp(server.baseUrl);

    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/api/realtime`, {
      headers: { cookie },
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const socketClosed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );

    const inFlight = requestInTwoHalves(
      server.baseUrl,
      JSON.stringify({ email: 'personne@exemple.fr', password: 'pas-le-bon-mot-de-passe' }),
    );
    await inFlight.started();
    // The server has read the first half once it has answered a request sent after it.
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);

    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await socketClosed).toEqual({ code: 1001, reason: messages.realtime.serverRestarting });
    inFlight.finish();
    const answered = await inFlight.answer;
    // The sign-in under way gets its real answer (wrong password), not a cut connection.
    expect(answered.status).toBe(401);
    expect(JSON.parse(answered.body).error.code).toBeDefined();
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
  }, 180_000);
});
