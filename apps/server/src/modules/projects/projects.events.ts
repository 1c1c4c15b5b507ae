import { projectRoom, userRoom } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { CommandEvents } from './command-shim';
import { findProject } from './projects.service';

/** Requests, members, roles, status or fields of a project changed: its page refetches. */
export function projectChanged(events: CommandEvents, projectId: string): void {
  events.add(projectRoom(projectId), { type: 'project.changed', projectId });
}

/** A member's notifications changed (badge and list). */
export function notificationChanged(
  events: CommandEvents,
  notification: { id: string; userId: string },
): void {
  events.add(userRoom(notification.userId), {
    type: 'notification.changed',
    notificationId: notification.id,
  });
}

/**
 * `project:<id>` rooms: any signed-in member who may open the project page may follow it (spec 2 §6:
 * every member views a project); payloads carry ids only, the team itself is filtered by the API.
 */
export function registerProjectRoom(app: FastifyInstance): void {
  app.realtime.registerRoom('project', async (_actor, id) => {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
    return (await findProject(app.db, id)) !== null;
  });
}
