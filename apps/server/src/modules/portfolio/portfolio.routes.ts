import {
  profileMessages as pm,
  portfolioCreateSchema,
  portfolioItemSchema,
  portfolioListSchema,
  portfolioUpdateSchema,
} from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerAccountData } from '../../lib/account-data';
import { forbidden, notFound } from '../../lib/errors';
import { findActiveMember } from '../../lib/members';
import { errorResponses, idParams, membersOnly } from '../../lib/route-kit';
import { portfolioAccountData } from './portfolio.account-data';
import { canDeletePortfolioItem, canEditPortfolioItem } from './portfolio.policy';
import { presentPortfolioItem } from './portfolio.presenter';
import {
  createPortfolioItem,
  deletePortfolioItem,
  findPortfolioItem,
  listPortfolio,
  updatePortfolioItem,
} from './portfolio.service';

const itemParams = idParams({ id: pm.portfolioNotFound });

/** /api/portfolio: list by member, read, create, edit and delete one's own items. */
export async function portfolioRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['portfolio'];
  membersOnly(app);
  registerAccountData(app, portfolioAccountData);

  app.get('/api/portfolio', {
    schema: {
      tags,
      summary: "Portfolio d'un membre, du plus récent au plus ancien",
      querystring: z.object({ userId: z.string().max(64) }),
      response: { 200: portfolioListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const owner = await findActiveMember(app.db, request.query.userId);
      if (!owner) throw notFound(pm.userNotFound);
      const rows = await listPortfolio(app.db, owner.id);
      return { items: rows.map((row) => presentPortfolioItem(row, actor)) };
    },
  });

  app.get('/api/portfolio/:id', {
    schema: {
      tags,
      summary: 'Un élément de son portfolio',
      params: itemParams,
      response: { 200: portfolioItemSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const item = await findPortfolioItem(app.db, request.params.id);
      if (!item) throw notFound(pm.portfolioNotFound);
      if (!(await findActiveMember(app.db, item.userId))) throw notFound(pm.portfolioNotFound);
      return presentPortfolioItem(item, actor);
    },
  });

  app.post('/api/portfolio', {
    schema: {
      tags,
      summary: 'Ajoute un élément à son portfolio',
      body: portfolioCreateSchema,
      response: { 201: portfolioItemSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      const row = await createPortfolioItem(app.db, app.storage, actor.id, request.body);
      return reply.status(201).send(presentPortfolioItem(row, actor));
    },
  });

  app.patch('/api/portfolio/:id', {
    schema: {
      tags,
      summary: 'Modifie un élément de son portfolio',
      params: itemParams,
      body: portfolioUpdateSchema,
      response: { 200: portfolioItemSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const item = await findPortfolioItem(app.db, request.params.id);
      if (!item) throw notFound(pm.portfolioNotFound);
      if (!canEditPortfolioItem(actor, item)) throw forbidden();
      const row = await updatePortfolioItem(app.db, app.storage, item, request.body);
      return presentPortfolioItem(row, actor);
    },
  });

  app.delete('/api/portfolio/:id', {
    schema: {
      tags,
      summary: 'Supprime un élément de son portfolio',
      params: itemParams,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      const item = await findPortfolioItem(app.db, request.params.id);
      if (!item) throw notFound(pm.portfolioNotFound);
      if (!canDeletePortfolioItem(actor, item)) throw forbidden();
      await deletePortfolioItem(app.db, item.id);
      return reply.status(204).send(null);
    },
  });
}
