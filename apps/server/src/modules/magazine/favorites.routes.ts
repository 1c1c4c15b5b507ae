import {
  articleIdParamsSchema,
  favoriteListSchema,
  favoriteStatusSchema,
  favoritesQuerySchema,
} from '@plateau/shared';
import { magazineMessages } from '@plateau/shared/messages/magazine.fr';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../lib/errors';
import { errorResponses, idParams } from '../../lib/route-kit';
import { addFavorite, listFavorites, removeFavorite } from './favorites.service';
import { canFavoriteArticle } from './magazine.policy';
import { presentFavorite } from './magazine.presenter';
import { requireArticle } from './magazine-access';

/** Removing a favorite with a malformed id: 'not in your favorites', as an unknown one. */
const favoriteParamsSchema = idParams({ id: magazineMessages.notFavorite });

const tags = ['Magazine'];

/** The member's saved articles (user_favorite_articles). */
export async function favoriteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/articles/favorites', {
    schema: {
      tags,
      summary: 'Mes articles favoris, du plus récent au plus ancien',
      querystring: favoritesQuerySchema,
      response: { 200: favoriteListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const page = await listFavorites(app.db, actor.id, request.query);
      return { items: page.rows.map(presentFavorite), nextCursor: page.nextCursor };
    },
  });

  app.post('/api/articles/:id/favorite', {
    schema: {
      tags,
      summary: 'Ajouter un article publié à mes favoris',
      params: articleIdParamsSchema,
      response: { 201: favoriteStatusSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
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
      params: favoriteParamsSchema,
      response: { 200: favoriteStatusSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const articleId = request.params.id;
      // Removing one's own saved entry needs no access to the article (it may have been unpublished).
      if (!(await removeFavorite(app.db, actor.id, articleId))) {
        throw notFound(magazineMessages.notFavorite);
      }
      return { articleId, isFavorite: false };
    },
  });
}
