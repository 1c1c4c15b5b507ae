import {
  articleIdParamsSchema,
  favoriteListSchema,
  favoriteStatusSchema,
  favoritesQuerySchema,
} from '@plateau/shared';
import { magazineMessages } from '@plateau/shared/messages/magazine.fr';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/session';
import { conflict, notFound } from '../../lib/errors';
import { addFavorite, listFavorites, removeFavorite } from './favorites.service';
import { canFavoriteArticle } from './magazine.policy';
import { presentFavorite } from './magazine.presenter';
import { isUuid, requireArticle } from './magazine-access';

const tags = ['Magazine'];
const errors = { 400: z.unknown(), 401: z.unknown(), 404: z.unknown(), 409: z.unknown() };

/** The member's saved articles (user_favorite_articles). */
export async function favoriteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/articles/favorites', {
    schema: {
      tags,
      summary: 'Mes articles favoris, du plus récent au plus ancien',
      querystring: favoritesQuerySchema,
      response: { 200: favoriteListSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      const page = await listFavorites(app.db, actor.id, request.query);
      return { items: page.rows.map(presentFavorite), nextCursor: page.nextCursor };
    },
  });

  app.post('/api/articles/:id/favorite', {
    schema: {
      tags,
      summary: 'Ajouter un article publié à mes favoris',
      params: articleIdParamsSchema,
      response: { 201: favoriteStatusSchema, ...errors },
    },
    handler: async (request, reply) => {
      const actor = await requireActor(request);
      const articleId = request.params.id;
      await requireArticle(app.db, actor, articleId, canFavoriteArticle);
      if (!(await addFavorite(app.db, actor.id, articleId))) throw conflict(magazineMessages.alreadyFavorite);
      return reply.status(201).send({ articleId, isFavorite: true });
    },
  });

  app.delete('/api/articles/:id/favorite', {
    schema: {
      tags,
      summary: 'Retirer un article de mes favoris',
      params: articleIdParamsSchema,
      response: { 200: favoriteStatusSchema, ...errors },
    },
    handler: async (request) => {
      const actor = await requireActor(request);
      const articleId = request.params.id;
      // Removing one's own saved entry needs no access to the article (it may have been unpublished).
      if (!isUuid(articleId) || !(await removeFavorite(app.db, actor.id, articleId))) {
        throw notFound(magazineMessages.notFavorite);
      }
      return { articleId, isFavorite: false };
    },
  });
}
