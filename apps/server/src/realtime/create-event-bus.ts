import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { EventBus } from './event-bus';
import { createMemoryBus } from './memory-bus';
import { createPostgresBus } from './postgres-bus';

/** The bus chosen by REALTIME_BUS; `postgres` needs PostgreSQL (DATABASE_URL) and fails at start otherwise. */
export async function createEventBus(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  switch (config.realtimeBus) {
    case 'memory':
      return createMemoryBus();
    case 'postgres':
      if (database.kind !== 'postgres' || !database.pool) {
        throw new Error(
          'REALTIME_BUS=postgres demande une base PostgreSQL : définissez DATABASE_URL, ' +
            'ou laissez REALTIME_BUS=memory pour une seule instance.',
        );
      }
      return createPostgresBus(database.pool, log);
    default: {
      const unknownBus: never = config.realtimeBus;
      throw new Error(`REALTIME_BUS inconnu : ${String(unknownBus)}`);
    }
  }
}
