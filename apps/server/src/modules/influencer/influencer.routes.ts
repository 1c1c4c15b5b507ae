import { endpoints, influencerPageSize } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../auth/actor';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { getActor } from '../../auth/session';
import type { Db } from '../../db/client';
import { runCommand } from '../../lib/command';
import { keysetCursor } from '../../lib/cursor';
import { membersOnly, route } from '../../lib/route-kit';
import { findMembership } from '../projects';
import { requireApplication, requireInfluencerProject } from './influencer.access';
import { applyToRole, createInfluencerProject, decideApplication } from './influencer.commands';
import { presentApplication, presentCard, presentProject, presentRole } from './influencer.presenter';
import {
  dashboardCounters,
  filledPositions,
  findDetails,
  hasPendingRequest,
  listInfluencerProjects,
  listReceivedApplications,
  listRoles,
  ownerRoles,
} from './influencer.service';

const tags = ['Influenceurs'];
const api = endpoints.influencer;

/** A project's influencer part as the actor sees it: details and roles with positions and 'Postuler'. */
async function loadInfluencerProject(db: Db, actor: Actor | null, id: string) {
  const found = await requireInfluencerProject(db, id);
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
export async function influencerPublicRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.project, {
    tags,
    summary: 'La partie influenceur d’un projet : détails et rôles (postes pourvus, « Postuler »)',
    handler: async (request) => ({
      project: await loadInfluencerProject(app.db, await getActor(request), request.params.id),
    }),
  });
}

/** The members-only routes: list, wizard, applications and the dashboard. */
export async function influencerRoutes(app: FastifyInstance): Promise<void> {
  membersOnly(app);

  route(app, api.list, {
    tags,
    summary: 'Projets influenceurs (recherche, plateforme ; pages par curseur)',
    compiledSerializer: true,
    handler: async (request) => {
      const cursor = keysetCursor.decode(request.query.cursor);
      const page = await listInfluencerProjects(
        app.db,
        { ...request.query, limit: influencerPageSize },
        cursor,
      );
      return { items: page.rows.map(presentCard), nextCursor: page.nextCursor };
    },
  });

  route(app, api.create, {
    tags,
    summary: 'Publier un projet influenceur (les quatre étapes de l’assistant, rôles compris)',
    handler: async (request) => {
      const { actor } = request;
      requireConfirmedEmail(actor);
      const project = await runCommand(app, (tx, events) =>
        createInfluencerProject(tx, events, { ownerId: actor.id, fields: request.body }),
      );
      return { project: await loadInfluencerProject(app.db, actor, project.id) };
    },
  });

  route(app, api.apply, {
    tags,
    summary: 'Postuler à un rôle (une demande « en attente » avec l’intitulé du rôle)',
    handler: async (request) => {
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
      return { application: presentApplication(await requireApplication(app.db, application.id), actor) };
    },
  });

  route(app, api.applications, {
    tags,
    summary: 'Candidatures reçues sur mes projets, compteurs et mes rôles',
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

  route(app, api.decide, {
    tags,
    summary: 'Accepter ou refuser une candidature (créateur du projet, tant qu’elle est en attente)',
    handler: async (request) => {
      const { actor } = request;
      const id = await runCommand(app, (tx, events) =>
        decideApplication(tx, events, {
          actor,
          applicationId: request.params.id,
          status: request.body.status,
        }),
      );
      return { application: presentApplication(await requireApplication(app.db, id), actor) };
    },
  });
}
