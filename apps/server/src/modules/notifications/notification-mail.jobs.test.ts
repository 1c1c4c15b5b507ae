import { notificationMailTexts as em, fill } from '@plateau/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

// Issue 30: a notification queues its e-mail in the same transaction; the queue sends it per the settings.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ messageMailDelaySeconds: 1 });
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
    await expect
      .poll(
        async () => {
          await ctx.mailDelivered();
          return mailsTo(bruno.user.email).map((mail) => mail.subject);
        },
        { timeout: 15_000, interval: 200 },
      )
      .toEqual([fill(em.subjects.message, { name: 'Alice Productrice' })]);
  });
});
