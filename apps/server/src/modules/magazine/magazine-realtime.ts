import { articleRoom } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import { findArticleAccess } from './articles.service';
import { canReadArticle } from './magazine.policy';
import { isUuid } from './magazine-access';

/** Tells the article's room that its comments changed; call it after the write is committed. */
export async function publishCommentChanged(
  app: FastifyInstance,
  articleId: string,
  commentId: string,
): Promise<void> {
  await app.realtime.publish(articleRoom(articleId), { type: 'comment.changed', articleId, commentId });
}

/** Members may subscribe to `article:<id>` for a published article only (same rule as reading it). */
export function registerArticleRoom(app: FastifyInstance): void {
  app.realtime.registerRoom('article', async (actor, id) => {
    if (!isUuid(id)) return false;
    const article = await findArticleAccess(app.db, id);
    return article !== null && canReadArticle(actor, article);
  });
}
