import type { FastifyInstance } from 'fastify';
import { purgeDeletedAccounts } from './account.service';

/** The job that purges the accounts deleted 30 days ago, every hour. */
export const accountPurgeJob = 'account-purge';

/** The purge on the job queue's scheduler: at start and every hour, one run per tick for all the instances. */
export function scheduleAccountPurge(app: FastifyInstance): void {
  app.jobs.define(
    accountPurgeJob,
    async () => {
      const count = await purgeDeletedAccounts(app);
      if (count > 0) app.log.info({ count }, 'comptes supprimés purgés');
    },
    { policy: 'short', retryLimit: 2, retryDelaySeconds: 300, expireInSeconds: 30 * 60 },
  );
  app.jobs.schedule(accountPurgeJob, '7 * * * *', { runAtStart: true });
}
