import { type ConversationBox, teamConversationMessages } from '@plateau/shared';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { messages, users } from '../../db/schema';
import { withCompiledRows } from '../../lib/compiled-rows';
import { cursorKey, type KeysetCursor, pageOf } from '../../lib/cursor';
import { isoString } from '../../lib/iso-string';
import { afterMemberName, memberNameOrder } from '../../lib/members';
import { isoText, selectRows, selectRowsOnce } from '../../lib/raw-query';
import { containsPattern, memberSearchText, searchWords } from '../../lib/search';
import {
  countPendingMessageRequests,
  inConversationBox,
  noBlockBetween,
  visibleToRecipient,
} from '../moderation';
import { type MemberCursor, memberCursor } from './member-cursor';
import type { ConversationRow, MessageRow } from './messages.rows';
import { countUnreadTeamConversations } from './team.service';

/** The folded full name, as the search compares it. */
const foldedName = sql`f_unaccent(lower(${users.fullName}))`;

/** Every word of the search must appear in the folded name. */
function nameConditions(q: string | undefined, column: SQL = foldedName): SQL[] {
  return searchWords(q).map((word) => sql`${column} LIKE ${containsPattern(word)}`);
}

export type ConversationFilters = {
  q?: string | undefined;
  box: ConversationBox;
  cursor: KeysetCursor | null;
  limit: number;
};

/**
 * The member's conversations in one query, the latest message first. Two loose index scans (recursive
 * CTEs) walk the (sender, receiver, created_at DESC) and (receiver, sender, created_at DESC) indexes
 * one partner at a time, each step landing on that direction's latest message; the newer of the two
 * directions is the conversation's last message. Only the page's rows then read the message, the
 * partner's profile and the unread count (partial index on unread rows). A search filters by name first.
 */
export async function listConversations(db: Db, meId: string, filters: ConversationFilters) {
  const { cursor } = filters;
  const patterns = searchWords(filters.q).map(containsPattern);
  const shape = `${filters.box}_${cursor ? 'c' : 'f'}_${patterns.length}`;
  const values: Record<string, unknown> = {
    me: meId,
    limit: filters.limit + 1,
    ...Object.fromEntries(patterns.map((pattern, index) => [`w${index}`, pattern])),
    ...(cursor ? { at: cursor.at, id: cursor.id } : {}),
  };
  const rows = await selectRowsOnce<ConversationRow & { sortKey: string }>(
    db,
    `conversations_${shape}`,
    () => conversationsSql(filters.box, cursor !== null, patterns.length),
    values,
  );
  return pageOf(rows, filters.limit, (row) => ({ at: row.sortKey, id: row.messageId }));
}

