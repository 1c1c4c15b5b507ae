import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../lib/raw-query';
import { createTestApp, type TestContext } from '../test/test-app';
import { testDbKind } from '../test/test-database';
import { jobsSchema } from './job-queue';

let ctx: TestContext;
const ran: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    app.jobs.define<{ label: string }>(
      'essai',
      async ({ label }) => {
        ran.push(label);
      },
      { policy: 'short' },
    );
  });
});
afterAll(() => ctx.app.close());

describe('the job queue (issue 30)', () => {
  it('puts the task reminders, the purge and the e-mail summaries on its cron scheduler; reminders and purge run once at start', async () => {
    const rows = await selectRows<{ name: string; cron: string; timezone: string }>(
      ctx.db,
      sql`select name, cron, timezone from ${sql.raw(jobsSchema)}.schedule where name like ${`${ctx.jobPrefix}%`} order by name`,
    );
    expect(rows).toEqual([
      { name: `${ctx.jobPrefix}account-purge`, cron: '7 * * * *', timezone: 'Europe/Paris' },
      { name: `${ctx.jobPrefix}digest-daily`, cron: '0 8 * * *', timezone: 'Europe/Paris' },
      { name: `${ctx.jobPrefix}digest-weekly`, cron: '0 8 * * 1', timezone: 'Europe/Paris' },
      { name: `${ctx.jobPrefix}task-reminders`, cron: '*/15 * * * *', timezone: 'Europe/Paris' },
    ]);
    await ctx.app.jobs.idle('task-reminders');
    await ctx.app.jobs.idle('account-purge');
    const done = await selectRows<{ name: string; count: number }>(
      ctx.db,
      sql`select name, count(*)::int as count from ${sql.raw(jobsSchema)}.job
          where name in (${`${ctx.jobPrefix}account-purge`}, ${`${ctx.jobPrefix}task-reminders`})
            and state = 'completed' group by name order by name`,
    );
    expect(done).toEqual([
      { name: `${ctx.jobPrefix}account-purge`, count: 1 },
      { name: `${ctx.jobPrefix}task-reminders`, count: 1 },
    ]);
  });

  it('keeps one waiting job per singleton key, runs a delayed job later, and drops a job whose transaction rolls back', async () => {
    const first = await ctx.app.jobs.enqueue(
      'essai',
      { label: 'plus-tard' },
      { singletonKey: 'clé', startAfter: 3600 },
    );
    const second = await ctx.app.jobs.enqueue(
      'essai',
      { label: 'doublon' },
      { singletonKey: 'clé', startAfter: 3600 },
    );
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await ctx.db
      .transaction(async (tx) => {
        await ctx.app.jobs.enqueue('essai', { label: 'annulé' }, { tx });
        throw new Error('annulation');
      })
      .catch(() => undefined);
    await ctx.app.jobs.enqueue('essai', { label: 'maintenant' });
    await ctx.app.jobs.idle('essai');
    expect(ran).toEqual(['maintenant']);
    const stats = await ctx.app.jobs.stats();
    expect(stats.queues.find((queue) => queue.name === 'essai')).toEqual({
      name: 'essai',
      waiting: 1,
      active: 0,
      failed: 0,
    });
  });

  it('runs again at start a job the previous process left under way, on the embedded database only', async () => {
    const id = await ctx.app.jobs.enqueue('essai', { label: 'interrompu' }, { startAfter: 3600 });
    // The process taking it was killed: the job stays 'active' until it expires (15 minutes).
    await ctx.db.execute(
      sql`update ${sql.raw(jobsSchema)}.job set state = 'active', started_on = now() where id = ${id}`,
    );
    const restarted = await createTestApp(
      {},
      (app) => {
        app.jobs.define<{ label: string }>('essai', async ({ label }) => {
          ran.push(label);
        });
      },
      { jobPrefix: ctx.jobPrefix },
    );
    try {
      const state = async () =>
        (
          await selectRows<{ state: string }>(
            ctx.db,
            sql`select state::text as state from ${sql.raw(jobsSchema)}.job where id = ${id}`,
          )
        )[0]?.state;
      if (testDbKind === 'pglite') {
        // One process at a time opens the data directory: nobody else can be running it.
        await restarted.app.jobs.idle('essai');
        expect(ran).toContain('interrompu');
        expect(await state()).toBe('completed');
      } else {
        // Another instance of the same PostgreSQL may be running it: it waits for its expiry.
        expect(await state()).toBe('active');
        expect(ran).not.toContain('interrompu');
      }
    } finally {
      await restarted.app.close();
    }
  });
});
