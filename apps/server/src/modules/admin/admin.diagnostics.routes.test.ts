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
});
