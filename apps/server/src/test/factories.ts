import { randomUUID } from 'node:crypto';
import type { UserRole } from '@plateau/shared';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { accounts, users } from '../db/schema';
import { cookieFrom, type TestContext } from './test-app';

export const defaultPassword = 'motdepasse-solide';
let passwordHash: Promise<string> | null = null;

export type BuildUserOverrides = Partial<typeof users.$inferInsert> & { role?: UserRole };

/** A unique e-mail address for a test. */
export const uniqueEmail = (prefix = 'membre') => `${prefix}-${randomUUID().slice(0, 8)}@test.fr`;

/** Inserts a member with a password account (the password is `defaultPassword`), address confirmed unless told. */
export async function buildUser(db: Db, overrides: BuildUserOverrides = {}) {
  passwordHash ??= hashPassword(defaultPassword);
  const [user] = await db
    .insert(users)
    .values({ fullName: 'Membre Test', email: uniqueEmail(), emailVerified: true, ...overrides })
    .returning();
  if (!user) throw new Error('insertion du membre impossible');
  await db.insert(accounts).values({
    userId: user.id,
    accountId: user.id,
    providerId: 'credential',
    password: await passwordHash,
  });
  return user;
}

/** Signs a member in through the API and returns the session cookie. */
export async function signIn(ctx: TestContext, email: string, password = defaultPassword): Promise<string> {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`connexion refusée : ${response.body}`);
  return cookieFrom(response);
}

/** A member signed in: the row and its cookie. */
export async function buildSignedInUser(ctx: TestContext, overrides: BuildUserOverrides = {}) {
  const user = await buildUser(ctx.db, overrides);
  return { user, cookie: await signIn(ctx, user.email) };
}

/** The body of an administrator's suspension with its statement of reasons (issue 31, DSA art. 17). */
export const suspensionWithReasons = {
  suspended: true,
  suspension: '7d',
  ground: 'spam',
  facts: 'Messages publicitaires envoyés en masse aux membres.',
} as const;