/** The statement of `listConversations` for one shape (box, cursor or not, how many words), values as placeholders. */
function conversationsSql(box: ConversationBox, withCursor: boolean, wordCount: number): SQL {
  const meId = sql.placeholder('me');
  const at = sql.placeholder('at');
  const id = sql.placeholder('id');
  // A conversation with a member either blocked is nobody's; a request waits in 'Demandes' (issue 31).
  const where: SQL[] = [
    noBlockBetween(meId, sql`latest.other_id`),
    inConversationBox(meId, sql`latest.other_id`, box),
  ];
  const words = Array.from(
    { length: wordCount },
    (_, index) => sql`f_unaccent(lower(su.full_name)) LIKE ${sql.placeholder(`w${index}`)}`,
  );
  if (withCursor) {
    where.push(
      sql`latest.created_at <= ${at}::timestamptz`,
      sql`(latest.created_at, latest.id) < (${at}::timestamptz, ${id}::uuid)`,
    );
  }
  const searchJoin =
    words.length > 0
      ? sql`JOIN users su ON su.id = latest.other_id AND su.deleted_at IS NULL AND ${sql.join(words, sql` AND `)}`
      : sql``;
  const whereClause = sql`WHERE ${sql.join(where, sql` AND `)}`;
  return sql`
    WITH RECURSIVE sent AS (
      (SELECT receiver_id AS other_id, created_at, id FROM messages
        WHERE sender_id = ${meId} ORDER BY receiver_id, created_at DESC NULLS LAST LIMIT 1)
      UNION ALL
      SELECT next.other_id, next.created_at, next.id FROM sent CROSS JOIN LATERAL (
        SELECT receiver_id AS other_id, created_at, id FROM messages
        WHERE sender_id = ${meId} AND receiver_id > sent.other_id
        ORDER BY receiver_id, created_at DESC NULLS LAST LIMIT 1
      ) next
    ),
    received AS (
      (SELECT sender_id AS other_id, created_at, id FROM messages
        WHERE receiver_id = ${meId} ORDER BY sender_id, created_at DESC NULLS LAST LIMIT 1)
      UNION ALL
      SELECT next.other_id, next.created_at, next.id FROM received CROSS JOIN LATERAL (
        SELECT sender_id AS other_id, created_at, id FROM messages
        WHERE receiver_id = ${meId} AND sender_id > received.other_id
        ORDER BY sender_id, created_at DESC NULLS LAST LIMIT 1
      ) next
    ),
    latest AS (
      SELECT DISTINCT ON (other_id) other_id, created_at, id
      FROM (SELECT * FROM sent UNION ALL SELECT * FROM received) directions
      ORDER BY other_id, created_at DESC, id DESC
    ),
    page AS (
      SELECT latest.* FROM latest ${searchJoin}
      ${whereClause}
      ORDER BY latest.created_at DESC, latest.id DESC
      LIMIT ${sql.placeholder('limit')}
    ),
    unread AS (
      SELECT sender_id, count(*)::int AS count FROM messages
      WHERE receiver_id = ${meId} AND read = false
      GROUP BY sender_id
    )
    SELECT
      u.id AS "otherId", u.full_name AS "fullName", u.avatar_url AS "avatarUrl", u.profession,
      (u.deleted_at IS NOT NULL) AS deleted,
      m.id AS "messageId",
      coalesce(nullif(left(m.content, 200), ''), (SELECT ${teamConversationMessages.attachmentPreview}::text || a.file_name
        FROM message_attachments a WHERE a.message_id = m.id LIMIT 1), '') AS content, m.sender_id = ${meId} AS "fromMe",
      m.read, ${isoText(sql`m.created_at`)} AS "createdAt",
      ${cursorKey(sql`m.created_at`)} AS "sortKey",
      coalesce(unread.count, 0) AS "unreadCount"
    FROM page
    JOIN messages m ON m.id = page.id
    JOIN users u ON u.id = page.other_id
    LEFT JOIN unread ON unread.sender_id = page.other_id
    ORDER BY page.created_at DESC, page.id DESC`;
}

/**
 * How many conversations of the main list hold messages the member has not read (the navigation badge), and
 * how many requests wait in 'Demandes'; a project's team conversation with unread messages counts as one.
 */
export async function countUnreadConversations(db: Db, meId: string) {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM (
      SELECT DISTINCT sender_id FROM messages WHERE receiver_id = ${meId} AND read = false
    ) unread
    WHERE ${noBlockBetween(meId, sql`unread.sender_id`)} AND ${inConversationBox(meId, sql`unread.sender_id`, 'principal')}`,
  );
  // Each project's team conversation with unread messages counts as one more (issue 33).
  const [requests, teams] = await Promise.all([
    countPendingMessageRequests(db, meId),
    countUnreadTeamConversations(db, meId),
  ]);
  return { count: (row?.count ?? 0) + teams, requests };
}

const threadColumns = sql`id, sender_id, receiver_id, content, read, created_at`;

/** A page of the thread between two members, newest first, each direction read in index order. */
export async function listThread(
  db: Db,
  meId: string,
  otherId: string,
  page: { cursor: KeysetCursor | null; limit: number },
) {
  const { cursor } = page;
  const rows = await selectRowsOnce<MessageRow & { sortKey: string }>(
    db,
    cursor ? 'thread_page_c' : 'thread_page',
    () => threadSql(cursor !== null),
    { me: meId, other: otherId, limit: page.limit + 1, ...(cursor ? { at: cursor.at, id: cursor.id } : {}) },
  );
  return pageOf(rows, page.limit, (row) => ({ at: row.sortKey, id: row.id }));
}

/** The statement of `listThread`, with a cursor or not; values as placeholders. */
function threadSql(withCursor: boolean): SQL {
  const meId = sql.placeholder('me');
  const otherId = sql.placeholder('other');
  const at = sql.placeholder('at');
  const limit = sql.placeholder('limit');
  // What the member deleted as a request stays hidden from them (issue 31).
  const visible = sql`AND ${visibleToRecipient(meId, otherId, sql`created_at`)}`;
  const before = withCursor
    ? sql`AND created_at <= ${at}::timestamptz AND (created_at, id) < (${at}::timestamptz, ${sql.placeholder('id')}::uuid)`
    : sql``;
  // The text forms of the timestamps are computed on the page only (to_char is not free).
  return sql`
    SELECT thread.id, sender_id AS "senderId", receiver_id AS "receiverId", content, read,
      ${isoText(sql`thread.created_at`)} AS "createdAt", ${cursorKey(sql`thread.created_at`)} AS "sortKey",
      a.id AS "attachmentId", a.file_name AS "fileName", a.content_type AS "contentType",
      a.size_bytes AS "sizeBytes", a.width, a.height
    -- NULLS LAST: the order of the (sender, receiver, created_at DESC NULLS LAST) indexes.
    FROM (
      (SELECT ${threadColumns} FROM messages
        WHERE sender_id = ${meId} AND receiver_id = ${otherId} ${visible} ${before}
        ORDER BY created_at DESC NULLS LAST, id DESC LIMIT ${limit})
      UNION ALL
      (SELECT ${threadColumns} FROM messages
        WHERE sender_id = ${otherId} AND receiver_id = ${meId} ${visible} ${before}
        ORDER BY created_at DESC NULLS LAST, id DESC LIMIT ${limit})
    ) thread
    LEFT JOIN message_attachments a ON a.message_id = thread.id
    ORDER BY thread.created_at DESC, thread.id DESC
    LIMIT ${limit}`;
}

/** Whether two members have exchanged at least one message. */
export async function haveExchanged(db: Db, meId: string, otherId: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one WHERE EXISTS (SELECT 1 FROM messages WHERE sender_id = ${meId} AND receiver_id = ${otherId})
      OR EXISTS (SELECT 1 FROM messages WHERE sender_id = ${otherId} AND receiver_id = ${meId})`,
  );
  return rows.length > 0;
}

