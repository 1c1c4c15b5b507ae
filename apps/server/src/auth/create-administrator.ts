import { adminMessages, createAdminSchema } from '@plateau/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { createAuth } from './auth';
import { assertAcceptableNewPassword } from './password-policy';

export type NewAdministrator = { name: string; email: string; password: string };

/** A refusal the command line prints as is (French). */
export class AdministratorRefused extends Error {}

/**
 * Creates an administrator account through better-auth, with the sign-up rules (spec 1 §5), like
 * POST /api/admin/admins. With `firstOnly`, refuses when an administrator already exists (then use /create-admin).
 */
export async function createAdministrator(
  deps: { db: Db; auth: ReturnType<typeof createAuth> },
  input: NewAdministrator,
  options: { firstOnly: boolean },
): Promise<{ id: string; email: string }> {
  const parsed = createAdminSchema.safeParse({ ...input, confirmPassword: input.password });
  if (!parsed.success) {
    throw new AdministratorRefused(parsed.error.issues.map((issue) => issue.message).join('\n'));
  }
  const { name, email, password } = parsed.data;
  try {
    assertAcceptableNewPassword(password, { email, name }, 'password');
  } catch (error) {
    throw new AdministratorRefused(error instanceof Error ? error.message : String(error));
  }
  if (options.firstOnly) {
    const [existing] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .limit(1);
    if (existing) throw new AdministratorRefused(adminMessages.cli.adminExists);
  }
  const taken = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (taken.length > 0) throw new AdministratorRefused(adminMessages.errors.emailTaken);
  const created = await deps.auth.api.signUpEmail({ body: { name, email, password } });
  const id = created.user.id;
  await deps.db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, id));
  // The sign-up opened a session nobody holds.
  await deps.db.delete(sessions).where(eq(sessions.userId, id));
  return { id, email };
}
