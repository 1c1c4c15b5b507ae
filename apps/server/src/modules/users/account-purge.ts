import type { FastifyInstance } from 'fastify';
import { purgeDeletedAccounts } from './account.service';

const purgeIntervalMs = 60 * 60 * 1000;

/** Runs the purge of deleted accounts at start and every hour; stopped when the server closes. */
export function scheduleAccountPurge(app: FastifyInstance, intervalMs = purgeIntervalMs): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = purgeDeletedAccounts(app)
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'comptes supprimés purgés');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'purge des comptes supprimés en échec'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
