import { type RealtimeServerMessage, userRoom } from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectMembers } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { buildProject, buildProjectMember } from '../../test/project-factories';
import { useRealtimeTestApp } from '../../test/realtime-test-app';

const { ctx, open } = useRealtimeTestApp();

const eventOf = (type: string) => (message: RealtimeServerMessage) =>
  message.type === 'event' && message.event.type === type;

describe('team conversation realtime', () => {
  it('delivers a team message to the owner and every member at once, to nobody else, and no more to one who left', async () => {
    const [owner, lea, tom, stranger] = await Promise.all([
      buildSignedInUser(ctx),
      buildSignedInUser(ctx),
      buildSignedInUser(ctx),
      buildSignedInUser(ctx),
    ]);
    const project = await buildProject(ctx.db, { userId: owner.user.id });
    await buildProjectMember(ctx.db, { projectId: project.id, userId: lea.user.id });
    await buildProjectMember(ctx.db, { projectId: project.id, userId: tom.user.id });
    const [ownerSocket, leaSocket, tomSocket, strangerSocket] = await Promise.all([
      open(owner.cookie),
      open(lea.cookie),
      open(tom.cookie),
      open(stranger.cookie),
    ]);
    const post = (cookie: string, content: string) =>
      ctx.request({
        method: 'POST',
        url: `/api/projects/${project.id}/conversation/messages`,
        payload: { content },
        cookie,
      });
    const sent = await post(lea.cookie, 'Le tournage avance d’une heure.');
    expect(sent.statusCode).toBe(201);
    const event = {
      type: 'team-message.created',
      projectId: project.id,
      messageId: sent.json().message.id,
      senderId: lea.user.id,
    };
    for (const [socket, member] of [
      [ownerSocket, owner],
      [tomSocket, tom],
      [leaSocket, lea],
    ] as const) {
      expect(await socket.waitFor(eventOf('team-message.created'))).toEqual({
        type: 'event',
        room: userRoom(member.user.id),
        event,
      });
    }
    await strangerSocket.roundTrip();
    expect(strangerSocket.received.some((entry) => entry.message.type === 'event')).toBe(false);

    // Tom leaves the team: the next message does not reach him.
    await ctx.db
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, tom.user.id)));
    const before = tomSocket.received.length;
    const second = await post(owner.cookie, 'Tom n’est plus dans l’équipe.');
    await leaSocket.waitFor(
      (message) =>
        message.type === 'event' &&
        'messageId' in message.event &&
        message.event.messageId === second.json().message.id,
    );
    await tomSocket.roundTrip();
    expect(
      tomSocket.received.slice(before).some((entry) => eventOf('team-message.created')(entry.message)),
    ).toBe(false);
  });
});
