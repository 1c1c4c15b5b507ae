// The messages area as other areas see it.

export {
  attachmentMultipartNote,
  checkAttachment,
  contentDisposition,
  readAttachment,
  withStoredFile,
} from './attachments.files';
export { presentAttachment } from './attachments.presenter';
export { privateAttachmentRoutes } from './attachments.routes';
export { type MemberCursor, memberCursor } from './member-cursor';
export { messageRoutes } from './messages.routes';
export type { TeamMessageRow } from './team.rows';
export {
  countTeamUnread,
  findAttachment,
  findTeamMessage,
  hasUnreadTeamNotice,
  insertAttachment,
  insertTeamMessage,
  listTeamIds,
  listTeamThread,
  markTeamConversationRead,
  type NewAttachment,
} from './team.service';
