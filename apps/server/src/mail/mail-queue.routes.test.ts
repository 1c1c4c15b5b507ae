import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@plateau/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, uniqueEmail } from '../test/factories';
import { startSmtpSink } from '../test/smtp-sink';
import { createTestApp, type TestContext } from '../test/test-app';

const contexts: TestContext[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  contexts.push(ctx);
});
afterAll(async () => {
  for (const context of contexts) await context.app.close();
});

const requestReset = (context: TestContext, email: string) =>
  context.request({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });

describe('every e-mail goes through the durable queue (issue 30)', () => {
  it('delivers a reset link to a real SMTP server on loopback', async () => {
    const sink = await startSmtpSink();
    const context = await createTestApp({ smtpUrl: sink.url }, undefined, { realMail: true });
    try {
      const user = await buildUser(context.db, { fullName: 'Sacha Smtp' });
      expect((await requestReset(context, user.email)).statusCode).toBe(200);
      const mail = await sink.mailTo(user.email);
      expect(mail.raw).toContain(`To: ${user.email}`);
      expect(mail.raw).toContain('Bonjour Sacha Smtp');
      // Quoted-printable: soft line breaks and '=' escapes.
      const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(text).toContain(`${context.config.publicUrl}/update-password?token=`);
      await context.mailDelivered();
      const stats = await context.app.jobs.stats();
      expect(stats.queues.find((queue) => queue.name === 'mail')).toMatchObject({ waiting: 0, active: 0 });
    } finally {
      // The app first: it closes its pooled SMTP connections, which the sink waits for.
      await context.app.close();
      await sink.close();
    }
  });

  it('writes the e-mail to DATA_DIR/mail when SMTP_URL is unset', async () => {
    const context = await createTestApp({ smtpUrl: undefined }, undefined, { realMail: true });
    contexts.push(context);
    const user = await buildUser(context.db);
    expect((await requestReset(context, user.email)).statusCode).toBe(200);
    await context.mailDelivered();
    const outbox = path.join(context.config.dataDir, 'mail');
    const files = existsSync(outbox) ? readdirSync(outbox) : [];
    const raw = files.map((file) => readFileSync(path.join(outbox, file), 'utf8'));
    expect(raw.filter((text) => text.includes(`To: ${user.email}`))).toHaveLength(1);
  });

  it('retries with exponential backoff while the SMTP server refuses, then delivers once', async () => {
    const sink = await startSmtpSink({ refuse: 2 });
    const context = await createTestApp(
      { smtpUrl: sink.url, mailRetry: { retryLimit: 4, retryDelaySeconds: 1 } },
      undefined,
      { realMail: true },
    );
    try {
      const user = await buildUser(context.db);
      expect((await requestReset(context, user.email)).statusCode).toBe(200);
      await sink.mailTo(user.email);
      expect(sink.attempts).toHaveLength(3);
      const [first = 0, second = 0, third = 0] = sink.attempts;
      // 1 s then 2 s at least (doubling, with jitter up to twice that).
      expect(second - first).toBeGreaterThanOrEqual(1000);
      expect(third - second).toBeGreaterThanOrEqual(2000);
      expect(sink.mails.filter((mail) => mail.to.includes(user.email))).toHaveLength(1);
      // The diagnostics keep the last refusal.
      const stats = await context.app.jobs.stats();
      expect(stats.lastError).toMatchObject({ queue: 'mail' });
      expect(stats.lastError?.message).toContain('451');
    } finally {
      // The app first: it closes its pooled SMTP connections, which the sink waits for.
      await context.app.close();
      await sink.close();
    }
  });

  it('tells the caller in French, with a 503, when the queue cannot store the e-mail', async () => {
    ctx.app.jobs.enqueue = async () => {
      throw new Error('connexion à la base perdue');
    };
    await expect(
      ctx.app.mailer.send(uniqueEmail(), { subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toMatchObject({ status: 503, message: messages.api.mailQueueUnavailable });
  });
});
