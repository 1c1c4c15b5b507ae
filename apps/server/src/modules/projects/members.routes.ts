import { endpoints, projectMessages as m } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from '../../auth/actor';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { getActor } from '../../auth/session';
import { runCommand } from '../../lib/command';
import { notFound } from '../../lib/errors';
import { limitWrites } from '../../lib/rate-limit';
import { membersOnly, route } from '../../lib/route-kit';
import { memberCursor } from '../messages';
import { listMemberCandidates } from './member-candidates.service';
import {
  addMember,
  answerJoinRequest,
  cancelJoinRequest,
  createJoinRequest,
  removeMember,
  updateMember,
} from './membership.commands';
import {
  requireMemberChange,
  requireOwnedProject,
  requireOwnMembership,
  requireProject,
  requireProjectAsOwner,
} from './projects.access';
import { peopleFactsOf } from './projects.policy';
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
  route(app, endpoints.projects.members, {
    tags,
    summary: "L'équipe du projet, selon la visibilité choisie par le créateur",
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

  route(app, endpoints.projects.memberCandidates, {
    tags,
    summary: 'Mes connexions acceptées qui ne sont pas membres du projet (recherche nom ou profession)',
    handler: async (request) => {
      const { actor } = request;
      await requireProjectAsOwner(app.db, actor, request.params.id);
      return listMemberCandidates(app.db, {
        ownerId: actor.id,
        projectId: request.params.id,
        q: request.query.q,
        limit: request.query.limit,
        cursor: memberCursor.decode(request.query.cursor),
      });
    },
  });

  route(app, endpoints.projects.addMember, {
    tags,
    summary: 'Ajouter une de mes connexions au projet (créateur seulement)',
    handler: async (request, _reply) => {
      const { actor } = request;
      const { id } = request.params;
      const member = await runCommand(app, async (tx, events) => {
        const project = await requireOwnedProject(tx, actor, id);
        return addMember(tx, events, { project, ...request.body });
      });
      return await memberResult(app, actor, id, member.id);
    },
  });

  route(app, endpoints.projects.updateMyVisibility, {
    tags,
    summary: 'Ma visibilité dans l’équipe (membre du projet)',
    handler: async (request) => {
      const { actor } = request;
      const { id } = request.params;
      const memberId = (await requireOwnMembership(app.db, actor, id)).id;
      await runCommand(app, (tx, events) =>
        updateMember(tx, events, { projectId: id, memberId, changes: request.body }),
      );
      return memberResult(app, actor, id, memberId);
    },
  });

  route(app, endpoints.projects.updateMember, {
    tags,
    summary: 'Changer le rôle d’un membre (créateur) ou sa propre visibilité (le membre)',
    handler: async (request) => {
      const { actor } = request;
      const { id, memberId } = request.params;
      await requireMemberChange(app.db, actor, id, memberId, request.body);
      await runCommand(app, (tx, events) =>
        updateMember(tx, events, { projectId: id, memberId, changes: request.body }),
      );
      return memberResult(app, actor, id, memberId);
    },
  });

  route(app, endpoints.projects.removeMember, {
    tags,
    summary: 'Retirer un membre du projet (créateur seulement)',
    handler: async (request, _reply) => {
      const { actor } = request;
      const { id, memberId } = request.params;
      await runCommand(app, async (tx, events) => {
        await requireOwnedProject(tx, actor, id);
        await removeMember(tx, events, { projectId: id, memberId });
      });
      return undefined;
    },
  });

  route(app, endpoints.projects.joinRequests, {
    tags,
    summary: 'Demandes de participation en attente (créateur seulement)',
    handler: async (request) => {
      const { actor } = request;
      await requireProjectAsOwner(app.db, actor, request.params.id);
      const rows = await listPendingRequests(app.db, request.params.id);
      return { items: rows.map(presentJoinRequest) };
    },
  });

  route(app, endpoints.projects.requestToJoin, {
    tags,
    summary: 'Demander à rejoindre le projet avec un rôle souhaité',
    handler: async (request, _reply) => {
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
          message: request.body.message,
        });
      });
      const row = await findJoinRequest(app.db, created.id);
      if (!row) throw notFound(m.requestNotFound);
      return { joinRequest: presentJoinRequest(row) };
    },
  });

  route(app, endpoints.projects.answerRequest, {
    tags,
    summary: 'Accepter ou refuser une demande de participation (créateur du projet)',
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

  route(app, endpoints.projects.cancelRequest, {
    tags,
    summary: 'Annuler ma demande de participation en attente',
    handler: async (request, _reply) => {
      const { actor } = request;
      await runCommand(app, (tx, events) =>
        cancelJoinRequest(tx, events, { requestId: request.params.id, actorId: actor.id }),
      );
      return undefined;
    },
  });
}
