import type { FastifyInstance } from 'fastify';
import { schedulePeriodicJob } from '../../lib/periodic-job';
import { purgeDeletedAccounts } from './account.service';

const purgeIntervalMs = 60 * 60 * 1000;

/** Runs the purge of deleted accounts at start and every hour; stopped when the server closes. */
export function scheduleAccountPurge(app: FastifyInstance, intervalMs = purgeIntervalMs): void {
  schedulePeriodicJob(app, {
    intervalMs,
    run: () => purgeDeletedAccounts(app),
    done: 'comptes supprimés purgés',
    failed: 'purge des comptes supprimés en échec',
  });
}
