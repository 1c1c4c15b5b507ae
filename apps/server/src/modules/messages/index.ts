// The messages area as other areas see it.

export { type MemberCursor, memberCursor } from './member-cursor';
export { messageRoutes } from './messages.routes';
export { teamConversationRoutes } from './team.routes';
