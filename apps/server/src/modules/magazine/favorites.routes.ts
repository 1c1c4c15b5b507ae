import { endpoints } from '@plateau/shared';
import { magazineMessages } from '@plateau/shared/messages/magazine.fr';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { keysetCursor } from '../../lib/cursor';
import { conflict, notFound } from '../../lib/errors';
import { route } from '../../lib/route-kit';
import { addFavorite, listFavorites, removeFavorite } from './favorites.service';
import { requireArticle } from './magazine.access';
import { canFavoriteArticle } from './magazine.policy';
import { presentFavorite } from './magazine.presenter';

const tags = ['Magazine'];

/** The member's saved articles (user_favorite_articles). */
export async function favoriteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(app, endpoints.magazine.favorites, {
    tags,
    summary: 'Mes articles favoris, du plus récent au plus ancien',
    handler: async (request) => {
      const { actor } = request;
      const page = await listFavorites(app.db, actor.id, {
        ...request.query,
        cursor: keysetCursor.decode(request.query.cursor),
      });
      return { items: page.rows.map(presentFavorite), nextCursor: page.nextCursor };
    },
  });

  route(app, endpoints.magazine.addFavorite, {
    tags,
    summary: 'Ajouter un article publié à mes favoris',
    handler: async (request, _reply) => {
      const { actor } = request;
      const articleId = request.params.id;
      await requireArticle(app.db, actor, articleId, canFavoriteArticle);
      if (!(await addFavorite(app.db, actor.id, articleId))) throw conflict(magazineMessages.alreadyFavorite);
      return { articleId, isFavorite: true };
    },
  });

  route(app, endpoints.magazine.removeFavorite, {
    tags,
    summary: 'Retirer un article de mes favoris',
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
