import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { articleComments, news, users } from '../../db/schema';
import { cursorKey, type KeysetCursor, pageOf } from '../../lib/cursor';
import { selectRows } from '../../lib/raw-query';
import { noBlockBetween } from '../moderation';
import type { CommentRow } from './magazine.rows';

const commentColumns = {
  id: articleComments.id,
  articleId: articleComments.articleId,
  userId: articleComments.userId,
  content: articleComments.content,
  createdAt: articleComments.createdAt,
  authorName: users.fullName,
  authorAvatarUrl: users.avatarUrl,
  authorProfession: users.profession,
  authorDeletedAt: users.deletedAt,
};

type CommentSelection = Omit<CommentRow, 'author'> & {
  authorName: string;
  authorAvatarUrl: string | null;
  authorProfession: string | null;
  authorDeletedAt: Date | null;
};

function toCommentRow(row: CommentSelection): CommentRow {
  return {
    id: row.id,
    articleId: row.articleId,
    userId: row.userId,
    content: row.content,
    createdAt: row.createdAt,
    author: {
      fullName: row.authorName,
      avatarUrl: row.authorAvatarUrl,
      profession: row.authorProfession,
      deletedAt: row.authorDeletedAt,
    },
  };
}

/** An article's comments, oldest first (spec 1 §7), paged by (created_at, id). */
export async function listComments(
  db: Db,
  articleId: string,
  page: { cursor: KeysetCursor | null; limit: number },
) {
  const { cursor } = page;
  const rows = await db
    .select({ ...commentColumns, sortKey: cursorKey(sql`${articleComments.createdAt}`) })
    .from(articleComments)
    .innerJoin(users, eq(users.id, articleComments.userId))
    .where(
      and(
        eq(articleComments.articleId, articleId),
        cursor
          ? sql`(${articleComments.createdAt}, ${articleComments.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(articleComments.createdAt), asc(articleComments.id))
    .limit(page.limit + 1);
  const result = pageOf(rows, page.limit, (row) => ({ at: row.sortKey, id: row.id }));
  return { rows: result.rows.map(toCommentRow), nextCursor: result.nextCursor };
}

/** Adds a comment (content already validated and trimmed) and returns it with its author. */
export async function createComment(
  db: Db | Tx,
  input: { articleId: string; userId: string; content: string },
): Promise<string> {
  const [row] = await db.insert(articleComments).values(input).returning({ id: articleComments.id });
  if (!row) throw new Error('comment insert returned nothing');
  return row.id;
}

/** One comment with its author, within an article. */
export async function findComment(
  db: Db | Tx,
  articleId: string,
  commentId: string,
): Promise<CommentRow | null> {
  const [row] = await db
    .select(commentColumns)
    .from(articleComments)
    .innerJoin(users, eq(users.id, articleComments.userId))
    .where(and(eq(articleComments.id, commentId), eq(articleComments.articleId, articleId)))
    .limit(1);
  return row ? toCommentRow(row) : null;
}

/** Deletes a comment; false when it was already gone. */
export async function deleteComment(db: Db | Tx, commentId: string): Promise<boolean> {
  const rows = await db
    .delete(articleComments)
    .where(eq(articleComments.id, commentId))
    .returning({ id: articleComments.id });
  return rows.length > 0;
}

/** How many comments an article has (index-only on article_comments_article_page_idx). */
export async function countComments(db: Db, articleId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(articleComments)
    .where(eq(articleComments.articleId, articleId));
  return row?.total ?? 0;
}

/**
 * The members who follow an article's discussion and should hear of a new comment by `authorId` (issue 30,
 * 'Magazine et commentaires'): those who commented on it or saved it as a favourite, except the author,
 * deleted or suspended members, members with a block either way with the author (issue 31), and those who
 * still have an unread notice about this article's comments (one notice until they come back).
 */
export async function commentFollowers(db: Db | Tx, articleId: string, authorId: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT u.id FROM users u
      WHERE u.id IN (SELECT c.user_id FROM article_comments c WHERE c.article_id = ${articleId}
          UNION SELECT f.user_id FROM user_favorite_articles f WHERE f.article_id = ${articleId})
        AND u.id <> ${authorId} AND u.deleted_at IS NULL AND u.banned = false
        AND ${noBlockBetween(sql`u.id`, authorId)}
        AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = u.id AND n.type = 'comment'
          AND n.related_id = ${articleId} AND n.read = false)
      ORDER BY u.id`,
  );
  return rows.map((row) => row.id);
}

/** An article's title (for a notice's text). */
export async function findArticleTitle(db: Db | Tx, articleId: string): Promise<string | null> {
  const [row] = await db.select({ title: news.title }).from(news).where(eq(news.id, articleId)).limit(1);
  return row?.title ?? null;
}
