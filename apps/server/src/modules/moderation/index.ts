// The moderation area as other areas see it. Blocking and message requests (issue 31, parts 1 and 2):
export { requireNoBlock } from './blocks.access';
export { canInteract } from './blocks.policy';
export { blockRoutes } from './blocks.routes';
export { hasBlocked, isBlockBetween, noBlockBetween } from './blocks.service';
export { routeMessage } from './message-requests.commands';
export { messageRequestRoutes } from './message-requests.routes';
export {
  countPendingMessageRequests,
  inConversationBox,
  isPendingMessageRequest,
  visibleToRecipient,
} from './message-requests.service';
