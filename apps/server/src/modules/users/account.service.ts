import { and, eq, getTableColumns, isNotNull, lt, or, type Table } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password';
import { forgetUserSessions } from '../../auth/session';
import type { Db } from '../../db/client';
import {
  accounts,
  articleComments,
  connections,
  messages,
  news,
  notifications,
  portfolioItems,
  profileViews,
  projectJoinRequests,
  projectMembers,
  projects,
  sessions,
  taskComments,
  tasks,
  userFavoriteArticles,
  users,
} from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { uploadFolderOf } from '../uploads/uploads.service';

/** A table's columns without derived search columns (not data about the member). */
function storedColumns<T extends Table>(table: T) {
  const derived = new Set(['searchText', 'searchVector', 'sortName']);
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).filter(([name]) => !derived.has(name)),
  ) as ReturnType<typeof getTableColumns<T>>;
}

/** Privacy policy: a deleted account's data are kept 30 days, then purged. */
export const deletedAccountRetentionDays = 30;

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

/** Deactivates the account at once: marked deleted, every session revoked. */
export async function deactivateAccount(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ deletedAt: now, updatedAt: now }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
  forgetUserSessions(userId);
}

/** Purges accounts deleted more than 30 days ago: their rows (cascading) and their files. */
export async function purgeDeletedAccounts(db: Db, storage: Storage, now = new Date()): Promise<number> {
  const limit = new Date(now.getTime() - deletedAccountRetentionDays * 24 * 60 * 60 * 1000);
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletedAt), lt(users.deletedAt, limit)))
    .limit(500);
  for (const { id } of due) {
    await storage.deletePrefix(uploadFolderOf('avatar', id));
    await storage.deletePrefix(uploadFolderOf('portfolio', id));
    await db.delete(users).where(eq(users.id, id));
  }
  return due.length;
}

/** Everything stored about a member, for 'Télécharger mes données' (no password hash, no token). */
export async function exportAccount(db: Db, userId: string) {
  const [user] = await db.select(storedColumns(users)).from(users).where(eq(users.id, userId)).limit(1);
  const [
    sessionRows,
    accountRows,
    portfolio,
    views,
    connectionRows,
    messageRows,
    notificationRows,
    ownedProjects,
    memberships,
    joinRequests,
    favorites,
    comments,
    articles,
    assignedTasks,
    taskCommentRows,
  ] = await Promise.all([
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
    db.select().from(portfolioItems).where(eq(portfolioItems.userId, userId)),
    db
      .select()
      .from(profileViews)
      .where(or(eq(profileViews.viewerId, userId), eq(profileViews.profileId, userId))),
    db
      .select()
      .from(connections)
      .where(or(eq(connections.userId, userId), eq(connections.connectedUserId, userId))),
    db
      .select()
      .from(messages)
      .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId))),
    db.select().from(notifications).where(eq(notifications.userId, userId)),
    db.select().from(projects).where(eq(projects.userId, userId)),
    db.select().from(projectMembers).where(eq(projectMembers.userId, userId)),
    db.select().from(projectJoinRequests).where(eq(projectJoinRequests.userId, userId)),
    db.select().from(userFavoriteArticles).where(eq(userFavoriteArticles.userId, userId)),
    db.select().from(articleComments).where(eq(articleComments.userId, userId)),
    db.select(storedColumns(news)).from(news).where(eq(news.authorId, userId)),
    db.select().from(tasks).where(eq(tasks.assignedTo, userId)),
    db.select().from(taskComments).where(eq(taskComments.userId, userId)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: user ?? null,
    sessions: sessionRows,
    accounts: accountRows,
    portfolioItems: portfolio,
    profileViews: views,
    connections: connectionRows,
    messages: messageRows,
    notifications: notificationRows,
    projects: ownedProjects,
    projectMemberships: memberships,
    projectJoinRequests: joinRequests,
    favoriteArticles: favorites,
    articleComments: comments,
    articles,
    assignedTasks,
    taskComments: taskCommentRows,
  };
}
