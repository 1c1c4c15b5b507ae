import { readdirSync } from 'node:fs';
import path from 'node:path';
import { adminMessages } from '@plateau/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

describe('GET /api/admin/diagnostics', () => {
  it('answers 401 to a visitor and 403 to a member', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/admin/diagnostics' })).statusCode).toBe(401);
    const member = await buildSignedInUser(ctx);
    const refused = await ctx.request({
      method: 'GET',
      url: '/api/admin/diagnostics',
      cookie: member.cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(adminMessages.errors.adminOnly);
  });

  it('tells an administrator the database, its migrations, both checks and each table with its columns, never a value', async () => {
    const admin = await buildSignedInUser(ctx, { role: 'admin' });
    const response = await ctx.request({
      method: 'GET',
      url: '/api/admin/diagnostics',
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.database.version).toMatch(/PostgreSQL/);
    expect(body.migrations.length).toBeGreaterThan(0);
    expect(body.readCheck.ok).toBe(true);
    expect(body.readCheck.users).toBeGreaterThan(0);
    expect(body.updateCheck.ok).toBe(true);
    const users = body.tables.find((t: { table: string }) => t.table === 'users');
    expect(users.columns).toBeGreaterThan(10);
    expect(body.tables.map((t: { table: string }) => t.table)).toContain('admin_audit_log');
    expect(body.variables.map((v: { name: string }) => v.name)).toContain('DATABASE_URL');
    if (ctx.app.config.authSecret) expect(response.body).not.toContain(ctx.app.config.authSecret);
  });

  it('probes the storage, mail and realtime drivers: each answers, and no probe object is left', async () => {
    const admin = await buildSignedInUser(ctx, { role: 'admin' });
    const response = await ctx.request({
      method: 'GET',
      url: '/api/admin/diagnostics',
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    const services = response.json().services as Array<{
      name: string;
      driver: string;
      ok: boolean;
      error: string | null;
    }>;
    expect(services.map((service) => [service.name, service.driver, service.ok, service.error])).toEqual([
      ['storage', 'local', true, null],
      ['mail', 'outbox', true, null],
      ['realtime', ctx.app.realtime.busKind, true, null],
    ]);
    const leftover = readdirSync(path.join(ctx.app.config.dataDir, 'uploads'), { recursive: true }).filter(
      (file) => String(file).includes('probe-'),
    );
    expect(leftover).toEqual([]);
  });

  it('shows the job queue: waiting, running and failed per job, and the newest error', async () => {
    const admin = await buildSignedInUser(ctx, { role: 'admin' });
    await ctx.mailDelivered();
    const before = (
      await ctx.request({ method: 'GET', url: '/api/admin/diagnostics', cookie: admin.cookie })
    ).json().jobs;
    expect(before.queues.map((queue: { name: string }) => queue.name)).toEqual(
      expect.arrayContaining(['mail', 'task-reminders', 'account-purge']),
    );
    expect(before.queues.find((queue: { name: string }) => queue.name === 'mail')).toEqual({
      name: 'mail',
      waiting: 0,
      active: 0,
      failed: 0,
    });
    // With the SMTP server unreachable, an e-mail waits for its retry and its error shows.
    const down = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' }, undefined, { realMail: true });
    try {
      const downAdmin = await buildSignedInUser(down, { role: 'admin' });
      await down.app.mailer.send('relance@test.fr', {
        subject: 'Essai',
        text: 'Bonjour',
        html: '<p>Bonjour</p>',
      });
      await down.mailDelivered();
      const jobs = (
        await down.request({ method: 'GET', url: '/api/admin/diagnostics', cookie: downAdmin.cookie })
      ).json().jobs;
      expect(jobs.queues.find((queue: { name: string }) => queue.name === 'mail')).toMatchObject({
        waiting: 1,
        active: 0,
      });
      expect(jobs.lastError).toMatchObject({
        queue: 'mail',
        message: expect.stringContaining('ECONNREFUSED'),
      });
    } finally {
      await down.app.close();
    }
  });

  it('says which driver fails and why, and still answers the rest', async () => {
    const broken = await createTestApp();
    try {
      broken.app.storage.put = async () => {
        throw new Error("EACCES: permission denied, open '/srv/plateau/uploads/diagnostics'");
      };
      broken.app.mailer.verify = async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      };
      const admin = await buildSignedInUser(broken, { role: 'admin' });
      const response = await broken.request({
        method: 'GET',
        url: '/api/admin/diagnostics',
        cookie: admin.cookie,
      });
      expect(response.statusCode).toBe(200);
      const byName = Object.fromEntries(
        (response.json().services as Array<{ name: string; ok: boolean; error: string | null }>).map((s) => [
          s.name,
          s,
        ]),
      );
      expect(byName.storage).toMatchObject({ ok: false, error: expect.stringContaining('EACCES') });
      expect(byName.mail).toMatchObject({ ok: false, error: 'connect ECONNREFUSED 127.0.0.1:587' });
      expect(byName.realtime).toMatchObject({ ok: true, error: null });
      expect(response.json().readCheck.ok).toBe(true);
    } finally {
      await broken.app.close();
    }
  });
});
