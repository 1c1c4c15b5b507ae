// The moderation area as other areas and app.ts see it (issue 31): blocking and message requests,
// reports and decisions.
import type { FastifyInstance } from 'fastify';
import { moderationAdminRoutes, moderationMemberRoutes } from './decisions.routes';
import { reportPublicRoutes } from './reports.routes';

export { requireNoBlock } from './blocks.access';
export { canInteract } from './blocks.policy';
export { blockRoutes } from './blocks.routes';
export { hasBlocked, isBlockBetween, noBlockBetween } from './blocks.service';
export { decisionToken } from './decision-link';
export { type DecisionOutcome, suspendAccount } from './decisions.commands';
export { tellOutcome as tellDecisionOutcome } from './decisions.outcome';
export { routeMessage } from './message-requests.commands';
export { messageRequestRoutes } from './message-requests.routes';
export {
  countPendingMessageRequests,
  inConversationBox,
  isPendingMessageRequest,
  visibleToRecipient,
} from './message-requests.service';
export { refuseRewriteOfRemoved } from './removed-content.policy';

/** Reports (anyone), the moderation queue (administrators) and contests (the member concerned). */
export async function reportsArea(app: FastifyInstance): Promise<void> {
  await app.register(reportPublicRoutes);
  await app.register(moderationAdminRoutes);
  await app.register(moderationMemberRoutes);
}
