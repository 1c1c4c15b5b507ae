/** The rows the team conversation's services select and its presenter turns into API objects. */

/** An attachment's columns as the thread queries select them (null when the message has none). */
export type AttachmentColumns = {
  attachmentId: string | null;
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  width: number | null;
  height: number | null;
};

export type TeamMessageRow = AttachmentColumns & {
  id: string;
  projectId: string;
  senderId: string;
  content: string;
  createdAt: string;
  fullName: string;
  avatarUrl: string | null;
  deleted: boolean;
  /** The sender's member row now (null for the owner and for a former member). */
  memberId: string | null;
  showProfile: boolean | null;
  displayName: string | null;
};
