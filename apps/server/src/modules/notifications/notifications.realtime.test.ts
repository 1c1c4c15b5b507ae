import { fill, notificationTexts, type RealtimeServerMessage, userRoom } from '@plateau/shared';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../../lib/command';
import type { TestSocket } from '../../realtime/test-socket';
import { buildSignedInUser } from '../../test/factories';
import { buildNotification } from '../../test/notification-factories';
import { useRealtimeTestApp } from '../../test/realtime-test-app';
import { notify } from './notifications.commands';

const { ctx, open } = useRealtimeTestApp();

const isChanged = (message: RealtimeServerMessage) =>
  message.type === 'event' && message.event.type === 'notification.changed';

/** The n-th (from 0) notification.changed the socket received, waiting for it if needed. */
async function nthChanged(socket: TestSocket, n: number) {
  const changes = () => socket.received.map((entry) => entry.message).filter(isChanged);
  await socket.waitFor(() => changes().length > n);
  return changes()[n];
}

describe('notification.changed on the member room', () => {
  it('reaches the recipient when another area notifies them, and the count follows', async () => {
    const recipient = await buildSignedInUser(ctx);
    const sender = await buildSignedInUser(ctx, { fullName: 'Léa Martin' });
    const socket = await open(recipient.cookie);
    const notification = await runCommand(ctx.app, (tx, events) =>
      notify(tx, events, {
        userId: recipient.user.id,
        type: 'message',
        content: fill(notificationTexts.message, { name: 'Léa Martin' }),
        relatedId: sender.user.id,
      }),
    );
    expect(await nthChanged(socket, 0)).toEqual({
      type: 'event',
      room: userRoom(recipient.user.id),
      event: { type: 'notification.changed', notificationId: notification.id },
    });
    const count = await ctx.request({
      method: 'GET',
      url: '/api/notifications/unread-count',
      cookie: recipient.cookie,
    });
    expect(count.json()).toEqual({ count: 1 });
  });

  it("tells the member's other tabs about mark read, mark all read and delete, and nobody else", async () => {
    const member = await buildSignedInUser(ctx);
    const stranger = await buildSignedInUser(ctx);
    const first = await buildNotification(ctx.db, { userId: member.user.id });
    const second = await buildNotification(ctx.db, { userId: member.user.id });
    const otherTab = await open(member.cookie);
    const strangerSocket = await open(stranger.cookie);
    const send = (method: 'POST' | 'DELETE', path: string) =>
      ctx.request({ method, url: path, cookie: member.cookie });

    expect((await send('POST', `/api/notifications/${first.id}/read`)).statusCode).toBe(200);
    expect(await nthChanged(otherTab, 0)).toMatchObject({
      event: { type: 'notification.changed', notificationId: first.id },
    });
    expect((await send('POST', '/api/notifications/read-all')).statusCode).toBe(200);
    expect(await nthChanged(otherTab, 1)).toMatchObject({ event: { type: 'notification.changed' } });
    expect((await send('DELETE', `/api/notifications/${second.id}`)).statusCode).toBe(204);
    expect(await nthChanged(otherTab, 2)).toMatchObject({
      event: { type: 'notification.changed', notificationId: second.id },
    });
    await strangerSocket.roundTrip();
    expect(strangerSocket.received.filter((entry) => entry.message.type === 'event')).toEqual([]);
  });
});