/** What a conversation shows of a member. */
const memberColumns = {
  id: users.id,
  fullName: users.fullName,
  avatarUrl: users.avatarUrl,
  profession: users.profession,
  deletedAt: users.deletedAt,
};

/** A member by id, deleted or not (the caller decides). */
export async function findMember(db: Db | Tx, id: string) {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

function prepareConversationMember(db: Db) {
  return withCompiledRows(
    db
      .select({
        ...memberColumns,
        /** Either member blocked the other (the block rule of the moderation area). */
        blocked: sql<boolean>`NOT ${noBlockBetween(sql.placeholder('meId'), users.id)}`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('conversation_member'),
  );
}

const preparedMembers = new WeakMap<Db, ReturnType<typeof prepareConversationMember>>();

/**
 * `findMember` for a conversation of `meId`'s, with whether either of them blocked the other, in one
 * prepared statement (the thread, the conversation's head, marking read).
 */
export async function findConversationMember(db: Db, meId: string, userId: string) {
  let statement = preparedMembers.get(db);
  if (!statement) {
    statement = prepareConversationMember(db);
    preparedMembers.set(db, statement);
  }
  const [row] = await statement.execute({ meId, userId });
  return row ?? null;
}

/** Stores a message (in the sender's command). */
export async function insertMessage(
  tx: Tx,
  input: { senderId: string; receiverId: string; content: string },
): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(input).returning();
  if (!row) throw new Error('message non enregistré');
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    read: row.read,
    createdAt: isoString(row.createdAt),
  };
}

/** Marks read what the other member sent to the reader; returns how many messages changed. */
export async function markConversationRead(db: Db | Tx, readerId: string, otherId: string): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ read: true })
    .where(and(eq(messages.receiverId, readerId), eq(messages.senderId, otherId), eq(messages.read, false)))
    .returning({ id: messages.id });
  return rows.length;
}

/**
 * The same words on the talents' trigram-indexed search text (members with role 'user'; it holds the
 * folded name), so a search over 100,000 members reads a bitmap instead of every row; admins, outside
 * that partial index, are few and found through the role index.
 */
function memberSearchIndexCondition(q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const indexed = words.map((word) => sql`${memberSearchText} LIKE ${containsPattern(word)}`);
  return sql`((${users.role} = 'user' AND ${users.deletedAt} IS NULL AND ${sql.join(indexed, sql` AND `)}) OR ${users.role} = 'admin')`;
}

/** Other members by name, the French way (the new-conversation picker), keyset-paged on (name, id). */
export async function listMessagingMembers(
  db: Db,
  meId: string,
  filters: { q?: string | undefined; cursor: MemberCursor | null; limit: number },
) {
  const { cursor } = filters;
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      avatarUrl: users.avatarUrl,
      profession: users.profession,
    })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        ne(users.id, meId),
        noBlockBetween(meId, users.id),
        ...nameConditions(filters.q),
        memberSearchIndexCondition(filters.q),
        cursor ? afterMemberName(cursor) : undefined,
      ),
    )
    .orderBy(...memberNameOrder)
    .limit(filters.limit + 1);
  if (rows.length <= filters.limit) return { rows, nextCursor: null };
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: last ? memberCursor.encode({ name: last.fullName, id: last.id }) : null };
}
