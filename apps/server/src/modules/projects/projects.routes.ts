import {
  projectMessages as m,
  projectCreateSchema,
  projectIdParamsSchema,
  projectListQuerySchema,
  projectListSchema,
  projectResultSchema,
  projectStatusUpdateSchema,
  projectUpdateSchema,
} from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { getActor } from '../../auth/session';
import { runCommand } from '../../lib/command';
import { decodeCursor } from '../../lib/cursor';
import { forbidden, notFound } from '../../lib/errors';
import { limitWrites } from '../../lib/rate-limit';
import { errorResponses, membersOnly } from '../../lib/route-kit';
import { removeStoredCover, resolveCover } from './cover-image';
import { requireOwnedProject, requireProject } from './projects.access';
import { createProject, deleteProject, setProjectStatus, updateProject } from './projects.commands';
import { canDeleteProject } from './projects.policy';
import { presentProjectCard, presentProjectDetail } from './projects.presenter';
import { findProject, listProjects, projectStats } from './projects.service';

const tags = ['Projets'];

/** The detail as the actor sees it, read after a write or for GET. */
async function loadDetail(app: FastifyInstance, actor: Actor | null, id: string) {
  const [loaded, stats] = await Promise.all([requireProject(app.db, actor, id), projectStats(app.db, id)]);
  return presentProjectDetail({ actor, ...loaded, stats });
}

/** GET /api/projects/:id: members and visitors (spec 2 §2, the team under the visibility rules). */
export async function projectPublicRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/projects/:id', {
    schema: {
      tags,
      summary: 'Un projet : champs, créateur, ma relation au projet, statistiques et droits',
      params: projectIdParamsSchema,
      response: { 200: projectResultSchema, ...errorResponses },
    },
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

  app.get('/api/projects', {
    schema: {
      tags,
      summary:
        'Liste des projets (recherche sans accents, catégorie, statut, recrutement ; pages par curseur)',
      querystring: projectListQuerySchema,
      response: { 200: projectListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const cursor = decodeCursor(request.query.cursor, m.invalidCursor);
      const page = await listProjects(app.db, request.query, cursor);
      return { items: page.rows.map(presentProjectCard), nextCursor: page.nextCursor };
    },
  });

  app.post('/api/projects', {
    schema: {
      tags,
      summary: 'Créer un projet (statut « en préparation »)',
      body: projectCreateSchema,
      response: { 201: projectResultSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      requireConfirmedEmail(actor);
      const coverImage = await resolveCover(app, actor.id, request.body.coverImage, null);
      const project = await runCommand(app, (tx, events) =>
        createProject(tx, events, { ownerId: actor.id, fields: { ...request.body, coverImage } }),
      );
      return reply.status(201).send({ project: await loadDetail(app, actor, project.id) });
    },
  });

  app.patch('/api/projects/:id', {
    schema: {
      tags,
      summary: 'Modifier un projet (créateur seulement)',
      params: projectIdParamsSchema,
      body: projectUpdateSchema,
      response: { 200: projectResultSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const { id } = request.params;
      const current = await findProject(app.db, id);
      if (!current) throw notFound(m.notFound);
      if (current.project.userId !== actor.id) throw forbidden(m.notOwnerEdit);
      const { coverImage, ...fields } = request.body;
      const cover =
        coverImage === undefined
          ? current.project.coverImage
          : await resolveCover(app, actor.id, coverImage, current.project.coverImage);
      const saved = await runCommand(app, async (tx, events) => {
        const project = await requireOwnedProject(tx, actor, id, m.notOwnerEdit);
        const row = await updateProject(tx, events, { project, fields: { ...fields, coverImage: cover } });
        return { row, previousCover: project.coverImage };
      });
      if (saved.previousCover !== saved.row.coverImage) await removeStoredCover(app, saved.previousCover);
      return { project: await loadDetail(app, actor, id) };
    },
  });

  app.put('/api/projects/:id/status', {
    schema: {
      tags,
      summary: 'Changer le statut du projet (créateur seulement)',
      params: projectIdParamsSchema,
      body: projectStatusUpdateSchema,
      response: { 200: projectResultSchema, ...errorResponses },
    },
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

  app.delete('/api/projects/:id', {
    schema: {
      tags,
      summary:
        'Supprimer un projet avec ses tâches, demandes, membres et notifications (créateur ou administrateur)',
      params: projectIdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      const { id } = request.params;
      const cover = await runCommand(app, async (tx, events) => {
        const row = await findProject(tx, id, true);
        if (!row) throw notFound(m.notFound);
        if (!canDeleteProject(actor, { ownerId: row.project.userId })) throw forbidden(m.notAllowedDelete);
        await deleteProject(tx, events, { projectId: id });
        return row.project.coverImage;
      });
      await removeStoredCover(app, cover);
      return reply.status(204).send(null);
    },
  });
}
