import { adminMessages, messages } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { buildUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { AdministratorRefused, createAdministrator } from './create-administrator';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
const deps = () => ({ db: ctx.db, auth: ctx.app.auth });
const unique = () => `premier-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@plateau.fr`;

describe('npm run create-admin (createAdministrator)', () => {
  it('creates an administrator who can sign in at once, with no session left open', async () => {
    const email = unique();
    const created = await createAdministrator(
      deps(),
      { name: 'Première Admin', email, password: 'clap-de-fin-2026' },
      { firstOnly: false },
    );
    const [row] = await ctx.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ role: 'admin', emailVerified: true, fullName: 'Première Admin' });
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, created.id))).toHaveLength(0);
    const signIn = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'clap-de-fin-2026' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses the sign-up password rules, a bad e-mail and a used e-mail in French, creating nothing', async () => {
    const email = unique();
    await expect(
      createAdministrator(deps(), { name: 'A', email, password: 'court' }, { firstOnly: false }),
    ).rejects.toBeInstanceOf(AdministratorRefused);
    await expect(
      createAdministrator(
        deps(),
        { name: 'Admin', email: 'pas-un-email', password: 'clap-de-fin-2026' },
        { firstOnly: false },
      ),
    ).rejects.toBeInstanceOf(AdministratorRefused);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const taken = await buildUser(ctx.db);
    await expect(
      createAdministrator(
        deps(),
        { name: 'Admin', email: taken.email, password: 'clap-de-fin-2026' },
        { firstOnly: false },
      ),
    ).rejects.toThrow(adminMessages.errors.emailTaken);
  });

  it('refuses a password built on the site’s name or a common word with digits (issue 27, item 12)', async () => {
    const email = unique();
    for (const [password, message] of [
      ['Plateau2024', messages.auth.passwordLikeIdentity],
      ['soleil123', messages.auth.passwordTooCommon],
      ['aaaaaaaa', messages.auth.passwordRepeated],
    ] as const) {
      await expect(
        createAdministrator(deps(), { name: 'Admin', email, password }, { firstOnly: false }),
      ).rejects.toThrow(message);
    }
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses when an administrator already exists and firstOnly is asked', async () => {
    await buildUser(ctx.db, { role: 'admin' });
    const email = unique();
    await expect(
      createAdministrator(
        deps(),
        { name: 'Deuxième Admin', email, password: 'clap-de-fin-2026' },
        { firstOnly: true },
      ),
    ).rejects.toThrow(adminMessages.cli.adminExists);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});
