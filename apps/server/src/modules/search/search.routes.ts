import { endpoints, type SearchResults } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { membersOnly, route } from '../../lib/route-kit';
import { fullTextQuery } from '../../lib/search';
import { presentSearch } from './search.presenter';
import { searchArticles, searchProjects, searchTalents } from './search.service';

const nothing = { rows: [], total: 0, more: false };

/** GET /api/search (members only, like every list it searches): the one search of the navigation bar. */
export async function searchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);

  route(app, endpoints.search.search, {
    tags: ['search'],
    summary:
      'Recherche plein texte en français : talents, projets, projets influenceurs, magazine (5 de chaque)',
    // The groups come out of presentSearch (fields picked one by one): a serializer compiled from the schema.
    compiledSerializer: true,
    handler: async (request): Promise<SearchResults> => {
      const { q } = request.query;
      const query = fullTextQuery(q);
      if (!query) {
        return presentSearch(q, {
          talents: nothing,
          projects: nothing,
          influencerProjects: nothing,
          articles: nothing,
        });
      }
      const [talents, projects, influencerProjects, articles] = await Promise.all([
        searchTalents(app.db, request.actor.id, query),
        searchProjects(app.db, query, false),
        searchProjects(app.db, query, true),
        searchArticles(app.db, query),
      ]);
      return presentSearch(q, { talents, projects, influencerProjects, articles });
    },
  });
}
