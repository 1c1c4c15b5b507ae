import {
  messages,
  type ProjectRoom,
  type RealtimeServerMessage,
  type UserRoom,
  userRoom,
} from '@plateau/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { openMemberSocket, openSocket, realtimeUrl, type TestSocket } from './test-socket';

const m = messages.realtime;
let ctx: TestContext;
let url: string;
const sockets: TestSocket[] = [];

const track = (socket: TestSocket) => {
  sockets.push(socket);
  return socket;
};
const isEvent = (message: RealtimeServerMessage) => message.type === 'event';
const memberSocket = async () => {
  const { user, cookie } = await buildSignedInUser(ctx);
  return { user, cookie, client: track(await openMemberSocket(url, cookie)) };
};

beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    app.realtime.registerRoom('essai-ferme', async () => false);
    app.realtime.registerRoom('essai-ouvert', async (actor, id) => id.startsWith(actor.id.slice(0, 4)));
  });
  url = await realtimeUrl(ctx.app);
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await ctx.app.close();
});

describe('GET /api/realtime: authentication and origin', () => {
  it('closes a socket without session with 4401 and a French reason', async () => {
    const client = track(await openSocket(url));
    expect(await client.closed).toEqual({ code: 4401, reason: m.unauthenticated });
  });

  it('closes a socket with an invalid session cookie with 4401', async () => {
    const client = track(await openSocket(url, { cookie: 'plateau.session_token=faux.jeton' }));
    expect((await client.closed).code).toBe(4401);
  });

  it('refuses the upgrade from another origin, accepts its own', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    await expect(openSocket(url, { cookie, origin: 'https://malveillant.example' })).rejects.toThrow(/403/);
    const client = track(await openSocket(url, { cookie, origin: ctx.config.publicUrl }));
    await client.roundTrip();
  });
});

describe('GET /api/realtime: sessions that end', () => {
  it('closes the sockets of a session signed out elsewhere, and keeps the other sessions open', async () => {
    const alice = await memberSocket();
    const bruno = await memberSocket();
    const signOut = await ctx.request({ method: 'POST', url: '/api/auth/sign-out', cookie: alice.cookie });
    expect(signOut.statusCode).toBe(200);
    await ctx.app.realtime.closeEndedSessions();
    expect(await alice.client.closed).toEqual({ code: 4401, reason: m.sessionExpired });
    await bruno.client.roundTrip();
  });
});

