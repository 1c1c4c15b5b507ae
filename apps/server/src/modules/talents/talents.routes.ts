import { endpoints, type TalentsPage } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { membersOnly, route } from '../../lib/route-kit';
import { presentTalent } from './talents.presenter';
import { listSkills, searchTalents } from './talents.service';

/** GET /api/talents (members only; search and filters in SQL) and GET /api/skills. */
export async function talentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);
  const tags = ['talents'];

  route(app, endpoints.talents.list, {
    tags,
    summary: 'Annuaire des talents : recherche sans casse ni accents, filtres, pages de 20',
    // Cards come out of presentTalent (fields picked one by one, typed TalentCard): a serializer compiled
    // from the schema instead of a zod pass over 20 cards, a tenth of the request's time.
    compiledSerializer: true,
    handler: async (request): Promise<TalentsPage> => {
      const query = request.query;
      const { rows, hasMore } = await searchTalents(app.db, request.actor.id, query);
      return { items: rows.map(presentTalent), page: query.page, pageSize: query.pageSize, hasMore };
    },
  });

  route(app, endpoints.talents.skills, {
    tags,
    summary: 'Compétences distinctes des talents, triées',
    handler: async (_request) => {
      return { skills: await listSkills(app.db) };
    },
  });
}
