import { magazineMessages } from '@plateau/shared/messages/magazine.fr';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findArticleAccess } from './articles.service';
import { type ArticleAccess, canReadArticle } from './magazine.policy';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for an id that can exist (anything else is simply not found). */
export const isUuid = (value: string) => uuidPattern.test(value);

export const articleNotFound = () => notFound(magazineMessages.notFound);

/**
 * Loads an article's access facts and applies a policy rule: a missing, malformed or unpublished
 * article answers 404 'Article non trouvé ou inaccessible' (never 403: it does not exist for members).
 */
export async function requireArticle(
  db: Db,
  actor: Actor,
  id: string,
  rule: (actor: Actor, article: ArticleAccess) => boolean = canReadArticle,
): Promise<ArticleAccess> {
  if (!isUuid(id)) throw articleNotFound();
  const article = await findArticleAccess(db, id);
  if (!article || !rule(actor, article)) throw articleNotFound();
  return article;
}
