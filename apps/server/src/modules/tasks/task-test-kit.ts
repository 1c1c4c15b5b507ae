import { eq } from 'drizzle-orm';
import { notifications, taskComments, tasks } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { buildProjectMember } from '../../test/project-factories';
import type { TestContext } from '../../test/test-app';

/** The task row as stored now. */
export async function storedTask(ctx: TestContext, id: string) {
  const [row] = await ctx.db.select().from(tasks).where(eq(tasks.id, id));
  return row ?? null;
}

/** Every task of a project. */
export const projectTasks = (ctx: TestContext, projectId: string) =>
  ctx.db.select().from(tasks).where(eq(tasks.projectId, projectId));

/** Every comment of a task. */
export const commentsOf = (ctx: TestContext, taskId: string) =>
  ctx.db.select().from(taskComments).where(eq(taskComments.taskId, taskId));

/** The 'task' notifications a member received. */
export const taskNotificationsOf = async (ctx: TestContext, userId: string) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (row) => row.type === 'task',
  );

/** Zoé, a member of the project who hides her profile (no display name): 'Membre anonyme' to others. */
export async function buildAnonymousMember(ctx: TestContext, projectId: string) {
  const hidden = await buildSignedInUser(ctx, { fullName: 'Zoé Discrète' });
  await buildProjectMember(ctx.db, {
    projectId,
    userId: hidden.user.id,
    showProfile: false,
    displayName: null,
  });
  return hidden;
}
