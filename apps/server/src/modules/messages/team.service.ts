import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { messageAttachments, projectMessages } from '../../db/schema';
import { cursorKey, type KeysetCursor, pageOf } from '../../lib/cursor';
import { isoText, selectRows, selectRowsOnce } from '../../lib/raw-query';
import type { AttachmentColumns, TeamMessageRow } from './team.rows';

/** The owner and the members of a project now: who the team conversation belongs to. */
export async function listTeamIds(db: Db | Tx, projectId: string): Promise<string[]> {
  const rows = await selectRows<{ userId: string }>(
    db,
    sql`SELECT user_id AS "userId" FROM projects WHERE id = ${projectId}
      UNION SELECT user_id FROM project_members WHERE project_id = ${projectId}`,
  );
  return rows.map((row) => row.userId);
}

const attachmentSelect = sql`a.id AS "attachmentId", a.file_name AS "fileName", a.content_type AS "contentType",
  a.size_bytes AS "sizeBytes", a.width, a.height`;

/** The messages of a project's team conversation, newest first, keyset-paged backwards on (created_at, id). */
export async function listTeamThread(
  db: Db,
  projectId: string,
  page: { cursor: KeysetCursor | null; limit: number; onlyId?: string },
) {
  const { cursor, onlyId } = page;
  const rows = await selectRowsOnce<TeamMessageRow & { sortKey: string }>(
    db,
    `team_thread_${cursor ? 'c' : ''}${onlyId ? 'o' : ''}`,
    () => teamThreadSql(cursor !== null, onlyId !== undefined),
    {
      projectId,
      limit: page.limit + 1,
      ...(cursor ? { at: cursor.at, id: cursor.id } : {}),
      ...(onlyId ? { onlyId } : {}),
    },
  );
  return pageOf(rows, page.limit, (row) => ({ at: row.sortKey, id: row.id }));
}

/** The statement of `listTeamThread` for one shape (a cursor, one message only); values as placeholders. */
function teamThreadSql(withCursor: boolean, oneMessage: boolean) {
  const at = sql.placeholder('at');
  const before = withCursor
    ? sql`AND pm.created_at <= ${at}::timestamptz AND (pm.created_at, pm.id) < (${at}::timestamptz, ${sql.placeholder('id')}::uuid)`
    : sql``;
  const only = oneMessage ? sql`AND pm.id = ${sql.placeholder('onlyId')}` : sql``;
  return sql`
    SELECT pm.id, pm.project_id AS "projectId", pm.sender_id AS "senderId", pm.content,
      ${isoText(sql`pm.created_at`)} AS "createdAt", ${cursorKey(sql`pm.created_at`)} AS "sortKey",
      u.full_name AS "fullName", u.avatar_url AS "avatarUrl", (u.deleted_at IS NOT NULL) AS deleted,
      mem.id AS "memberId", mem.show_profile AS "showProfile", mem.display_name AS "displayName",
      ${attachmentSelect}
    FROM (
      SELECT * FROM project_messages pm
      WHERE pm.project_id = ${sql.placeholder('projectId')} ${before} ${only}
      ORDER BY pm.created_at DESC, pm.id DESC
      LIMIT ${sql.placeholder('limit')}
    ) pm
    JOIN users u ON u.id = pm.sender_id
    LEFT JOIN project_members mem ON mem.project_id = pm.project_id AND mem.user_id = pm.sender_id
    LEFT JOIN message_attachments a ON a.project_message_id = pm.id
    ORDER BY pm.created_at DESC, pm.id DESC`;
}

/** One message of the thread as its readers see it (after a send). */
export async function findTeamMessage(db: Db, projectId: string, id: string) {
  const page = await listTeamThread(db, projectId, { cursor: null, limit: 1, onlyId: id });
  return page.rows[0] ?? null;
}

/** What came after the member last read: messages of others, strictly newer than their mark. */
const unreadOf = (userId: string, projectId: unknown) => sql`
  pm.project_id = ${projectId} AND pm.sender_id <> ${userId}
  AND pm.created_at > coalesce((SELECT r.read_at FROM project_conversation_reads r
    WHERE r.project_id = pm.project_id AND r.user_id = ${userId}), '-infinity'::timestamptz)`;

/** The member's unread messages in one project's team conversation. */
export async function countTeamUnread(db: Db | Tx, userId: string, projectId: string): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM project_messages pm WHERE ${unreadOf(userId, projectId)}`,
  );
  return row?.count ?? 0;
}

/** How many team conversations (projects the member owns or is on) hold messages they have not read. */
export async function countUnreadTeamConversations(db: Db, userId: string): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM (
      SELECT p.id FROM projects p WHERE p.user_id = ${userId}
      UNION SELECT project_id FROM project_members WHERE user_id = ${userId}
    ) team
    WHERE EXISTS (SELECT 1 FROM project_messages pm WHERE ${unreadOf(userId, sql`team.id`)})`,
  );
  return row?.count ?? 0;
}

/** Moves the member's read mark to now; returns whether anything was unread. */
export async function markTeamConversationRead(tx: Tx, userId: string, projectId: string): Promise<boolean> {
  const unread = await countTeamUnread(tx, userId, projectId);
  await tx.execute(sql`
    INSERT INTO project_conversation_reads (project_id, user_id, read_at) VALUES (${projectId}, ${userId}, now())
    ON CONFLICT (project_id, user_id) DO UPDATE SET read_at = greatest(project_conversation_reads.read_at, now())`);
  return unread > 0;
}

/** Stores a team message (in the sender's command). */
export async function insertTeamMessage(
  tx: Tx,
  input: { projectId: string; senderId: string; content: string },
): Promise<{ id: string }> {
  const [row] = await tx.insert(projectMessages).values(input).returning({ id: projectMessages.id });
  if (!row) throw new Error('message non enregistré');
  return row;
}

/** Whether the member already has an unread notification about this project's conversation (one is enough). */
export async function hasUnreadTeamNotice(tx: Tx, userId: string, projectId: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    tx,
    sql`SELECT 1 AS one FROM notifications WHERE user_id = ${userId} AND type = 'message' AND kind = 'teamMessage'
      AND related_id = ${projectId} AND read = false LIMIT 1`,
  );
  return rows.length > 0;
}

/** A new attachment row of a private (`messageId`) or team (`projectMessageId`) message. */
export type NewAttachment = {
  uploaderId: string;
  storageKey: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
};

export async function insertAttachment(
  tx: Tx,
  input: NewAttachment & ({ messageId: string } | { projectMessageId: string }),
): Promise<AttachmentColumns> {
  const [row] = await tx.insert(messageAttachments).values(input).returning();
  if (!row) throw new Error('pièce jointe non enregistrée');
  return {
    attachmentId: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
  };
}

/** An attachment with what decides who may read it: the private message's two members, or the project. */
export async function findAttachment(db: Db, id: string) {
  const [row] = await selectRows<{
    id: string;
    storageKey: string;
    fileName: string;
    contentType: string;
    sizeBytes: number;
    senderId: string | null;
    receiverId: string | null;
    projectId: string | null;
  }>(
    db,
    sql`SELECT a.id, a.storage_key AS "storageKey", a.file_name AS "fileName", a.content_type AS "contentType",
      a.size_bytes AS "sizeBytes", m.sender_id AS "senderId", m.receiver_id AS "receiverId",
      pm.project_id AS "projectId"
    FROM message_attachments a
    LEFT JOIN messages m ON m.id = a.message_id
    LEFT JOIN project_messages pm ON pm.id = a.project_message_id
    WHERE a.id = ${id}`,
  );
  return row ?? null;
}
