import {
  influencerApplicationCreateSchema,
  influencerApplicationListQuerySchema,
  influencerApplicationParamsSchema,
  influencerApplicationResultSchema,
  influencerCardListSchema,
  influencerDashboardSchema,
  influencerDecisionSchema,
  influencerPageSize,
  influencerProjectCreateSchema,
  influencerProjectListQuerySchema,
  influencerProjectParamsSchema,
  influencerProjectResultSchema,
  influencerRoleParamsSchema,
  influencerMessages as m,
} from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from '../../auth/actor';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { getActor } from '../../auth/session';
import type { Db } from '../../db/client';
import { runCommand } from '../../lib/command';
import { decodeCursor } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { errorResponses, membersOnly } from '../../lib/route-kit';
import { findMembership, findProject } from '../projects';
import { applyToRole, createInfluencerProject, decideApplication } from './influencer.commands';
import { presentApplication, presentCard, presentProject, presentRole } from './influencer.presenter';
import {
  dashboardCounters,
  filledPositions,
  findApplication,
  findDetails,
  hasPendingRequest,
  listInfluencerProjects,
  listReceivedApplications,
  listRoles,
  ownerRoles,
} from './influencer.service';

const tags = ['Influenceurs'];

/** A project's influencer part as the actor sees it: details and roles with positions and 'Postuler'. */
export async function loadInfluencerProject(db: Db, actor: Actor | null, id: string) {
  const found = await findProject(db, id);
  if (!found) throw notFound(m.projectNotFound);
  const [details, roles, membership, pending] = await Promise.all([
    findDetails(db, id),
    listRoles(db, id),
    actor ? findMembership(db, id, actor.id) : null,
    actor ? hasPendingRequest(db, id, actor.id) : false,
  ]);
  const filled = await filledPositions(
    db,
    roles.map((role) => role.id),
  );
  const facts = { ownerId: found.project.userId, isMember: membership !== null, hasPendingRequest: pending };
  return presentProject({
    project: found.project,
    owner: found.owner,
    details,
    roles: roles.map((role) => presentRole(role, actor, facts, filled.get(role.id) ?? 0)),
  });
}

/** GET /api/influencer/projects/:id: for everyone (the project page shows it to visitors too). */
export async function influencerPublicRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/influencer/projects/:id', {
    schema: {
      tags,
      summary: 'La partie influenceur d’un projet : détails et rôles (postes pourvus, « Postuler »)',
      params: influencerProjectParamsSchema,
      response: { 200: influencerProjectResultSchema, ...errorResponses },
    },
    handler: async (request) => ({
      project: await loadInfluencerProject(app.db, await getActor(request), request.params.id),
    }),
  });
}

/** The members-only routes: list, wizard, applications and the dashboard. */
export async function influencerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);

  app.get('/api/influencer/projects', {
    schema: {
      tags,
      summary: 'Projets influenceurs (recherche, plateforme ; pages par curseur)',
      querystring: influencerProjectListQuerySchema,
      response: { 200: influencerCardListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const cursor = decodeCursor(request.query.cursor, m.invalidCursor);
      const page = await listInfluencerProjects(
        app.db,
        { ...request.query, limit: influencerPageSize },
        cursor,
      );
      return { items: page.rows.map(presentCard), nextCursor: page.nextCursor };
    },
  });

  app.post('/api/influencer/projects', {
    schema: {
      tags,
      summary: 'Publier un projet influenceur (les quatre étapes de l’assistant, rôles compris)',
      body: influencerProjectCreateSchema,
      response: { 201: influencerProjectResultSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      requireConfirmedEmail(actor);
      const project = await runCommand(app, (tx, events) =>
        createInfluencerProject(tx, events, { ownerId: actor.id, fields: request.body }),
      );
      return reply.status(201).send({ project: await loadInfluencerProject(app.db, actor, project.id) });
    },
  });

  app.post('/api/influencer/projects/:id/roles/:roleId/applications', {
    schema: {
      tags,
      summary: 'Postuler à un rôle (une demande « en attente » avec l’intitulé du rôle)',
      params: influencerRoleParamsSchema,
      body: influencerApplicationCreateSchema,
      response: { 201: influencerApplicationResultSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      requireConfirmedEmail(actor);
      const application = await runCommand(app, (tx, events) =>
        applyToRole(tx, events, {
          actor,
          candidateName: actor.fullName,
          projectId: request.params.id,
          roleId: request.params.roleId,
          fields: request.body,
        }),
      );
      const row = await findApplication(app.db, application.id);
      if (!row) throw notFound(m.applicationNotFound);
      return reply.status(201).send({ application: presentApplication(row, actor) });
    },
  });

  app.get('/api/influencer/applications', {
    schema: {
      tags,
      summary: 'Candidatures reçues sur mes projets, compteurs et mes rôles',
      querystring: influencerApplicationListQuerySchema,
      response: { 200: influencerDashboardSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const [counters, roles, rows] = await Promise.all([
        dashboardCounters(app.db, actor.id),
        ownerRoles(app.db, actor.id),
        listReceivedApplications(app.db, actor.id, request.query),
      ]);
      return { counters, roles, items: rows.map((row) => presentApplication(row, actor)) };
    },
  });

  app.patch('/api/influencer/applications/:id', {
    schema: {
      tags,
      summary: 'Accepter ou refuser une candidature (créateur du projet, tant qu’elle est en attente)',
      params: influencerApplicationParamsSchema,
      body: influencerDecisionSchema,
      response: { 200: influencerApplicationResultSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const id = await runCommand(app, (tx, events) =>
        decideApplication(tx, events, {
          actor,
          applicationId: request.params.id,
          status: request.body.status,
        }),
      );
      const row = await findApplication(app.db, id);
      if (!row) throw notFound(m.applicationNotFound);
      return { application: presentApplication(row, actor) };
    },
  });
}
