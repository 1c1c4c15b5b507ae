import { projectCoverSources } from '@plateau/shared/rules/category-cover';
import { isId } from '@plateau/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import { registerAccountData } from '../../lib/account-data';
import { registerPageImage } from '../../lib/page-images';
import { registerPageMeta, registerSitemapPages } from '../../lib/page-meta';
import { uploadFolderOf } from '../uploads';
import { memberPublicRoutes, memberRoutes } from './members.routes';
import { withdrawJoinRequestsOf } from './membership.commands';
import { registerProjectRoom } from './projects.events';
import { projectPublicRoutes, projectRoutes } from './projects.routes';
import { findProject, listProjectPages, listProjects } from './projects.service';

export { removeStoredCover } from './cover-image';
export { answerJoinRequest, createJoinRequest } from './membership.commands';
export { deleteProject } from './projects.commands';
export { taskChanged } from './projects.events';
export {
  canManageTasks,
  canTakePartInTeamConversation,
  canViewTasks,
  isProjectOwner,
  type PeopleFacts,
  type PersonSight,
  projectPersonSight,
} from './projects.policy';
export {
  findJoinRequest,
  findMembership,
  findProject,
  findProjectForMember,
  type ProjectRow,
} from './projects.service';

/** The projects area (spec 2): projects, members, join requests and the `project:<id>` room. */
export async function projectsArea(app: FastifyInstance): Promise<void> {
  registerProjectRoom(app);
  // The purge of a deleted account removes its cover files (its projects go with the member's row); the
  // deletion itself withdraws its pending join requests.
  registerAccountData(app, {
    purge: async (server, userId) => {
      await server.storage.deletePrefix(uploadFolderOf('project', userId));
    },
    deactivate: withdrawJoinRequestsOf,
  });
  // The project page's cover, its largest picture: anyone may open the page (GET /api/projects/:id).
  registerPageImage(app, '/projets/:id', async (db, { params: { id = '' } }) => {
    const row = isId(id) ? await findProject(db, id) : null;
    return row ? projectCoverSources(row.project.coverImage, row.project.category) : null;
  });
  // A project page's own title and description, for link previews and search engines; every project is public.
  registerPageMeta(app, '/projets/:id', async (db, { params: { id = '' } }) => {
    const row = isId(id) ? await findProject(db, id) : null;
    return row ? { title: row.project.title, description: row.project.description } : null;
  });
  registerSitemapPages(app, async (db) =>
    (await listProjectPages(db)).map((row) => ({ path: `/projets/${row.id}`, updatedAt: row.updatedAt })),
  );
  // The list's first card's cover, for a member (a visitor sees the gate) on the unfiltered list.
  registerPageImage(app, '/projets', async (db, { search, member }) => {
    if (!member || search.size > 0) return null;
    const [first] = (await listProjects(db, { limit: 1 }, null)).rows;
    return first ? projectCoverSources(first.coverImage, first.category) : null;
  });
  await app.register(projectPublicRoutes);
  await app.register(projectRoutes);
  await app.register(memberPublicRoutes);
  await app.register(memberRoutes);
}
