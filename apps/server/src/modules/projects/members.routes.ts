import {
  joinRequestAnswerSchema,
  joinRequestCreateSchema,
  joinRequestIdParamsSchema,
  joinRequestListSchema,
  joinRequestResultSchema,
  projectMessages as m,
  memberAddSchema,
  memberCandidateListSchema,
  memberCandidatesQuerySchema,
  memberUpdateSchema,
  memberVisibilityUpdateSchema,
  projectIdParamsSchema,
  projectMemberListSchema,
  projectMemberParamsSchema,
  projectMemberResultSchema,
} from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { getActor } from '../../auth/session';
import { runCommand } from '../../lib/command';
import { forbidden, notFound } from '../../lib/errors';
import { limitWrites } from '../../lib/rate-limit';
import { errorResponses, membersOnly } from '../../lib/route-kit';
import { decodeMemberCursor } from '../messages';
import { listMemberCandidates } from './member-candidates.service';
import {
  addMember,
  answerJoinRequest,
  cancelJoinRequest,
  createJoinRequest,
  removeMember,
  updateMember,
} from './membership.commands';
import { requireOwnedProject, requireProject } from './projects.access';
import { canEditProject, canToggleOwnVisibility, peopleFactsOf } from './projects.policy';
import { presentJoinRequest, presentMember, presentTeam } from './projects.presenter';
import {
  findJoinRequest,
  findMember,
  findProject,
  listMembers,
  listPendingRequests,
} from './projects.service';

const tags = ['Projets'];

/** The member row as the actor sees it after a change (the owner, or the member themselves). */
async function memberResult(app: FastifyInstance, actor: Actor, projectId: string, memberId: string) {
  const [row, loaded] = await Promise.all([
    findMember(app.db, projectId, memberId),
    requireProject(app.db, actor, projectId),
  ]);
  const member = row ? presentMember(row, actor, peopleFactsOf(loaded.facts)) : null;
  if (!member) throw notFound(m.memberNotFound);
  return { member };
}

/** GET /api/projects/:id/members: members and visitors, filtered by the visibility rules (spec 2 §4). */
export async function memberPublicRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/projects/:id/members', {
    schema: {
      tags,
      summary: "L'équipe du projet, selon la visibilité choisie par le créateur",
      params: projectIdParamsSchema,
      response: { 200: projectMemberListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const actor = await getActor(request);
      const loaded = await requireProject(app.db, actor, request.params.id);
      return presentTeam(await listMembers(app.db, request.params.id), actor, loaded.facts);
    },
  });
}

