import type { FastifyInstance } from 'fastify';
import { createJobQueue } from './job-queue';

/**
 * Decorates `app.jobs` (the durable queue) before the areas register: they `define` their jobs and
 * `schedule` their cron runs while registering; the workers start when the server is ready and stop
 * (the jobs under way finishing) when it closes.
 */
export function registerJobs(app: FastifyInstance, options: { prefix?: string } = {}): void {
  const queue = createJobQueue({
    database: app.database,
    logger: app.log,
    pollIntervalSeconds: app.config.jobs.pollIntervalSeconds,
    workers: app.config.jobs.workers,
    ...(options.prefix ? { prefix: options.prefix } : {}),
  });
  app.decorate('jobs', queue);
  app.addHook('onReady', () => queue.start());
  app.addHook('onClose', () => queue.stop());
}
