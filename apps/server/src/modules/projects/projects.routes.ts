import { endpoints, projectMessages as m } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from '../../auth/actor';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { getActor } from '../../auth/session';
import { runCommand } from '../../lib/command';
import { keysetCursor } from '../../lib/cursor';
import { limitWrites } from '../../lib/rate-limit';
import { membersOnly, route } from '../../lib/route-kit';
import { removeStoredCover, resolveCover } from './cover-image';
import { requireDeletableProject, requireOwnedProject, requireProjectDetail } from './projects.access';
import { createProject, deleteProject, setProjectStatus, updateProject } from './projects.commands';
import { presentProjectCard, presentProjectDetail } from './projects.presenter';
import { listProjects } from './projects.service';

const tags = ['Projets'];

/** The detail as the actor sees it, read after a write or for GET. */
async function loadDetail(app: FastifyInstance, actor: Actor | null, id: string) {
  return presentProjectDetail(actor, await requireProjectDetail(app.db, actor, id));
}

/** GET /api/projects/:id: members and visitors (spec 2 §2, the team under the visibility rules). */
export async function projectPublicRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  route(app, endpoints.projects.detail, {
    tags,
    summary: 'Un projet : champs, créateur, ma relation au projet, statistiques et droits',
    compiledSerializer: true,
    handler: async (request) => ({
      project: await loadDetail(app, await getActor(request), request.params.id),
    }),
  });
}

/** The members-only project routes: list, create, edit, status, delete. */
export async function projectRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);
  limitWrites(app, 'project');

  route(app, endpoints.projects.list, {
    tags,
    summary: 'Liste des projets (recherche sans accents, catégorie, statut, recrutement ; pages par curseur)',
    compiledSerializer: true,
    handler: async (request) => {
      const cursor = keysetCursor.decode(request.query.cursor);
      const page = await listProjects(app.db, request.query, cursor);
      return { items: page.rows.map(presentProjectCard), nextCursor: page.nextCursor };
    },
  });

  route(app, endpoints.projects.create, {
    tags,
    summary: 'Créer un projet (statut « en préparation »)',
    handler: async (request, _reply) => {
      const { actor } = request;
      requireConfirmedEmail(actor);
      const coverImage = await resolveCover(app, actor.id, request.body.coverImage, null);
      const project = await runCommand(app, (tx, events) =>
        createProject(tx, events, { ownerId: actor.id, fields: { ...request.body, coverImage } }),
      );
      return { project: await loadDetail(app, actor, project.id) };
    },
  });

  route(app, endpoints.projects.update, {
    tags,
    summary: 'Modifier un projet (créateur seulement)',
    handler: async (request) => {
      const { actor } = request;
      const { id } = request.params;
      const current = await requireOwnedProject(app.db, actor, id, m.notOwnerEdit, false);
      const { coverImage, ...fields } = request.body;
      const cover =
        coverImage === undefined
          ? current.coverImage
          : await resolveCover(app, actor.id, coverImage, current.coverImage);
      const saved = await runCommand(app, async (tx, events) => {
        const project = await requireOwnedProject(tx, actor, id, m.notOwnerEdit);
        const row = await updateProject(tx, events, { project, fields: { ...fields, coverImage: cover } });
        return { row, previousCover: project.coverImage };
      });
      if (saved.previousCover !== saved.row.coverImage) await removeStoredCover(app, saved.previousCover);
      return { project: await loadDetail(app, actor, id) };
    },
  });

  route(app, endpoints.projects.setStatus, {
    tags,
    summary: 'Changer le statut du projet (créateur seulement)',
    handler: async (request) => {
      const { actor } = request;
      const { id } = request.params;
      await runCommand(app, async (tx, events) => {
        await requireOwnedProject(tx, actor, id);
        await setProjectStatus(tx, events, { projectId: id, status: request.body.status });
      });
      return { project: await loadDetail(app, actor, id) };
    },
  });

  route(app, endpoints.projects.remove, {
    tags,
    summary:
      'Supprimer un projet avec ses tâches, demandes, membres et notifications (créateur ou administrateur)',
    handler: async (request, _reply) => {
      const { actor } = request;
      const { id } = request.params;
      const cover = await runCommand(app, async (tx, events) => {
        const project = await requireDeletableProject(tx, actor, id);
        await deleteProject(tx, events, { projectId: id });
        return project.coverImage;
      });
      await removeStoredCover(app, cover);
      return undefined;
    },
  });
}
