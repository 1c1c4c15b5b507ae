import { projectRoom, type RealtimeServerMessage } from '@plateau/shared';
import { describe, expect, it } from 'vitest';
import { buildTask } from '../../test/project-factories';
import { useRealtimeTestApp } from '../../test/realtime-test-app';
import { isForbiddenAddress } from './cover-image';
import { buildCast } from './project-test-kit';

const { ctx, open } = useRealtimeTestApp();

const isProjectEvent = (message: RealtimeServerMessage) =>
  message.type === 'event' && message.event.type === 'project.changed';
const isNotificationEvent = (message: RealtimeServerMessage) =>
  message.type === 'event' && message.event.type === 'notification.changed';

describe('realtime room project:<id>', () => {
  it('tells the owner’s page live of a new join request, and notifies the owner', async () => {
    const cast = await buildCast(ctx);
    const socket = await open(cast.owner.cookie);
    const room = projectRoom(cast.project.id);
    socket.send({ type: 'subscribe', room });
    await socket.waitFor((message) => message.type === 'subscribed' && message.room === room);

    const response = await ctx.request({
      method: 'POST',
      url: `/api/projects/${cast.project.id}/join-requests`,
      payload: { role: 'Acteur' },
      cookie: cast.member.cookie,
    });
    expect(response.statusCode).toBe(201);
    expect(await socket.waitFor(isProjectEvent)).toEqual({
      type: 'event',
      room,
      event: { type: 'project.changed', projectId: cast.project.id },
    });
    expect(await socket.waitFor(isNotificationEvent)).toMatchObject({ type: 'event' });
  });

  it('tells the boards of each task a removed member is unassigned from, and carries no one’s id', async () => {
    const cast = await buildCast(ctx);
    const tasks = await Promise.all(
      ['à faire', 'en cours'].map((status) =>
        buildTask(ctx.db, {
          projectId: cast.project.id,
          assignedTo: cast.projectMember.user.id,
          status: status as 'à faire' | 'en cours',
        }),
      ),
    );
    const socket = await open(cast.member.cookie);
    const room = projectRoom(cast.project.id);
    socket.send({ type: 'subscribe', room });
    await socket.waitFor((message) => message.type === 'subscribed' && message.room === room);

    const removed = await ctx.request({
      method: 'DELETE',
      url: `/api/projects/${cast.project.id}/members/${cast.membership.id}`,
      cookie: cast.owner.cookie,
    });
    expect(removed.statusCode).toBe(204);
    for (const task of tasks) {
      const message = await socket.waitFor(
        (m) => m.type === 'event' && m.event.type === 'task.changed' && m.event.taskId === task.id,
      );
      expect(message).toEqual({
        type: 'event',
        room,
        event: {
          type: 'task.changed',
          projectId: cast.project.id,
          taskId: task.id,
          change: 'updated',
          status: task.status,
          previousStatus: task.status,
          updatedAt: expect.any(String),
        },
      });
      expect(JSON.stringify(message)).not.toContain(cast.projectMember.user.id);
    }
    await socket.waitFor(isProjectEvent);
  });

  it('refuses the room of a missing project or a malformed id', async () => {
    const cast = await buildCast(ctx);
    const socket = await open(cast.member.cookie);
    for (const room of [projectRoom('00000000-0000-4000-8000-000000000000'), 'project:abc']) {
      socket.send({ type: 'subscribe', room });
      expect(
        await socket.waitFor((message) => message.type === 'error' && message.room === room),
      ).toMatchObject({
        type: 'error',
      });
    }
  });
});

describe('cover URL guard', () => {
  it('refuses loopback, private, link-local and mapped addresses, not public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      '::ffff:127.0.0.1',
      'fd00::1',
      'fe80::1',
      '0.0.0.0',
      'pas-une-ip',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
  });
});
