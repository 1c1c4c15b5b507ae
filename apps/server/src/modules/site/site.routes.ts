import { legalDetailsSchema } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-kit';

/** GET /api/site/legal: the publisher's details of the legal pages, from the configuration (public). */
export async function siteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/site/legal', {
    schema: {
      tags: ['Système'],
      summary: 'Informations légales de l’éditeur et de l’hébergeur',
      response: { 200: legalDetailsSchema, ...errorResponses },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.config.legal;
    },
  });
}