describe('GET /api/realtime: rooms', () => {
  it("delivers events of the member's own room and not another member's", async () => {
    const alice = await memberSocket();
    const bruno = await memberSocket();
    await ctx.app.realtime.publish(userRoom(bruno.user.id), {
      type: 'notification.changed',
      notificationId: 'b',
    });
    await ctx.app.realtime.publish(userRoom(alice.user.id), {
      type: 'notification.changed',
      notificationId: 'a',
    });
    expect(await alice.client.waitFor(isEvent)).toEqual({
      type: 'event',
      room: userRoom(alice.user.id),
      event: { type: 'notification.changed', notificationId: 'a' },
    });
    await bruno.client.waitFor(isEvent);
    await alice.client.roundTrip();
    expect(alice.client.received.filter((entry) => isEvent(entry.message))).toHaveLength(1);
    expect(bruno.client.received.filter((entry) => isEvent(entry.message))).toHaveLength(1);
  });

  it("sends an event to each of the member's sockets as the same text frame", async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const clients = [track(await openMemberSocket(url, cookie)), track(await openMemberSocket(url, cookie))];
    const frames = clients.map(
      (client) =>
        new Promise<{ text: string; isBinary: boolean }>((resolve) => {
          client.socket.on('message', (data, isBinary) => {
            const text = String(data);
            if (text.includes('"event"')) resolve({ text, isBinary });
          });
        }),
    );
    await ctx.app.realtime.publish(userRoom(user.id), { type: 'notification.changed', notificationId: 't' });
    const expected = JSON.stringify({
      type: 'event',
      room: userRoom(user.id),
      event: { type: 'notification.changed', notificationId: 't' },
    });
    // Text, not binary: a browser hands binary frames over as a Blob, which the web client does not read.
    expect(await Promise.all(frames)).toEqual([
      { text: expected, isBinary: false },
      { text: expected, isBinary: false },
    ]);
  });

  it("refuses another member's user room, a room without authorizer and a refusing authorizer", async () => {
    const alice = await memberSocket();
    const bruno = await memberSocket();
    for (const room of [userRoom(bruno.user.id), 'inconnu:123', `essai-ferme:${alice.user.id}`]) {
      alice.client.send({ type: 'subscribe', room });
      expect(
        await alice.client.waitFor((message) => message.type === 'error' && message.room === room),
      ).toEqual({
        type: 'error',
        room,
        message: m.roomRefused,
      });
    }
    await ctx.app.realtime.publish(userRoom(bruno.user.id), { type: 'notification.changed' });
    // A room of no known kind, forced past the types: delivered to nobody.
    await ctx.app.realtime.publish('inconnu:123' as UserRoom, { type: 'notification.changed' });
    await bruno.client.waitFor(isEvent);
    await alice.client.roundTrip();
    expect(alice.client.received.some((entry) => isEvent(entry.message))).toBe(false);
  });

  it('accepts a room its authorizer grants, delivers its events, and stops after unsubscribe', async () => {
    const alice = await memberSocket();
    const room = `essai-ouvert:${alice.user.id.slice(0, 4)}-projet`;
    alice.client.send({ type: 'subscribe', room });
    await alice.client.waitFor((message) => message.type === 'subscribed' && message.room === room);
    await ctx.app.realtime.publish(room as ProjectRoom, { type: 'project.changed', projectId: 'p1' });
    expect(await alice.client.waitFor(isEvent)).toEqual({
      type: 'event',
      room,
      event: { type: 'project.changed', projectId: 'p1' },
    });

    alice.client.send({ type: 'unsubscribe', room });
    await alice.client.roundTrip();
    await ctx.app.realtime.publish(room as ProjectRoom, { type: 'project.changed', projectId: 'p2' });
    await alice.client.roundTrip();
    expect(alice.client.received.filter((entry) => isEvent(entry.message))).toHaveLength(1);
  });

  it('answers malformed messages with a French error and keeps the socket open', async () => {
    const alice = await memberSocket();
    for (const raw of [
      'pas du json',
      '{"type":"danser"}',
      '{"type":"subscribe","room":"sans-identifiant"}',
    ]) {
      alice.client.send(raw);
    }
    await alice.client.roundTrip();
    const errors = alice.client.received.filter((entry) => entry.message.type === 'error');
    expect(errors.map((entry) => entry.message)).toEqual([
      { type: 'error', message: m.invalidMessage },
      { type: 'error', message: m.invalidMessage },
      { type: 'error', message: m.invalidMessage },
    ]);
  });
});

describe('GET /api/realtime: socket errors', () => {
  it('closes a socket that sends a frame over 4 KB (1009), and serves the others', async () => {
    const alice = await memberSocket();
    const bruno = await memberSocket();
    alice.client.socket.send('x'.repeat(5000));
    expect((await alice.client.closed).code).toBe(1009);
    await bruno.client.roundTrip();
  });
});

describe('GET /api/realtime: delivery rate', () => {
  it('delivers at most 10 events in the first second and still the last state', async () => {
    const alice = await memberSocket();
    const room = userRoom(alice.user.id);
    const startedAt = performance.now();
    for (let index = 0; index < 50; index += 1) {
      await ctx.app.realtime.publish(room, { type: 'notification.changed', notificationId: `n-${index}` });
    }
    const last = await alice.client.waitFor(
      (message) =>
        message.type === 'event' &&
        message.event.type === 'notification.changed' &&
        message.event.notificationId === 'n-49',
      3000,
    );
    expect(last.type).toBe('event');
    const events = alice.client.received.filter((entry) => isEvent(entry.message));
    const firstSecond = events.filter((entry) => entry.at - startedAt < 950);
    expect(firstSecond.length).toBeLessThanOrEqual(10);
    expect(firstSecond.length).toBeGreaterThanOrEqual(1);
    expect(events.length).toBeLessThanOrEqual(11);
  });
});

describe('app.close()', () => {
  it('closes every socket with "going away" and a French reason, and finishes', async () => {
    const other = await createTestApp();
    const otherUrl = await realtimeUrl(other.app);
    const { cookie } = await buildSignedInUser(other);
    const clients = [await openMemberSocket(otherUrl, cookie), await openSocket(otherUrl, { cookie })];
    const startedAt = performance.now();
    await other.app.close();
    expect(performance.now() - startedAt).toBeLessThan(3000);
    for (const client of clients) {
      expect(await client.closed).toEqual({ code: 1001, reason: m.serverRestarting });
    }
  });
});
