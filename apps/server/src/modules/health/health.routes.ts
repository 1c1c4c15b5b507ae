import { healthSchema } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-kit';

/** GET /api/health: the server is up and its database answers. */
export async function healthRoutes(fastify: FastifyInstance, options: { version: string }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const startedAt = Date.now();
  app.get('/api/health', {
    schema: {
      tags: ['Système'],
      summary: 'État du serveur et base utilisée',
      response: { 200: healthSchema, ...errorResponses },
    },
    handler: async () => {
      await app.db.execute(sql`select 1`);
      return {
        status: 'ok' as const,
        database: app.database.kind,
        version: options.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    },
  });
}
