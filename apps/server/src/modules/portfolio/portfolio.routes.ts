import { endpoints } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAccountData } from '../../lib/account-data';
import { membersOnly, route } from '../../lib/route-kit';
import { requireOwnPortfolioItem, requirePortfolioItem, requirePortfolioOwner } from './portfolio.access';
import { portfolioAccountData } from './portfolio.account-data';
import { presentPortfolioItem } from './portfolio.presenter';
import {
  createPortfolioItem,
  deletePortfolioItem,
  listPortfolio,
  updatePortfolioItem,
} from './portfolio.service';

/** /api/portfolio: list by member, read, create, edit and delete one's own items. */
export async function portfolioRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['portfolio'];
  membersOnly(app);
  registerAccountData(app, portfolioAccountData);

  route(app, endpoints.profile.portfolio, {
    tags,
    summary: 'Portfolio d’un membre, du plus récent au plus ancien',
    handler: async (request) => {
      const { actor } = request;
      const owner = await requirePortfolioOwner(app.db, request.query.userId);
      const rows = await listPortfolio(app.db, owner.id);
      return { items: rows.map((row) => presentPortfolioItem(row, actor)) };
    },
  });

  route(app, endpoints.profile.portfolioItem, {
    tags,
    summary: 'Un élément de son portfolio',
    handler: async (request) => {
      const { actor } = request;
      const item = await requirePortfolioItem(app.db, request.params.id);
      return presentPortfolioItem(item, actor);
    },
  });

  route(app, endpoints.profile.createPortfolioItem, {
    tags,
    summary: 'Ajoute un élément à son portfolio',
    handler: async (request, _reply) => {
      const { actor } = request;
      const row = await createPortfolioItem(app.db, app.storage, actor.id, request.body);
      return presentPortfolioItem(row, actor);
    },
  });

  route(app, endpoints.profile.updatePortfolioItem, {
    tags,
    summary: 'Modifie un élément de son portfolio',
    handler: async (request) => {
      const { actor } = request;
      const item = await requireOwnPortfolioItem(app.db, actor, request.params.id, 'edit');
      const row = await updatePortfolioItem(app.db, app.storage, item, request.body);
      return presentPortfolioItem(row, actor);
    },
  });

  route(app, endpoints.profile.deletePortfolioItem, {
    tags,
    summary: 'Supprime un élément de son portfolio',
    handler: async (request, _reply) => {
      const { actor } = request;
      const item = await requireOwnPortfolioItem(app.db, actor, request.params.id, 'delete');
      await deletePortfolioItem(app.db, item.id);
      return undefined;
    },
  });
}
