import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createEventBus } from './create-event-bus';
import { createMemoryBus } from './memory-bus';

const silent = pino({ level: 'silent' });

describe('createEventBus', () => {
  it('refuses REALTIME_BUS=postgres without PostgreSQL, with a French message', async () => {
    const config = {
      ...loadConfig({ DATA_DIR: path.join(tmpdir(), 'plateau-bus'), AUTH_SECRET: 'x' }),
      realtimeBus: 'postgres' as const,
    };
    const pglite = { kind: 'pglite', pool: null } as unknown as Database;
    await expect(createEventBus(config, pglite, silent)).rejects.toThrow(
      /REALTIME_BUS=postgres demande .*DATABASE_URL/,
    );
  });

  it('delivers in process with the memory bus', async () => {
    const bus = createMemoryBus();
    const received: string[] = [];
    bus.onMessage((message) => received.push(message.room));
    await bus.publish({ room: 'user:1', event: { type: 'notification.changed' } });
    expect(received).toEqual(['user:1']);
    await bus.close();
  });
});
