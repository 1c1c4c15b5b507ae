import { type RealtimeServerMessage, userRoom } from '@plateau/shared';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { useRealtimeTestApp } from '../../test/realtime-test-app';

const { ctx, open } = useRealtimeTestApp();

const eventOf = (type: string) => (message: RealtimeServerMessage) =>
  message.type === 'event' && message.event.type === type;

describe('messaging realtime', () => {
  it('delivers message.created and notification.changed to the recipient, message.created to the sender', async () => {
    const alice = await buildSignedInUser(ctx);
    const bruno = await buildSignedInUser(ctx);
    const carole = await buildSignedInUser(ctx);
    const [aliceSocket, brunoSocket, caroleSocket] = await Promise.all([
      open(alice.cookie),
      open(bruno.cookie),
      open(carole.cookie),
    ]);
    const response = await ctx.request({
      method: 'POST',
      url: `/api/conversations/${bruno.user.id}/messages`,
      payload: { content: 'En direct' },
      cookie: alice.cookie,
    });
    expect(response.statusCode).toBe(201);
    const messageId = response.json().message.id;
    const expected = {
      type: 'message.created',
      messageId,
      senderId: alice.user.id,
      receiverId: bruno.user.id,
    };
    expect(await brunoSocket.waitFor(eventOf('message.created'))).toEqual({
      type: 'event',
      room: userRoom(bruno.user.id),
      event: expected,
    });
    expect(await brunoSocket.waitFor(eventOf('notification.changed'))).toMatchObject({
      room: userRoom(bruno.user.id),
    });
    expect(await aliceSocket.waitFor(eventOf('message.created'))).toEqual({
      type: 'event',
      room: userRoom(alice.user.id),
      event: expected,
    });
    await Promise.all([caroleSocket.roundTrip(), aliceSocket.roundTrip()]);
    expect(caroleSocket.received.some((entry) => entry.message.type === 'event')).toBe(false);
    expect(aliceSocket.received.some((entry) => eventOf('notification.changed')(entry.message))).toBe(false);
  });

  it('tells the sender when the recipient reads the conversation (message.read), only when something changed', async () => {
    const alice = await buildSignedInUser(ctx);
    const bruno = await buildSignedInUser(ctx);
    await ctx.request({
      method: 'POST',
      url: `/api/conversations/${bruno.user.id}/messages`,
      payload: { content: 'Tu as vu ?' },
      cookie: alice.cookie,
    });
    const aliceSocket = await open(alice.cookie);
    const read = () =>
      ctx.request({ method: 'POST', url: `/api/conversations/${alice.user.id}/read`, cookie: bruno.cookie });
    expect((await read()).json()).toEqual({ updated: 1 });
    expect(await aliceSocket.waitFor(eventOf('message.read'))).toEqual({
      type: 'event',
      room: userRoom(alice.user.id),
      event: { type: 'message.read', readerId: bruno.user.id, otherUserId: alice.user.id },
    });
    const before = aliceSocket.received.length;
    await read();
    await aliceSocket.roundTrip();
    expect(aliceSocket.received.length).toBe(before);
  });
});
