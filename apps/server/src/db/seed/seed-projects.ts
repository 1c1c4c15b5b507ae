import { notificationTexts, projectMessages, taskMessages } from '@plateau/shared';
import { fill } from '@plateau/shared/messages/fill';
import { projectJoinRequests, projectMembers, projects, taskComments, tasks } from '../schema';
import { between, later, type SeedContext } from './context';
import type { DemoProject } from './project-types';
import { daysFromNow, isoDate } from './random';
import { isOld } from './seed-network';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type ProjectCounts = {
  projects: number;
  projectMembers: number;
  joinRequests: number;
  tasks: number;
  taskComments: number;
};

/** Inserts the standard projects with their members, join requests, tasks and task comments. */
export async function seedProjects(ctx: SeedContext, demoProjects: DemoProject[]): Promise<ProjectCounts> {
  const { random, now } = ctx;
  const projectRows: Array<typeof projects.$inferInsert> = [];
  const memberRows: Array<typeof projectMembers.$inferInsert> = [];
  const requestRows: Array<typeof projectJoinRequests.$inferInsert> = [];
  const taskRows: Array<typeof tasks.$inferInsert> = [];
  const commentRows: Array<typeof taskComments.$inferInsert> = [];
  const soon = (from: Date, days: number): Date =>
    new Date(Math.min(from.getTime() + days * DAY_MS, now.getTime()));
  const afterJoin = (userId: string, moment: Date): Date => later(moment, soon(ctx.joinedAt(userId), 1 / 24));

  for (const project of demoProjects) {
    const projectId = ctx.uuid();
    const ownerId = ctx.idOf(project.ownerEmail);
    const createdAt = later(
      ctx.ago(project.createdDaysAgo),
      new Date(ctx.joinedAt(ownerId).getTime() + HOUR_MS),
    );
    const afterCreation = new Date(createdAt.getTime() + HOUR_MS);
    projectRows.push({
      id: projectId,
      userId: ownerId,
      title: project.title,
      description: project.description,
      category: project.category,
      status: project.status,
      budget: project.budget,
      deadline: project.deadlineInDays === null ? null : isoDate(daysFromNow(now, project.deadlineInDays)),
      startDate: project.startInDays === null ? null : isoDate(daysFromNow(now, project.startInDays)),
      coverImage: null,
      requiredRoles: project.requiredRoles,
      memberVisibilityDefault: project.memberVisibility,
      tags: project.tags,
      projectLocation: project.location,
      targetAudience: project.targetAudience,
      genre: project.genre,
      durationEstimate: project.durationEstimate,
      experienceLevel: project.experienceLevel,
      projectType: project.projectType,
      equipmentProvided: project.provided.equipment,
      cateringProvided: project.provided.catering,
      transportProvided: project.provided.transport,
      accommodationProvided: project.provided.accommodation,
      additionalBenefits: project.additionalBenefits,
      createdAt,
      updatedAt: between(random, createdAt, soon(createdAt, 10)),
    });

    const approvedAt = new Map<string, Date>();
    for (const request of project.joinRequests) {
      const userId = ctx.idOf(request.email);
      const requestedAt = afterJoin(userId, between(random, afterCreation, soon(afterCreation, 12)));
      const answeredAt =
        request.status === 'en attente' ? requestedAt : soon(requestedAt, random.int(1, 72) / 24);
      if (request.status === 'approuvé') approvedAt.set(userId, answeredAt);
      requestRows.push({
        id: ctx.uuid(),
        projectId,
        userId,
        role: request.role,
        message: request.message ?? null,
        status: request.status,
        createdAt: requestedAt,
        updatedAt: answeredAt,
      });
    }

    for (const member of project.members) {
      const userId = ctx.idOf(member.email);
      const addedAt =
        approvedAt.get(userId) ?? afterJoin(userId, between(random, afterCreation, soon(afterCreation, 8)));
      memberRows.push({
        id: ctx.uuid(),
        projectId,
        userId,
        role: member.role,
        status: 'membre',
        showProfile: member.showProfile ?? true,
        displayName: member.displayName ?? null,
        createdAt: addedAt,
        updatedAt: addedAt,
      });
      ctx.notifications.push({
        id: ctx.uuid(),
        userId,
        type: 'project',
        content: fill(notificationTexts.inProject, {
          sentence: fill(projectMessages.notifications.memberAdded, { role: member.role }),
          project: project.title,
        }),
        relatedId: projectId,
        read: isOld(ctx, addedAt),
        createdAt: addedAt,
      });
    }

    for (const demoTask of project.tasks) {
      const taskId = ctx.uuid();
      const due = demoTask.dueInDays === null ? null : daysFromNow(now, demoTask.dueInDays);
      // A task is created before its due date when that date is already past.
      const latestCreation =
        due && due < now ? new Date(Math.max(due.getTime() - 2 * DAY_MS, afterCreation.getTime())) : now;
      const taskCreatedAt = between(random, afterCreation, latestCreation);
      const updatedAt = demoTask.status === 'à faire' ? taskCreatedAt : between(random, taskCreatedAt, now);
      const assigneeId = demoTask.assigneeEmail === null ? null : ctx.idOf(demoTask.assigneeEmail);
      taskRows.push({
        id: taskId,
        projectId,
        title: demoTask.title,
        description: demoTask.description,
        status: demoTask.status,
        dueDate: due ? isoDate(due) : null,
        assignedTo: assigneeId,
        createdAt: taskCreatedAt,
        updatedAt,
      });
      if (assigneeId && assigneeId !== ownerId) {
        ctx.notifications.push({
          id: ctx.uuid(),
          userId: assigneeId,
          type: 'task',
          content: fill(notificationTexts.inProject, {
            sentence: fill(taskMessages.notifications.assigned, { title: demoTask.title }),
            project: project.title,
          }),
          relatedId: projectId,
          taskId,
          read: isOld(ctx, taskCreatedAt),
          createdAt: taskCreatedAt,
        });
      }
      let commentedAt = taskCreatedAt;
      for (const comment of demoTask.comments) {
        const from = afterJoin(ctx.idOf(comment.authorEmail), soon(commentedAt, 1 / 1440));
        commentedAt = between(random, from, soon(from, 2));
        commentRows.push({
          id: ctx.uuid(),
          taskId,
          userId: ctx.idOf(comment.authorEmail),
          content: comment.content,
          createdAt: commentedAt,
        });
      }
    }
  }

  // A batch may hold no member, request, task or comment: an empty insert is not valid SQL.
  if (projectRows.length > 0) await ctx.tx.insert(projects).values(projectRows);
  if (memberRows.length > 0) await ctx.tx.insert(projectMembers).values(memberRows);
  if (requestRows.length > 0) await ctx.tx.insert(projectJoinRequests).values(requestRows);
  if (taskRows.length > 0) await ctx.tx.insert(tasks).values(taskRows);
  if (commentRows.length > 0) await ctx.tx.insert(taskComments).values(commentRows);

  return {
    projects: projectRows.length,
    projectMembers: memberRows.length,
    joinRequests: requestRows.length,
    tasks: taskRows.length,
    taskComments: commentRows.length,
  };
}
