import type { FastifyInstance } from 'fastify';
import { memberPublicRoutes, memberRoutes } from './members.routes';
import { registerProjectRoom } from './projects.events';
import { projectPublicRoutes, projectRoutes } from './projects.routes';

/** The projects area (spec 2): projects, members, join requests and the `project:<id>` room. */
export async function projectsArea(app: FastifyInstance): Promise<void> {
  registerProjectRoom(app);
  await app.register(projectPublicRoutes);
  await app.register(projectRoutes);
  await app.register(memberPublicRoutes);
  await app.register(memberRoutes);
}
