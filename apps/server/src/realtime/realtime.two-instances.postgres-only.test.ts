import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages, type RealtimeServerMessage, userRoom } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { buildSignedInUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { getTestDatabaseUrl } from '../test/test-database';
import { openMemberSocket, realtimeUrl } from './test-socket';

const instanceB = 'plateau-instance-b';
const isEventFor = (notificationId: string) => (message: RealtimeServerMessage) =>
  message.type === 'event' &&
  message.event.type === 'notification.changed' &&
  message.event.notificationId === notificationId;

// DESIGN.md §6: two instances on one PostgreSQL. Not applicable on PGlite (one process per database).
describe('REALTIME_BUS=postgres across two instances', () => {
  let a: TestContext;
  let b: FastifyInstance;
  let bDatabase: Database;
  let databaseUrl: string;

  beforeAll(async () => {
    a = await createTestApp({ realtimeBus: 'postgres' });
    const url = await getTestDatabaseUrl();
    if (!url) throw new Error('base PostgreSQL de test introuvable');
    databaseUrl = url;
    // Instance B shares nothing with A but PostgreSQL: its own pool, its own LISTEN connection.
    const bUrl = new URL(url);
    bUrl.searchParams.set('application_name', instanceB);
    bDatabase = await openDatabase({ kind: 'postgres', url: bUrl.toString(), max: 3 });
    b = await buildApp({
      config: { ...a.config, dataDir: mkdtempSync(path.join(tmpdir(), 'plateau-b-')) },
      database: bDatabase,
      logger: false,
    });
    await b.ready();
  });

  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.app.close();
  });

  it('delivers an event published on instance A to a socket of instance B', async () => {
    const { user, cookie } = await buildSignedInUser(a);
    const client = await openMemberSocket(await realtimeUrl(b), cookie);
    await a.app.realtime.publish(userRoom(user.id), {
      type: 'notification.changed',
      notificationId: 'via-a',
    });
    expect(await client.waitFor(isEventFor('via-a'), 5000)).toEqual({
      type: 'event',
      room: userRoom(user.id),
      event: { type: 'notification.changed', notificationId: 'via-a' },
    });
    await client.close();
  });

  it('after its LISTEN connection is cut, B reconnects, asks its sockets to resync, and delivers again', async () => {
    const { user, cookie } = await buildSignedInUser(a);
    const url = await realtimeUrl(b);
    const first = await openMemberSocket(url, cookie);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const cut = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = $1 and query like 'LISTEN%'`,
      [instanceB],
    );
    await admin.end();
    expect(cut.rowCount).toBe(1);
    expect(await first.closed).toEqual({ code: 1012, reason: messages.realtime.resync });

    const second = await openMemberSocket(url, cookie);
    await a.app.realtime.publish(userRoom(user.id), {
      type: 'notification.changed',
      notificationId: 'apres',
    });
    await second.waitFor(isEventFor('apres'), 5000);
    await second.close();
  });
});
