import type { FastifyInstance } from 'fastify';
import { calendarPublicRoutes, calendarRoutes } from './calendar.routes';
import { scheduleTaskReminders } from './task-reminders';
import { taskRoutes } from './tasks.routes';

/** The task boards (spec 2): tasks, comments, due-date reminders and the members' calendar feeds. */
export async function tasksArea(app: FastifyInstance): Promise<void> {
  scheduleTaskReminders(app);
  await app.register(taskRoutes);
  await app.register(calendarRoutes);
  await app.register(calendarPublicRoutes);
}
