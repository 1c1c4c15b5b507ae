import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Storage } from '../storage/storage';
import type { Database, Db } from './client';
import { users } from './schema';
import { DEMO_PASSWORD, seedDemo } from './seed';

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

/**
 * Demo data on a new embedded database (unless SEED=none); on PostgreSQL only with SEED=demo.
 * Returns true when it seeded.
 */
export async function seedOnStart(
  database: Database,
  config: Config,
  logger: FastifyBaseLogger,
  storage: Storage,
): Promise<boolean> {
  const wanted = config.seed === 'demo' || (config.seed === 'auto' && database.kind === 'pglite');
  if (!wanted) return false;
  if ((await countUsers(database.db)) > 0) return false;
  const startedAt = Date.now();
  const summary = await seedDemo(database.db, {
    demoPassword: DEMO_PASSWORD,
    storage,
  });
  logger.info({ summary }, `données de démonstration créées en ${Date.now() - startedAt} ms`);
  return true;
}
