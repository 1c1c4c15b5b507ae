import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { messages } from '@plateau/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { getTestDatabase } from '../test/test-database';
import { serializeError } from './log-redaction';

const secret = 'valeur-secrete-du-membre';

async function failingQuery(): Promise<Error> {
  const { db } = await getTestDatabase();
  try {
    await db.execute(sql`select ${secret}::uuid as id`);
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('la requête aurait dû échouer');
}

describe('logged errors', () => {
  it('keep the SQL of a failed query but never its parameter values', async () => {
    const error = await failingQuery();
    // The driver's error really carries the value: that is what must not reach the logs.
    expect(`${error.message}${String(error.cause)}`).toContain(secret);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('select $1::uuid');
    expect(logged).not.toContain(secret);
  });

  it('are written by the app without the values, and the client gets a French 400', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'plateau-log-')),
        AUTH_SECRET: 'secret-de-test-suffisamment-long-0123456789',
        PUBLIC_URL: 'http://localhost:3000',
      }),
      database: await getTestDatabase(),
      logger: { level: 'info', stream },
    });
    app.get('/api/test-failing-query', async () => {
      await app.db.execute(sql`select ${secret}::uuid as id`);
      return {};
    });
    const response = await app.inject({ method: 'GET', url: '/api/test-failing-query' });
    await app.close();
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(messages.api.validation);
    const log = lines.join('');
    expect(log).toContain('$1::uuid');
    expect(log).not.toContain(secret);
  });
});
