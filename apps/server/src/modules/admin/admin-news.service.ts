import type { AdminNewsQuery } from '@plateau/shared';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { news, users } from '../../db/schema';
import { cursorKey, type KeysetCursor, pageOf } from '../../lib/cursor';
import { containsPattern } from '../../lib/search';

const pageSize = 24;

const columns = {
  id: news.id,
  title: news.title,
  content: news.content,
  summary: news.summary,
  categories: news.categories,
  tags: news.tags,
  imageUrl: news.imageUrl,
  isPublished: news.isPublished,
  publishDate: news.publishDate,
  eventDate: news.eventDate,
  eventLocation: news.eventLocation,
  authorName: users.fullName,
  createdAt: news.createdAt,
};

export type NewsRow = NonNullable<Awaited<ReturnType<typeof findNews>>>;

export async function findNews(db: Db | Tx, id: string) {
  const [row] = await db
    .select(columns)
    .from(news)
    .leftJoin(users, eq(users.id, news.authorId))
    .where(eq(news.id, id))
    .limit(1);
  return row ?? null;
}

/** Every article, newest created first, searched on title, summary and content. */
export async function listNews(db: Db, query: AdminNewsQuery, cursor: KeysetCursor | null) {
  const conditions: (SQL | undefined)[] = [];
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(
        sql`${news.title} ilike ${pattern}`,
        sql`${news.summary} ilike ${pattern}`,
        sql`${news.content} ilike ${pattern}`,
      ),
    );
  }
  if (cursor)
    conditions.push(sql`(${news.createdAt}, ${news.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
  const rows = await db
    .select({ ...columns, sortKey: cursorKey(sql`${news.createdAt}`) })
    .from(news)
    .leftJoin(users, eq(users.id, news.authorId))
    .where(and(...conditions))
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(pageSize + 1);
  return pageOf(rows, pageSize, (row) => ({ at: row.sortKey, id: row.id }));
}
