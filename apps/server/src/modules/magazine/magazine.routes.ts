import type { FastifyInstance } from 'fastify';
import { registerAccountData } from '../../lib/account-data';
import { membersOnly } from '../../lib/route-kit';
import { articleRoutes } from './articles.routes';
import { commentRoutes } from './comments.routes';
import { favoriteRoutes } from './favorites.routes';
import { magazineAccountData } from './magazine.account-data';
import { registerArticleRoom } from './magazine.events';

/** The magazine API (spec 1 §2-§9): members only. */
export async function magazineRoutes(fastify: FastifyInstance): Promise<void> {
  membersOnly(fastify);
  registerAccountData(fastify, magazineAccountData);
  await fastify.register(articleRoutes);
  await fastify.register(commentRoutes);
  await fastify.register(favoriteRoutes);
  registerArticleRoom(fastify);
}
