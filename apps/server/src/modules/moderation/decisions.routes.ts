import { endpoints, reportsMessages } from '@plateau/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getActor } from '../../auth/session';
import { provideSuspensionLink } from '../../auth/suspension-notice';
import { registerAccountData } from '../../lib/account-data';
import { runCommand } from '../../lib/command';
import { notFound, unauthorized } from '../../lib/errors';
import { adminsOnly, route } from '../../lib/route-kit';
import { isDecisionToken, suspensionDecisionPath } from './decision-link';
import {
  contestDecision,
  decideReport,
  type MemberConcerned,
  removeCommentDirectly,
} from './decisions.commands';
import { tellOutcome } from './decisions.outcome';
import { reportsAccountData } from './reports.account-data';
import { canDecide } from './reports.policy';
import {
  presentDecided,
  presentDecisionSummary,
  presentMemberDecision,
  presentQueue,
} from './reports.presenter';
import {
  countActiveAdmins,
  findDecision,
  findMemberForModeration,
  listDecided,
  listDecisionsByIds,
  listOpenReports,
  moderationStats,
} from './reports.service';

const m = reportsMessages;
const tags = ['Modération'];

/** The moderation queue (issue 31): administrators only. */
export async function moderationAdminRoutes(app: FastifyInstance): Promise<void> {
  adminsOnly(app, m.errors.adminOnly);

  route(app, endpoints.reports.queue, {
    tags,
    summary: 'File de modération : signalements ouverts par contenu, décisions, chiffres de transparence',
    handler: async (request) => {
      const { actor } = request;
      const [stats, open, decided, adminCount] = await Promise.all([
        moderationStats(app.db),
        listOpenReports(app.db),
        listDecided(app.db),
        countActiveAdmins(app.db),
      ]);
      const contestedIds = [
        ...new Set(open.flatMap((row) => (row.report.appealOf ? [row.report.appealOf] : []))),
      ];
      const contested = new Map(
        (await listDecisionsByIds(app.db, contestedIds)).map((row) => [row.decision.id, row]),
      );
      const sort = request.query.sort;
      return {
        stats,
        open: presentQueue(open, contested, (item) => canDecide(actor, { ...item, adminCount }), sort),
        decided: decided.map(presentDecided),
      };
    },
  });

  route(app, endpoints.reports.decide, {
    tags,
    summary: 'Décider un signalement (ou une contestation) avec l’exposé des motifs',
    handler: async (request) => {
      const { actor } = request;
      const outcome = await runCommand(app, (tx, events) =>
        decideReport(tx, events, { actor, reportId: request.params.id, decision: request.body }),
      );
      await tellOutcome(app, outcome);
      return { decision: presentDecisionSummary(outcome.decision, outcome.deciderName) };
    },
  });

  route(app, endpoints.reports.removeComment, {
    tags,
    summary: 'Retirer un commentaire (article ou tâche) avec l’exposé des motifs',
    handler: async (request) => {
      const { actor } = request;
      const { kind, id, ground, facts } = request.body;
      const outcome = await runCommand(app, (tx, events) =>
        removeCommentDirectly(tx, events, { actor, kind, id, statement: { ground, facts } }),
      );
      await tellOutcome(app, outcome);
      return { decision: presentDecisionSummary(outcome.decision, outcome.deciderName) };
    },
  });
}

/**
 * Who reads or contests a decision: the member concerned, by their session or by the signed link of the
 * statement of reasons (decision-link.ts), which a suspended member, who cannot sign in, also has. A visitor
 * without the link: 401; anyone else, or a wrong link: 404 (as a decision that does not exist).
 */
async function memberConcerned(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  token: string | undefined,
): Promise<MemberConcerned> {
  const actor = await getActor(request);
  if (!actor && !token) throw unauthorized();
  const decision = await findDecision(app.db, id);
  if (!decision?.ownerId) throw notFound(m.errors.decisionNotFound);
  if (actor && actor.id === decision.ownerId) return actor;
  if (!token || !isDecisionToken(app.config.authSecret, decision, token)) {
    throw notFound(m.errors.decisionNotFound);
  }
  const owner = await findMemberForModeration(app.db, decision.ownerId);
  if (!owner) throw notFound(m.errors.decisionNotFound);
  return owner;
}

/** The statement of reasons and its contest, for the member concerned (session or signed link). */
export async function moderationMemberRoutes(app: FastifyInstance): Promise<void> {
  registerAccountData(app, reportsAccountData);
  provideSuspensionLink(app, (userId) => suspensionDecisionPath(app.db, app.config.authSecret, userId));

  route(app, endpoints.reports.decision, {
    tags,
    summary: 'Exposé des motifs d’une décision, pour le membre concerné (session ou lien signé)',
    handler: async (request) => {
      const member = await memberConcerned(app, request, request.params.id, request.query.token);
      const decision = await findDecision(app.db, request.params.id);
      if (!decision) throw notFound(m.errors.decisionNotFound);
      return { decision: presentMemberDecision(decision, member) };
    },
  });

  route(app, endpoints.reports.contest, {
    tags,
    summary: 'Contester une décision (une fois) : elle revient dans la file de modération',
    handler: async (request) => {
      const member = await memberConcerned(app, request, request.params.id, request.query.token);
      const decision = await runCommand(app, (tx, events) =>
        contestDecision(tx, events, { member, decisionId: request.params.id, text: request.body.text }),
      );
      return { decision: presentMemberDecision(decision, member) };
    },
  });
}
