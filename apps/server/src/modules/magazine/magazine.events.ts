import { articleRoom, isId } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { CommandEvents } from '../../lib/command';
import { findArticleAccess } from './articles.service';
import { canReadArticle } from './magazine.policy';

/** Tells the article's room that its comments changed. */
export function commentChanged(events: CommandEvents, articleId: string, commentId: string): void {
  events.add(articleRoom(articleId), { type: 'comment.changed', articleId, commentId });
}

/** Members may subscribe to `article:<id>` for a published article only (same rule as reading it). */
export function registerArticleRoom(app: FastifyInstance): void {
  app.realtime.registerRoom('article', async (actor, id) => {
    if (!isId(id)) return false;
    const article = await findArticleAccess(app.db, id);
    return article !== null && canReadArticle(actor, article);
  });
}
