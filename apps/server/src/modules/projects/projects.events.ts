import { isId, projectRoom, type TaskChange, type TaskStatus } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { CommandEvents } from '../../lib/command';
import { isoString } from '../../lib/iso-string';
import { findProject } from './projects.service';

/** Requests, members, roles, status or fields of a project changed: its page refetches. */
export function projectChanged(events: CommandEvents, projectId: string): void {
  events.add(projectRoom(projectId), { type: 'project.changed', projectId });
}

/**
 * A task of the project was created, edited, moved, deleted or commented: one `task.changed` to the
 * project's room (the tasks area's writes, and a removed member's unassignment). The status and updated_at after
 * the write let boards apply a move at once and ignore an event they already show (last write wins); the
 * status before an edit tells whether the project's count of finished tasks changed.
 */
export function taskChanged(
  events: CommandEvents,
  input: {
    projectId: string;
    taskId: string;
    change: TaskChange;
    status?: TaskStatus;
    previousStatus?: TaskStatus;
    updatedAt?: Date;
  },
): void {
  events.add(projectRoom(input.projectId), {
    type: 'task.changed',
    projectId: input.projectId,
    taskId: input.taskId,
    change: input.change,
    ...(input.status ? { status: input.status } : {}),
    ...(input.previousStatus ? { previousStatus: input.previousStatus } : {}),
    ...(input.updatedAt ? { updatedAt: isoString(input.updatedAt) } : {}),
  });
}

/**
 * `project:<id>` rooms: any signed-in member who may open the project page may follow it (spec 2 §6:
 * every member views a project); payloads carry ids only, the team itself is filtered by the API.
 */
export function registerProjectRoom(app: FastifyInstance): void {
  app.realtime.registerRoom('project', async (_actor, id) => {
    if (!isId(id)) return false;
    return (await findProject(app.db, id)) !== null;
  });
}
