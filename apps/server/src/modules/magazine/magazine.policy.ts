import type { Actor } from '../../auth/actor';

/** What the policy needs to know about an article. */
export type ArticleAccess = { isPublished: boolean };
/** What the policy needs to know about a comment. */
export type CommentOwnership = { userId: string };

/** Spec 1 §4 and §6: members read published articles only; an unpublished one does not exist for them. */
export function canReadArticle(_actor: Actor, article: ArticleAccess): boolean {
  return article.isPublished;
}

/** Any member may comment on an article they can read. */
export function canCommentOnArticle(actor: Actor, article: ArticleAccess): boolean {
  return canReadArticle(actor, article);
}

/** Any member may save an article they can read. */
export function canFavoriteArticle(actor: Actor, article: ArticleAccess): boolean {
  return canReadArticle(actor, article);
}

/** Spec 1 §6: only a comment's author sees the delete control, and only they may delete it. */
export function canDeleteComment(actor: Actor, comment: CommentOwnership): boolean {
  return comment.userId === actor.id;
}
