import { addDays, calendarDay, plateauTimeZone } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { buildTask } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';
// biome-ignore lint/style/noRestrictedImports: the projects area's test cast (a test helper, not runtime code)
import { buildCast } from '../projects/project-test-kit';
import { sendTaskReminders } from './task-reminders';
import { taskNotificationsOf } from './task-test-kit';

let ctx: TestContext;
let other: TestContext;
beforeAll(async () => {
  // Two app instances on one database, as two servers behind a load balancer.
  [ctx, other] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([ctx.app.close(), other.app.close()]);
});

// A fixed instant far from the seed's and other tests' dates: 15 June 2031, noon in Paris.
const now = new Date('2031-06-15T10:00:00Z');
const today = calendarDay(now, plateauTimeZone);

describe('due-date reminders', () => {
  it('reminds the assignee once the day before, even when run twice and by two instances at once', async () => {
    const cast = await buildCast(ctx, { title: 'Le Phare' });
    const task = await buildTask(ctx.db, {
      projectId: cast.project.id,
      title: 'Rendre le devis',
      dueDate: addDays(today, 1),
      assignedTo: cast.projectMember.user.id,
    });
    await Promise.all([sendTaskReminders(ctx.app, now), sendTaskReminders(other.app, now)]);
    await sendTaskReminders(ctx.app, now);
    const received = await taskNotificationsOf(ctx, cast.projectMember.user.id);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      content: 'Rappel : la tâche « Rendre le devis » du projet « Le Phare » est à rendre demain.',
      relatedId: cast.project.id,
      taskId: task.id,
    });
  });

  it('reminds again for a new due date', async () => {
    const cast = await buildCast(ctx);
    const task = await buildTask(ctx.db, {
      projectId: cast.project.id,
      dueDate: addDays(today, 1),
      assignedTo: cast.owner.user.id,
    });
    await sendTaskReminders(ctx.app, now);
    await ctx.db
      .update(tasks)
      .set({ dueDate: addDays(today, 2) })
      .where(eq(tasks.id, task.id));
    await sendTaskReminders(ctx.app, now);
    expect(await taskNotificationsOf(ctx, cast.owner.user.id)).toHaveLength(1);
    await sendTaskReminders(ctx.app, new Date(now.getTime() + 24 * 60 * 60 * 1000));
    expect(await taskNotificationsOf(ctx, cast.owner.user.id)).toHaveLength(2);
  });

  it('tells the assignee the day a task becomes late, not for finished or unassigned tasks', async () => {
    const cast = await buildCast(ctx, { title: 'Le Phare' });
    const yesterday = addDays(today, -1);
    await buildTask(ctx.db, {
      projectId: cast.project.id,
      title: 'Monter le teaser',
      dueDate: yesterday,
      assignedTo: cast.projectMember.user.id,
    });
    await buildTask(ctx.db, {
      projectId: cast.project.id,
      dueDate: yesterday,
      status: 'terminé',
      assignedTo: cast.owner.user.id,
    });
    await buildTask(ctx.db, { projectId: cast.project.id, dueDate: yesterday });
    await sendTaskReminders(ctx.app, now);
    await sendTaskReminders(other.app, now);
    expect((await taskNotificationsOf(ctx, cast.projectMember.user.id)).map((row) => row.content)).toEqual([
      'La tâche « Monter le teaser » du projet « Le Phare » est en retard : elle était à rendre hier.',
    ]);
    expect(await taskNotificationsOf(ctx, cast.owner.user.id)).toHaveLength(0);
  });
});
