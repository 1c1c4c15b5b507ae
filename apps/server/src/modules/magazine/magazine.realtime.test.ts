import { articleRoom, messages, type RealtimeServerMessage } from '@plateau/shared';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { buildArticle } from '../../test/magazine-factories';
import { useRealtimeTestApp } from '../../test/realtime-test-app';

const { ctx, open } = useRealtimeTestApp();

const isCommentEvent = (message: RealtimeServerMessage) =>
  message.type === 'event' && message.event.type === 'comment.changed';

describe('realtime room article:<id>', () => {
  it('lets a member follow a published article and receive comment.changed when someone comments', async () => {
    const reader = await buildSignedInUser(ctx);
    const writer = await buildSignedInUser(ctx);
    const article = await buildArticle(ctx.db);
    const socket = await open(reader.cookie);
    const room = articleRoom(article.id);
    socket.send({ type: 'subscribe', room });
    await socket.waitFor((message) => message.type === 'subscribed' && message.room === room);

    const response = await ctx.request({
      method: 'POST',
      url: `/api/articles/${article.id}/comments`,
      payload: { content: 'Bravo !' },
      cookie: writer.cookie,
    });
    expect(response.statusCode).toBe(201);
    expect(await socket.waitFor(isCommentEvent)).toEqual({
      type: 'event',
      room,
      event: { type: 'comment.changed', articleId: article.id, commentId: response.json().comment.id },
    });
  });

  it('refuses the room of an unpublished or missing article', async () => {
    const reader = await buildSignedInUser(ctx);
    const draft = await buildArticle(ctx.db, { isPublished: false });
    const socket = await open(reader.cookie);
    for (const room of [
      articleRoom(draft.id),
      articleRoom('00000000-0000-4000-8000-000000000000'),
      'article:abc',
    ]) {
      socket.send({ type: 'subscribe', room });
      expect(await socket.waitFor((message) => message.type === 'error' && message.room === room)).toEqual({
        type: 'error',
        room,
        message: messages.realtime.roomRefused,
      });
    }
  });
});
