import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { createTestApp, type TestContext } from '../test/test-app';
import { getTestDatabaseUrl } from '../test/test-database';

const contexts: TestContext[] = [];
let second: Database | null = null;
afterAll(async () => {
  for (const context of contexts) await context.app.close();
  await second?.close();
});

describe('two instances on one PostgreSQL (issue 30)', () => {
  it('deliver each queued e-mail once', async () => {
    const one = await createTestApp();
    contexts.push(one);
    const url = await getTestDatabaseUrl();
    second = await openDatabase({ kind: 'postgres', url: url ?? '', max: 5 });
    // The same site (same job names) on its own connection pool: a second instance.
    const two = await createTestApp({}, undefined, { database: second, jobPrefix: one.jobPrefix });
    contexts.push(two);
    const count = 60;
    const recipients = Array.from({ length: count }, (_, i) => `instance-${i}-${Date.now()}@test.fr`);
    await Promise.all(
      recipients.map((to, i) =>
        (i % 2 ? one : two).app.mailer.send(to, {
          subject: 'Essai',
          text: 'Bonjour',
          html: '<p>Bonjour</p>',
        }),
      ),
    );
    await one.mailDelivered();
    await two.mailDelivered();
    // Each e-mail once between the two (none twice, none lost). Which instance sends how many is the queue's
    // choice: one may take them all on a loaded machine, so that share is not asserted.
    const delivered = [...one.outbox, ...two.outbox].map((mail) => mail.to);
    expect(delivered.sort()).toEqual([...recipients].sort());
  });
});
