import { magazineMessages } from '@plateau/shared/messages/magazine.fr';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db/client';
import type { CommandEvents } from '../../lib/command';
import { forbidden, notFound } from '../../lib/errors';
import { createComment, deleteComment, findComment } from './comments.service';
import { requireArticle } from './magazine.access';
import { commentChanged } from './magazine.events';
import { canCommentOnArticle, canDeleteComment } from './magazine.policy';

/** Comments a published article; the article's room is told. */
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
