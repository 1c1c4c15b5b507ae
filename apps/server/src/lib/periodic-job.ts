import type { FastifyInstance } from 'fastify';

/**
 * Runs a background job when the server is ready and then every `intervalMs` (never two runs at once in
 * one process); stopped, and its current run awaited, when the server closes. The job itself must be
 * safe to run on several instances at once. `done` logs with its result (a count of rows handled).
 */
export function schedulePeriodicJob(
  app: FastifyInstance,
  job: { intervalMs: number; run: () => Promise<number>; done: string; failed: string },
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = job
      .run()
      .then((count) => {
        if (count > 0) app.log.info({ count }, job.done);
      })
      .catch((error: unknown) => app.log.error({ err: error }, job.failed))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
