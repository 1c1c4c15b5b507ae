import { magazineMessages } from '@plateau/shared/messages/magazine.fr';
import type { Actor } from '../../auth/actor';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findArticleAccess } from './articles.service';
import { type ArticleFacts, canReadArticle } from './magazine.policy';

export const articleNotFound = () => notFound(magazineMessages.notFound);

/**
 * Loads an article's access facts and applies a policy rule: a missing or unpublished article answers
 * 404 'Article non trouvé ou inaccessible' (never 403: it does not exist for members).
 */
export async function requireArticle(
  db: Db | Tx,
  actor: Actor,
  id: string,
  rule: (actor: Actor | null, article: ArticleFacts) => boolean = canReadArticle,
): Promise<ArticleFacts> {
  const article = await findArticleAccess(db, id);
  if (!article || !rule(actor, article)) throw articleNotFound();
  return article;
}
