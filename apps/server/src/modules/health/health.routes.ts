import { endpoints, type Readiness, readinessSchema } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route-kit';

/** How long one part of the readiness check may take before it counts as failed. */
const readinessTimeoutMs = 3000;

/** Resolves 'ok' when the check ends in time, 'en échec' when it fails or takes too long. */
async function partState(check: () => Promise<unknown>): Promise<'ok' | 'en échec'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('délai dépassé')), readinessTimeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'en échec';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: the server is up and its database answers (liveness). GET /api/ready: it can serve
 * (readiness, for a load balancer): the database, the file store and the job queue answer, else 503
 * naming the part.
 */
export async function healthRoutes(app: FastifyInstance, options: { version: string }): Promise<void> {
  const startedAt = Date.now();
  route(app, endpoints.site.health, {
    tags: ['Système'],
    summary: 'État du serveur et base utilisée',
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
  route(app, endpoints.site.ready, {
    tags: ['Système'],
    summary: 'Prêt à servir : base de données, stockage des fichiers et file des tâches',
    otherResponses: { 503: readinessSchema },
    handler: async (_request, reply) => {
      const [database, storage, jobs] = await Promise.all([
        partState(() => app.db.execute(sql`select 1`)),
        partState(() => app.storage.check()),
        partState(() => app.jobs.stats()),
      ]);
      const checks: Readiness['checks'] = { database, storage, jobs };
      const ready = Object.values(checks).every((state) => state === 'ok');
      reply.header('cache-control', 'no-store');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'prêt' : 'indisponible', checks });
    },
  });
}
