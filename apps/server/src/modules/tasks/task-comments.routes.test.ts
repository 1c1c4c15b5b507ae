import { taskMessages as m, projectRoom } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { TestSocket } from '../../realtime/test-socket';
import { buildSignedInUser } from '../../test/factories';
import { buildTask, buildTaskComment } from '../../test/project-factories';
import { useRealtimeTestApp } from '../../test/realtime-test-app';
// biome-ignore lint/style/noRestrictedImports: the projects area's test cast (a test helper, not runtime code)
import { buildCast } from '../projects/project-test-kit';
import { commentsOf } from './task-test-kit';

const { ctx, open } = useRealtimeTestApp();

const comment = (cookie: string | undefined, taskId: string, payload: unknown) =>
  ctx.request({ method: 'POST', url: `/api/tasks/${taskId}/comments`, payload: payload as object, cookie });
const removeComment = (cookie: string | undefined, id: string) =>
  ctx.request({ method: 'DELETE', url: `/api/task-comments/${id}`, cookie });

describe('GET, POST /api/tasks/:id/comments', () => {
  it('lists the thread in ascending time; only the author may delete', async () => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id });
    await buildTaskComment(ctx.db, {
      taskId: task.id,
      userId: cast.owner.user.id,
      content: 'Premier',
      createdAt: new Date('2030-01-01T10:00:00Z'),
    });
    await buildTaskComment(ctx.db, {
      taskId: task.id,
      userId: cast.projectMember.user.id,
      content: 'Second',
      createdAt: new Date('2030-01-01T11:00:00Z'),
    });
    const response = await ctx.request({
      method: 'GET',
      url: `/api/tasks/${task.id}/comments`,
      cookie: cast.owner.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toMatchObject([
      { content: 'Premier', user: { id: cast.owner.user.id }, abilities: { delete: true } },
      { content: 'Second', user: { fullName: 'Léa Équipe' }, abilities: { delete: false } },
    ]);
  });

  it('adds a trimmed comment by a project member', async () => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id });
    const response = await comment(cast.projectMember.cookie, task.id, { content: '  Vu avec la régie  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().comment).toMatchObject({
      content: 'Vu avec la régie',
      user: { id: cast.projectMember.user.id },
      abilities: { delete: true },
    });
    const board = await ctx.request({
      method: 'GET',
      url: `/api/projects/${cast.project.id}/tasks`,
      cookie: cast.owner.cookie,
    });
    expect(board.json().columns[0].items[0].commentCount).toBe(1);
  });

  it.each(['', '   '])('refuses the empty comment %j', async (content) => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id });
    const response = await comment(cast.owner.cookie, task.id, { content });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(m.commentRequired);
    expect(await commentsOf(ctx, task.id)).toHaveLength(0);
  });

  it('refuses non-members (403), visitors (401) and unknown tasks (404)', async () => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id });
    for (const cookie of [cast.member.cookie, cast.admin.cookie]) {
      const response = await comment(cookie, task.id, { content: 'Bonjour' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(m.commentNotAllowed);
    }
    expect((await comment(undefined, task.id, { content: 'Bonjour' })).statusCode).toBe(401);
    const missing = await comment(cast.owner.cookie, '00000000-0000-4000-8000-000000000000', {
      content: 'Bonjour',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(m.notFound);
    expect(await commentsOf(ctx, task.id)).toHaveLength(0);
  });
});

