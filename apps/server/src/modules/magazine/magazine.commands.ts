import { fill, notificationTexts } from '@plateau/shared';
import { magazineMessages } from '@plateau/shared/messages/magazine.fr';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db/client';
import type { CommandEvents } from '../../lib/command';
import { forbidden, notFound } from '../../lib/errors';
import { notifyAll } from '../notifications';
import {
  commentFollowers,
  createComment,
  deleteComment,
  findArticleTitle,
  findComment,
} from './comments.service';
import { requireArticle } from './magazine.access';
import { commentChanged } from './magazine.events';
import { canCommentOnArticle, canDeleteComment } from './magazine.policy';

/**
 * Comments a published article; the article's room is told, and the members who follow its discussion
 * (commented on it or saved it) get a notification, filed under 'Magazine et commentaires' (issue 30).
 */
export async function addComment(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Actor; articleId: string; content: string },
) {
  const { actor, articleId } = input;
  await requireArticle(tx, actor, articleId, canCommentOnArticle);
  const commentId = await createComment(tx, { articleId, userId: actor.id, content: input.content });
  commentChanged(events, articleId, commentId);
  const comment = await findComment(tx, articleId, commentId);
  if (!comment) throw notFound(magazineMessages.commentNotFound);
  const title = await findArticleTitle(tx, articleId);
  const followers = title ? await commentFollowers(tx, articleId, actor.id) : [];
  await notifyAll(tx, events, followers, {
    type: 'comment',
    kind: 'articleComment',
    content: fill(notificationTexts.articleComment, { name: actor.fullName, article: title ?? '' }),
    relatedId: articleId,
    actor: { id: actor.id, fullName: actor.fullName },
  });
  return comment;
}

/** Deletes one's own comment of a readable article; the article's room is told. */
export async function removeComment(
  tx: Tx,
  events: CommandEvents,
  input: { actor: Actor; articleId: string; commentId: string },
): Promise<void> {
  const { actor, articleId, commentId } = input;
  await requireArticle(tx, actor, articleId);
  const comment = await findComment(tx, articleId, commentId);
  if (!comment) throw notFound(magazineMessages.commentNotFound);
  if (!canDeleteComment(actor, comment)) throw forbidden(magazineMessages.commentDeleteForbidden);
  if (await deleteComment(tx, commentId)) commentChanged(events, articleId, commentId);
}
