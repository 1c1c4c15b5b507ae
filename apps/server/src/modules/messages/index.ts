// The messages area as other areas see it.

export { decodeMemberCursor, encodeMemberCursor, type MemberCursor } from './member-cursor';
export { messageRoutes } from './messages.routes';
