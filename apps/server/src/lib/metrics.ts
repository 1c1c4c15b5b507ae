import { timingSafeEqual } from 'node:crypto';
import { messages } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import { errorBody } from './errors';

/** The address Prometheus scrapes, with `Authorization: Bearer <METRICS_TOKEN>`. */
export const metricsPath = '/api/metrics';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics (fastify-metrics over prom-client), when METRICS_TOKEN is set: request durations by
 * route and status class, the process's own (memory, event loop lag, CPU), the WebSockets open on this
 * instance, the jobs of the durable queue and the PostgreSQL pool. Served to the token's bearer only: a wrong or missing token gets the
 * French 401, and without METRICS_TOKEN the address does not exist.
 */
export async function registerMetrics(app: FastifyInstance, token: string | undefined): Promise<void> {
  if (!token) return;
  await app.register(fastifyMetrics, {
    endpoint: null,
    // One registry per process; an app built again in the same process (tests) starts it anew.
    clearRegisterOnInit: true,
    defaultMetrics: { enabled: true },
    routeMetrics: {
      enabled: true,
      registeredRoutesOnly: true,
      groupStatusCodes: true,
      routeBlacklist: [metricsPath],
    },
  });
  const { Gauge, register } = app.metrics.client;
  new Gauge({
    name: 'plateau_websockets_open',
    help: 'WebSockets authentifiés ouverts sur cette instance',
    collect() {
      this.set(app.realtime.connectionCount());
    },
  });
  new Gauge({
    name: 'plateau_jobs',
    help: 'Tâches de la file durable par nom et état (en attente, en cours, en échec)',
    labelNames: ['queue', 'state'],
    async collect() {
      const stats = await app.jobs.stats().catch(() => null);
      for (const queue of stats?.queues ?? []) {
        this.set({ queue: queue.name, state: 'waiting' }, queue.waiting);
        this.set({ queue: queue.name, state: 'active' }, queue.active);
        this.set({ queue: queue.name, state: 'failed' }, queue.failed);
      }
    },
  });
  const pool = app.database.pool;
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        collect() {
          this.set(read());
        },
      });
    poolGauge('plateau_db_pool_connections', 'Connexions PostgreSQL du pool', () => pool.totalCount);
    poolGauge('plateau_db_pool_idle', 'Connexions PostgreSQL libres', () => pool.idleCount);
    poolGauge('plateau_db_pool_waiting', 'Requêtes en attente d’une connexion', () => pool.waitingCount);
  }
  app.get(
    metricsPath,
    { schema: { hide: true }, config: { disableMetrics: true } },
    async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) {
        return reply.status(401).send(errorBody('unauthorized', messages.api.metricsTokenRequired));
      }
      reply.header('cache-control', 'no-store').type(register.contentType);
      return register.metrics();
    },
  );
}
