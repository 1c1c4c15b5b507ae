import { notificationMailTexts as em, fill } from '@plateau/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, notifications } from '../../db/schema';
import { jobsSchema } from '../../jobs/job-queue';
import { selectRows } from '../../lib/raw-query';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

// Issue 30: a notification queues its e-mail in the same transaction; the queue sends it per the settings.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ messageMailDelaySeconds: 600 });
});
afterAll(async () => {
  await ctx.app.close();
});

const mailsTo = (email: string) => ctx.outbox.filter((mail) => mail.to === email);

describe('notification e-mails on the job queue', () => {
  it('mails a connection request at once, with its unsubscribe headers', async () => {
    const alice = await buildSignedInUser(ctx, { fullName: 'Alice Réalisatrice' });
    const bruno = await buildSignedInUser(ctx, { fullName: 'Bruno Cadreur' });
    const asked = await ctx.request({
      method: 'POST',
      url: '/api/connections',
      payload: { userId: bruno.user.id },
      cookie: alice.cookie,
    });
    expect(asked.statusCode).toBe(201);
    await ctx.mailDelivered();
    const [mail, ...more] = mailsTo(bruno.user.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(fill(em.subjects.connectionRequest, { name: 'Alice Réalisatrice' }));
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('mails a message only once it has waited the delay unread', async () => {
    const alice = await buildSignedInUser(ctx, { fullName: 'Alice Productrice' });
    const bruno = await buildSignedInUser(ctx, { fullName: 'Bruno Monteur' });
    const sent = await ctx.request({
      method: 'POST',
      url: `/api/conversations/${bruno.user.id}/messages`,
      payload: { content: 'Le tournage est avancé à lundi.' },
      cookie: alice.cookie,
    });
    expect(sent.statusCode).toBe(201);
    await ctx.mailDelivered();
    expect(mailsTo(bruno.user.email)).toHaveLength(0);
    // Its job waits the 10 minutes.
    const [notice] = await ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, bruno.user.id), eq(notifications.type, 'message')));
    const waiting = await selectRows<{ minutes: number }>(
      ctx.db,
      sql`select round(extract(epoch from start_after - now()) / 60)::int as minutes
          from ${sql.raw(jobsSchema)}.job
          where name = ${`${ctx.jobPrefix}notification-mail`} and data->>'id' = ${notice?.id ?? ''}
            and state = 'created'`,
    );
    expect(waiting).toEqual([{ minutes: 10 }]);

    // Ten minutes later (the clock moved back on the message and its notice), still unread: it goes.
    await ctx.db
      .update(notifications)
      .set({ createdAt: sql`${notifications.createdAt} - interval '600 seconds'` })
      .where(eq(notifications.userId, bruno.user.id));
    await ctx.db
      .update(messages)
      .set({ createdAt: sql`${messages.createdAt} - interval '600 seconds'` })
      .where(eq(messages.receiverId, bruno.user.id));
    await ctx.db.execute(
      sql`update ${sql.raw(jobsSchema)}.job set start_after = now()
          where name = ${`${ctx.jobPrefix}notification-mail`} and data->>'id' = ${notice?.id ?? ''}`,
    );
    await ctx.mailDelivered();
    expect(mailsTo(bruno.user.email).map((mail) => mail.subject)).toEqual([
      fill(em.subjects.message, { name: 'Alice Productrice' }),
    ]);
  });
});
