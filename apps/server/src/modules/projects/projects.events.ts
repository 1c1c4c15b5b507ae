import { isId, projectRoom } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { CommandEvents } from '../../lib/command';
import { findProject } from './projects.service';

/** Requests, members, roles, status or fields of a project changed: its page refetches. */
export function projectChanged(events: CommandEvents, projectId: string): void {
  events.add(projectRoom(projectId), { type: 'project.changed', projectId });
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
