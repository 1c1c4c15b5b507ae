import { and, eq, isNotNull, like, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deletedAccountRetentionDays } from '../../auth/deleted-account';
import { verifyPassword } from '../../auth/password';
import { deleteResetTokensOf } from '../../auth/reset-token';
import { revokeSessions } from '../../auth/revoke-sessions';
import type { Db } from '../../db/client';
import {
  accounts,
  profileViews,
  projectJoinRequests,
  projectMembers,
  projects,
  sessions,
  taskComments,
  tasks,
  uploads,
  users,
} from '../../db/schema';
import {
  type AccountDataPart,
  deactivateAccountData,
  purgeAccountData,
  removeAccountFiles,
} from '../../lib/account-data';
import { runCommand } from '../../lib/command';
import { storedColumns } from '../../lib/stored-columns';
import { uploadFolderOf } from '../uploads';

export { deletedAccountRetentionDays };

/** True when the password is the member's current one. */
export async function checkPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const [account] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  if (!account?.password) return false;
  return verifyPassword(account.password, password);
}

/**
 * Deactivates the account at once (issue 29): marked deleted (no session of it is accepted any more, others
 * see 'Utilisateur supprimé'), each area's deletion part in the same transaction (pending requests
 * withdrawn, their notifications removed, file addresses cleared), then the files removed from storage,
 * the reset links and the sessions ended.
 */
export async function deactivateAccount(
  app: FastifyInstance,
  userId: string,
  now = new Date(),
): Promise<void> {
  await runCommand(app, async (tx, events) => {
    await tx.update(users).set({ deletedAt: now, updatedAt: now }).where(eq(users.id, userId));
    await deactivateAccountData(tx, events, app, userId);
  });
  await removeAccountFiles(app, userId);
  await deleteResetTokensOf(app.db, userId);
  await revokeSessions(app, userId);
}

/** Purges accounts deleted more than 30 days ago: each area's part (files), then the rows by cascade. */
export async function purgeDeletedAccounts(app: FastifyInstance, now = new Date()): Promise<number> {
  const limit = new Date(now.getTime() - deletedAccountRetentionDays * 24 * 60 * 60 * 1000);
  const due = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletedAt), lt(users.deletedAt, limit)))
    .limit(500);
  for (const { id } of due) {
    await purgeAccountData(app, id);
    await app.db.delete(users).where(eq(users.id, id));
  }
  return due.length;
}

/**
 * The profile, sessions and sign-in accounts (no password hash, no token), profile views, and the avatar
 * files. The projects and tasks rows stay here until the projects area registers its own part.
 */
export const usersAccountData: AccountDataPart = {
  export: async (db, userId) => {
    const [user] = await db.select(storedColumns(users)).from(users).where(eq(users.id, userId)).limit(1);
    const [sessionRows, accountRows, views, ownedProjects, memberships, joinRequests, assigned, comments] =
      await Promise.all([
        db
          .select({
            id: sessions.id,
            createdAt: sessions.createdAt,
            expiresAt: sessions.expiresAt,
            ipAddress: sessions.ipAddress,
            userAgent: sessions.userAgent,
          })
          .from(sessions)
          .where(eq(sessions.userId, userId)),
        db
          .select({ id: accounts.id, providerId: accounts.providerId, createdAt: accounts.createdAt })
          .from(accounts)
          .where(eq(accounts.userId, userId)),
        db
          .select()
          .from(profileViews)
          .where(or(eq(profileViews.viewerId, userId), eq(profileViews.profileId, userId))),
        db.select().from(projects).where(eq(projects.userId, userId)),
        db.select().from(projectMembers).where(eq(projectMembers.userId, userId)),
        db.select().from(projectJoinRequests).where(eq(projectJoinRequests.userId, userId)),
        db.select().from(tasks).where(eq(tasks.assignedTo, userId)),
        db.select().from(taskComments).where(eq(taskComments.userId, userId)),
      ]);
    return {
      profile: user ?? null,
      sessions: sessionRows,
      accounts: accountRows,
      profileViews: views,
      projects: ownedProjects,
      projectMemberships: memberships,
      projectJoinRequests: joinRequests,
      assignedTasks: assigned,
      taskComments: comments,
    };
  },
  purge: async (app, userId) => {
    await app.storage.deletePrefix(uploadFolderOf('avatar', userId));
  },
  // The photo goes at once; a reactivated account has none until its owner sends another.
  deactivate: async (tx, _events, userId) => {
    await tx.update(users).set({ avatarUrl: null }).where(eq(users.id, userId));
  },
  removeFiles: async (app, userId) => {
    await app.storage.deletePrefix(uploadFolderOf('avatar', userId));
    await app.db
      .delete(uploads)
      .where(and(eq(uploads.userId, userId), like(uploads.key, `${uploadFolderOf('avatar', userId)}%`)));
  },
};
