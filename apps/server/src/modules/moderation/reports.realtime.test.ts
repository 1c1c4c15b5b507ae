import { type RealtimeServerMessage, userRoom } from '@plateau/shared';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { buildArticle, buildComment } from '../../test/magazine-factories';
import { useRealtimeTestApp } from '../../test/realtime-test-app';
import { reportBody } from '../../test/report-factories';

const { ctx, open } = useRealtimeTestApp();

const isQueueEvent = (message: RealtimeServerMessage) =>
  message.type === 'event' && message.event.type === 'moderation.queue.changed';

describe('the moderation queue updates live (issue 31)', () => {
  it('tells every administrator’s open tab when a new report arrives', async () => {
    const admin = await buildSignedInUser(ctx, { role: 'admin' });
    const author = await buildSignedInUser(ctx);
    const reporter = await buildSignedInUser(ctx);
    const article = await buildArticle(ctx.db);
    const comment = await buildComment(ctx.db, { articleId: article.id, userId: author.user.id });
    const socket = await open(admin.cookie);

    const answer = await ctx.request({
      method: 'POST',
      url: '/api/reports',
      cookie: reporter.cookie,
      payload: reportBody('articleComment', comment.id) as Record<string, unknown>,
    });
    expect(answer.statusCode).toBe(201);
    expect(await socket.waitFor(isQueueEvent)).toEqual({
      type: 'event',
      room: userRoom(admin.user.id),
      event: { type: 'moderation.queue.changed' },
    });
  });
});