/** Members, the add-member dialog and join requests (members only). */
export async function memberRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);
  limitWrites(app, 'project');

  app.get('/api/projects/:id/member-candidates', {
    schema: {
      tags,
      summary: 'Mes connexions acceptées qui ne sont pas membres du projet (recherche nom ou profession)',
      params: projectIdParamsSchema,
      querystring: memberCandidatesQuerySchema,
      response: { 200: memberCandidateListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const loaded = await requireProject(app.db, actor, request.params.id);
      if (!canEditProject(actor, loaded.facts)) throw forbidden(m.onlyOwner);
      return listMemberCandidates(app.db, {
        ownerId: actor.id,
        projectId: request.params.id,
        q: request.query.q,
        limit: request.query.limit,
        cursor: decodeMemberCursor(request.query.cursor),
      });
    },
  });

  app.post('/api/projects/:id/members', {
    schema: {
      tags,
      summary: 'Ajouter une de mes connexions au projet (créateur seulement)',
      params: projectIdParamsSchema,
      body: memberAddSchema,
      response: { 201: projectMemberResultSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      const { id } = request.params;
      const member = await runCommand(app, async (tx, events) => {
        const project = await requireOwnedProject(tx, actor, id);
        return addMember(tx, events, { project, ...request.body });
      });
      return reply.status(201).send(await memberResult(app, actor, id, member.id));
    },
  });

  app.patch('/api/projects/:id/members/me', {
    schema: {
      tags,
      summary: 'Ma visibilité dans l’équipe (membre du projet)',
      params: projectIdParamsSchema,
      body: memberVisibilityUpdateSchema,
      response: { 200: projectMemberResultSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const { id } = request.params;
      const loaded = await requireProject(app.db, actor, id);
      if (!loaded.membership || !canToggleOwnVisibility(actor, loaded.facts)) throw forbidden(m.notAMember);
      const memberId = loaded.membership.id;
      await runCommand(app, (tx, events) =>
        updateMember(tx, events, { projectId: id, memberId, changes: request.body }),
      );
      return memberResult(app, actor, id, memberId);
    },
  });

  app.patch('/api/projects/:id/members/:memberId', {
    schema: {
      tags,
      summary: 'Changer le rôle d’un membre (créateur) ou sa propre visibilité (le membre)',
      params: projectMemberParamsSchema,
      body: memberUpdateSchema,
      response: { 200: projectMemberResultSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const { id, memberId } = request.params;
      const { role, showProfile, displayName } = request.body;
      const loaded = await requireProject(app.db, actor, id);
      const row = await findMember(app.db, id, memberId);
      if (!row) throw notFound(m.memberNotFound);
      if (role !== undefined && !canEditProject(actor, loaded.facts)) throw forbidden(m.onlyOwner);
      if ((showProfile !== undefined || displayName !== undefined) && row.member.userId !== actor.id) {
        throw forbidden(m.ownVisibilityOnly);
      }
      await runCommand(app, (tx, events) =>
        updateMember(tx, events, { projectId: id, memberId, changes: request.body }),
      );
      return memberResult(app, actor, id, memberId);
    },
  });

  app.delete('/api/projects/:id/members/:memberId', {
    schema: {
      tags,
      summary: 'Retirer un membre du projet (créateur seulement)',
      params: projectMemberParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      const { id, memberId } = request.params;
      await runCommand(app, async (tx, events) => {
        await requireOwnedProject(tx, actor, id);
        await removeMember(tx, events, { projectId: id, memberId });
      });
      return reply.status(204).send(null);
    },
  });

  app.get('/api/projects/:id/join-requests', {
    schema: {
      tags,
      summary: 'Demandes de participation en attente (créateur seulement)',
      params: projectIdParamsSchema,
      response: { 200: joinRequestListSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const loaded = await requireProject(app.db, actor, request.params.id);
      if (!canEditProject(actor, loaded.facts)) throw forbidden(m.onlyOwner);
      const rows = await listPendingRequests(app.db, request.params.id);
      return { items: rows.map(presentJoinRequest) };
    },
  });

  app.post('/api/projects/:id/join-requests', {
    schema: {
      tags,
      summary: 'Demander à rejoindre le projet avec un rôle souhaité',
      params: projectIdParamsSchema,
      body: joinRequestCreateSchema,
      response: { 201: joinRequestResultSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      requireConfirmedEmail(actor);
      const { id } = request.params;
      const created = await runCommand(app, async (tx, events) => {
        const row = await findProject(tx, id, true);
        if (!row) throw notFound(m.notFound);
        return createJoinRequest(tx, events, {
          project: row.project,
          requester: actor,
          wishedRole: request.body.role,
        });
      });
      const row = await findJoinRequest(app.db, created.id);
      if (!row) throw notFound(m.requestNotFound);
      return reply.status(201).send({ joinRequest: presentJoinRequest(row) });
    },
  });

  app.patch('/api/join-requests/:id', {
    schema: {
      tags,
      summary: 'Accepter ou refuser une demande de participation (créateur du projet)',
      params: joinRequestIdParamsSchema,
      body: joinRequestAnswerSchema,
      response: { 200: joinRequestResultSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { actor } = request;
      const answered = await runCommand(app, async (tx, events) => {
        const row = await findJoinRequest(tx, request.params.id, true);
        if (!row) throw notFound(m.requestNotFound);
        const project = await requireOwnedProject(tx, actor, row.request.projectId);
        return answerJoinRequest(tx, events, { request: row, project, status: request.body.status });
      });
      return { joinRequest: presentJoinRequest(answered) };
    },
  });

  app.delete('/api/join-requests/:id', {
    schema: {
      tags,
      summary: 'Annuler ma demande de participation en attente',
      params: joinRequestIdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      const { actor } = request;
      await runCommand(app, (tx, events) =>
        cancelJoinRequest(tx, events, { requestId: request.params.id, actorId: actor.id }),
      );
      return reply.status(204).send(null);
    },
  });
}
