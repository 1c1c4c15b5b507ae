import { endpoints, relatedArticlesCount } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { keysetCursor } from '../../lib/cursor';
import { route } from '../../lib/route-kit';
import { findArticle, listArticles, listRelatedArticles } from './articles.service';
import { articleNotFound, requireArticle } from './magazine.access';
import { canReadArticle } from './magazine.policy';
import { presentArticleCard, presentArticleDetail } from './magazine.presenter';

const tags = ['Magazine'];

/** GET /api/articles, /api/articles/:id and /api/articles/:id/related (members only). */
export async function articleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(app, endpoints.magazine.list, {
    tags,
    summary: 'Articles publiés (recherche plein texte en français, catégorie, pagination par curseur)',
    handler: async (request) => {
      const { q, category, cursor, limit } = request.query;
      const page = await listArticles(app.db, { q, category, cursor: keysetCursor.decode(cursor), limit });
      return { items: page.rows.map(presentArticleCard), nextCursor: page.nextCursor };
    },
  });

  route(app, endpoints.magazine.article, {
    tags,
    summary: 'Un article publié, avec son auteur et l’état favori du membre',
    handler: async (request) => {
      const { actor } = request;
      const found = await findArticle(app.db, request.params.id, actor.id);
      if (!found || !canReadArticle(actor, found)) throw articleNotFound();
      return { article: presentArticleDetail(found.article, found.isFavorite) };
    },
  });

  route(app, endpoints.magazine.related, {
    tags,
    summary: 'Trois articles similaires : mêmes tags, même catégorie, puis mots en commun',
    handler: async (request) => {
      const { actor } = request;
      await requireArticle(app.db, actor, request.params.id);
      const rows = await listRelatedArticles(app.db, request.params.id, relatedArticlesCount);
      return { items: rows.map(presentArticleCard) };
    },
  });
}