describe('DELETE /api/task-comments/:id', () => {
  it("deletes one's own comment and refuses someone else's", async () => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id });
    const mine = await buildTaskComment(ctx.db, { taskId: task.id, userId: cast.projectMember.user.id });
    for (const cookie of [cast.owner.cookie, cast.member.cookie]) {
      const refused = await removeComment(cookie, mine.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(m.ownCommentOnly);
    }
    expect(await commentsOf(ctx, task.id)).toHaveLength(1);
    expect((await removeComment(cast.projectMember.cookie, mine.id)).statusCode).toBe(204);
    expect(await commentsOf(ctx, task.id)).toHaveLength(0);
    const again = await removeComment(cast.projectMember.cookie, mine.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(m.commentNotFound);
  });

  it("keeps the card's comment count as comments come and go, a deleted account's too", async () => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id });
    const leaving = await buildSignedInUser(ctx, { fullName: 'Paul Parti' });
    const countOnCard = async () =>
      (
        await ctx.request({
          method: 'GET',
          url: `/api/projects/${cast.project.id}/tasks`,
          cookie: cast.owner.cookie,
        })
      ).json().columns[0].items[0].commentCount;
    expect((await comment(cast.owner.cookie, task.id, { content: 'Un' })).statusCode).toBe(201);
    const mine = await buildTaskComment(ctx.db, { taskId: task.id, userId: cast.projectMember.user.id });
    await buildTaskComment(ctx.db, { taskId: task.id, userId: leaving.user.id });
    expect(await countOnCard()).toBe(3);
    expect((await removeComment(cast.projectMember.cookie, mine.id)).statusCode).toBe(204);
    expect(await countOnCard()).toBe(2);
    await ctx.db.delete(users).where(eq(users.id, leaving.user.id));
    expect(await countOnCard()).toBe(1);
    expect(await commentsOf(ctx, task.id)).toHaveLength(1);
  });
});

describe('live board (project:<id>)', () => {
  const taskEvents = (received: TestSocket['received']) =>
    received.filter(({ message }) => message.type === 'event' && message.event.type === 'task.changed');

  it("tells another member's page of a move with its new status, once per write", async () => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id });
    const socket = await open(cast.member.cookie);
    const room = projectRoom(cast.project.id);
    socket.send({ type: 'subscribe', room });
    await socket.waitFor((message) => message.type === 'subscribed' && message.room === room);

    const moved = await ctx.request({
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      payload: { status: 'en cours' },
      cookie: cast.projectMember.cookie,
    });
    expect(moved.statusCode).toBe(200);
    expect(
      await socket.waitFor((message) => message.type === 'event' && message.event.type === 'task.changed'),
    ).toEqual({
      type: 'event',
      room,
      event: {
        type: 'task.changed',
        projectId: cast.project.id,
        taskId: task.id,
        change: 'moved',
        status: 'en cours',
        previousStatus: task.status,
        updatedAt: moved.json().task.updatedAt,
      },
    });
    await comment(cast.owner.cookie, task.id, { content: 'Merci' });
    await socket.waitFor(
      (message) =>
        message.type === 'event' &&
        message.event.type === 'task.changed' &&
        message.event.change === 'commented',
    );
    // A refused write sends nothing: the two writes above gave exactly two events.
    const outsider = await buildSignedInUser(ctx);
    await ctx.request({
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      payload: { status: 'terminé' },
      cookie: outsider.cookie,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await socket.roundTrip();
    expect(taskEvents(socket.received)).toHaveLength(2);
  });

  it('tells an edit of other fields as an update, with the status before and after', async () => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, { projectId: cast.project.id });
    const socket = await open(cast.member.cookie);
    const room = projectRoom(cast.project.id);
    socket.send({ type: 'subscribe', room });
    await socket.waitFor((message) => message.type === 'subscribed' && message.room === room);

    const edited = await ctx.request({
      method: 'PATCH',
      url: `/api/tasks/${task.id}`,
      payload: { title: 'Repérages au théâtre', status: 'terminé' },
      cookie: cast.projectMember.cookie,
    });
    expect(edited.statusCode).toBe(200);
    expect(
      await socket.waitFor((message) => message.type === 'event' && message.event.type === 'task.changed'),
    ).toEqual({
      type: 'event',
      room,
      event: {
        type: 'task.changed',
        projectId: cast.project.id,
        taskId: task.id,
        change: 'updated',
        status: 'terminé',
        previousStatus: task.status,
        updatedAt: edited.json().task.updatedAt,
      },
    });
  });
});
