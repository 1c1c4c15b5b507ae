import {
  calendarDay,
  taskMessages as m,
  plateauTimeZone,
  reminderDueDate,
  type TaskReminderKind,
  taskReminderKinds,
} from '@plateau/shared';
import { fill } from '@plateau/shared/messages/fill';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { projects, taskReminders, tasks, users } from '../../db/schema';
import { runCommand } from '../../lib/command';
import { notify } from '../notifications';

/** The job that sends the reminders, every quarter of an hour. */
export const taskRemindersJob = 'task-reminders';
const batchSize = 500;

/** The assigned, unfinished tasks due on a day that have no reminder of this kind for that date yet. */
async function tasksToRemind(app: FastifyInstance, kind: TaskReminderKind, dueDate: string) {
  return app.db
    .select({
      id: tasks.id,
      title: tasks.title,
      projectId: tasks.projectId,
      projectTitle: projects.title,
      assignedTo: users.id,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .innerJoin(users, eq(users.id, tasks.assignedTo))
    .where(
      and(
        eq(tasks.dueDate, dueDate),
        ne(tasks.status, 'terminé'),
        isNull(users.deletedAt),
        sql`NOT EXISTS (SELECT 1 FROM ${taskReminders} WHERE ${taskReminders.taskId} = ${tasks.id} AND ${taskReminders.kind} = ${kind} AND ${taskReminders.dueDate} = ${dueDate})`,
      ),
    )
    .limit(batchSize);
}

/**
 * Sends the due-date reminders of `now`'s day (Paris time): 'veille' for tasks due tomorrow, 'retard' for
 * tasks due yesterday (the day they become late). Each reminder is claimed by inserting its
 * (task, kind, due date) row with ON CONFLICT DO NOTHING in the transaction that writes the notification:
 * a second run, or another instance running at the same time, finds it claimed and sends nothing.
 * Returns how many reminders this run sent.
 */
export async function sendTaskReminders(app: FastifyInstance, now = new Date()): Promise<number> {
  const today = calendarDay(now, plateauTimeZone);
  let sent = 0;
  for (const kind of taskReminderKinds) {
    const dueDate = reminderDueDate(kind, today);
    for (const task of await tasksToRemind(app, kind, dueDate)) {
      const claimed = await runCommand(app, async (tx, events) => {
        const [claim] = await tx
          .insert(taskReminders)
          .values({ taskId: task.id, kind, dueDate })
          .onConflictDoNothing()
          .returning({ taskId: taskReminders.taskId });
        if (!claim) return false;
        const text = kind === 'veille' ? m.notifications.dueTomorrow : m.notifications.overdue;
        await notify(tx, events, {
          userId: task.assignedTo,
          type: 'task',
          kind: kind === 'veille' ? 'taskDueTomorrow' : 'taskOverdue',
          content: fill(text, { title: task.title, project: task.projectTitle }),
          relatedId: task.projectId,
          taskId: task.id,
        });
        return true;
      }).catch((error: unknown) => {
        // A task deleted meanwhile fails its claim (foreign key): the others still go.
        app.log.warn({ err: error, taskId: task.id }, 'rappel de tâche non envoyé');
        return false;
      });
      if (claimed) sent += 1;
    }
  }
  return sent;
}

/**
 * The reminders on the job queue's scheduler: at start and every 15 minutes, one run per tick for all the
 * instances together (each reminder is claimed anyway, so a second run sends nothing).
 */
export function scheduleTaskReminders(app: FastifyInstance): void {
  app.jobs.define(
    taskRemindersJob,
    async () => {
      const count = await sendTaskReminders(app);
      if (count > 0) app.log.info({ count }, 'rappels de tâches envoyés');
    },
    { policy: 'short', retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 10 * 60 },
  );
  app.jobs.schedule(taskRemindersJob, '*/15 * * * *', { runAtStart: true });
}
