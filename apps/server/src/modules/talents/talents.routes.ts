import { skillsListSchema, type TalentsPage, talentsPageSchema, talentsQuerySchema } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, membersOnly } from '../../lib/route-kit';
import { presentTalent } from './talents.presenter';
import { listSkills, searchTalents } from './talents.service';

/** GET /api/talents (members only; search and filters in SQL) and GET /api/skills. */
export async function talentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);
  const tags = ['talents'];

  app.get('/api/talents', {
    schema: {
      tags,
      summary: 'Annuaire des talents : recherche sans casse ni accents, filtres, pages de 20',
      querystring: talentsQuerySchema,
      response: { 200: talentsPageSchema, ...errorResponses },
    },
    // Cards come out of presentTalent (fields picked one by one, typed TalentCard): plain JSON instead of
    // a zod pass over 20 cards, a tenth of the request's time. The schema still documents the response.
    serializerCompiler: () => (data) => JSON.stringify(data),
    handler: async (request): Promise<TalentsPage> => {
      const query = request.query;
      const { rows, hasMore } = await searchTalents(app.db, query);
      return { items: rows.map(presentTalent), page: query.page, pageSize: query.pageSize, hasMore };
    },
  });

  app.get('/api/skills', {
    schema: {
      tags,
      summary: 'Compétences distinctes des talents, triées',
      response: { 200: skillsListSchema, ...errorResponses },
    },
    handler: async (_request) => {
      return { skills: await listSkills(app.db) };
    },
  });
}
