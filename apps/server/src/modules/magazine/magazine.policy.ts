import type { Actor } from '../../auth/actor';

/** What the policy needs to know about an article. */
export type ArticleFacts = { isPublished: boolean };
/** What the policy needs to know about a comment. */
export type CommentFacts = { userId: string };

/** Spec 1 §4 and §6: members read published articles only; an unpublished one does not exist for them. */
export function canReadArticle(actor: Actor | null, article: ArticleFacts): boolean {
  return actor !== null && article.isPublished;
}

/** Any member may comment on an article they can read. */
export function canCommentOnArticle(actor: Actor | null, article: ArticleFacts): boolean {
  return canReadArticle(actor, article);
}

/** Any member may save an article they can read. */
export function canFavoriteArticle(actor: Actor | null, article: ArticleFacts): boolean {
  return canReadArticle(actor, article);
}

/** Spec 1 §6: only a comment's author sees the delete control, and only they may delete it. */
export function canDeleteComment(actor: Actor | null, comment: CommentFacts): boolean {
  return actor !== null && comment.userId === actor.id;
}

/** What the member may do with a comment, as the web shows it. */
export function commentAbilities(actor: Actor | null, comment: CommentFacts) {
  return {
    delete: canDeleteComment(actor, comment),
    // Issue 31: any other member may report it; an administrator may remove it (with a statement of reasons).
    report: actor !== null && comment.userId !== actor.id,
    moderate: actor?.role === 'admin',
  };
}
