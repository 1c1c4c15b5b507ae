import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../auth/session';
import { articleRoutes } from './articles.routes';
import { commentRoutes } from './comments.routes';
import { favoriteRoutes } from './favorites.routes';
import { registerArticleRoom } from './magazine-realtime';

/** The magazine API (spec 1 §2-§9): members only, so the session is checked before validation. */
export async function magazineRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('preValidation', async (request) => {
    await requireActor(request);
  });
  await fastify.register(articleRoutes);
  await fastify.register(commentRoutes);
  await fastify.register(favoriteRoutes);
  registerArticleRoom(fastify);
}
