import {
  type AdminNewsInput,
  type AdminNewsQuery,
  adminMessages,
  type adminNewsInputSchema,
} from '@plateau/shared';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor';
import type { Db, Tx } from '../../db/client';
import { news, users } from '../../db/schema';
import type { CommandEvents } from '../../lib/command';
import { cursorKey, type KeysetCursor, pageOf } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/search';
import { logAction } from './admin.service';

const n = adminMessages.news.errors;
const pageSize = 24;
type NewsValues = z.output<typeof adminNewsInputSchema>;

export type { AdminNewsInput };

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
type NewsRow = {
  id: string;
  title: string;
  content: string;
  summary: string | null;
  categories: string[];
  tags: string[];
  imageUrl: string | null;
  isPublished: boolean;
  publishDate: Date | null;
  eventDate: Date | null;
  eventLocation: string | null;
  authorName: string | null;
  createdAt: Date;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The admin's view of an article: every state, drafts and scheduled ones included. */
export function presentNews(row: NewsRow) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    summary: row.summary,
    categories: row.categories,
    tags: row.tags,
    imageUrl: row.imageUrl,
    isPublished: row.isPublished,
    publishDate: iso(row.publishDate),
    eventDate: iso(row.eventDate),
    eventLocation: row.eventLocation,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findNews(db: Db | Tx, id: string) {
  const [row] = await db
    .select(columns)
    .from(news)
    .leftJoin(users, eq(users.id, news.authorId))
    .where(eq(news.id, id))
    .limit(1);
  return (row as NewsRow | undefined) ?? null;
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
  const page = pageOf(rows, pageSize, (row) => ({ at: row.sortKey, id: row.id }));
  return { items: page.rows.map((row) => presentNews(row as NewsRow)), nextCursor: page.nextCursor };
}

const toColumns = (values: NewsValues) => ({
  title: values.title,
  content: values.content,
  summary: values.summary || null,
  categories: values.categories,
  category: values.categories[0] ?? null,
  tags: values.tags,
  imageUrl: values.imageUrl ?? null,
  isPublished: values.isPublished,
  publishDate: values.publishDate ? new Date(values.publishDate) : null,
  eventDate: values.eventDate ? new Date(values.eventDate) : null,
  eventLocation: values.eventLocation || null,
});

export async function createNews(
  tx: Tx,
  _events: CommandEvents,
  input: { actor: Actor; values: NewsValues },
) {
  const [row] = await tx
    .insert(news)
    .values({ ...toColumns(input.values), authorId: input.actor.id })
    .returning({ id: news.id });
  if (!row) throw new Error('article non créé');
  await logAction(tx, {
    actorId: input.actor.id,
    action: 'news.create',
    targetType: 'news',
    targetId: row.id,
    details: { title: input.values.title, isPublished: input.values.isPublished },
  });
  return row.id;
}

export async function updateNews(
  tx: Tx,
  _events: CommandEvents,
  input: { actor: Actor; id: string; values: NewsValues },
) {
  const before = await findNews(tx, input.id);
  if (!before) throw notFound(n.notFound);
  await tx
    .update(news)
    .set({ ...toColumns(input.values), updatedAt: new Date() })
    .where(eq(news.id, input.id));
  await logAction(tx, {
    actorId: input.actor.id,
    action: 'news.update',
    targetType: 'news',
    targetId: input.id,
    details: {
      title: input.values.title,
      before: { title: before.title, isPublished: before.isPublished, publishDate: iso(before.publishDate) },
      after: {
        title: input.values.title,
        isPublished: input.values.isPublished,
        publishDate: input.values.publishDate ?? null,
      },
    },
  });
  return input.id;
}

export async function deleteNews(tx: Tx, _events: CommandEvents, input: { actor: Actor; id: string }) {
  const rows = await tx
    .delete(news)
    .where(eq(news.id, input.id))
    .returning({ title: news.title, imageUrl: news.imageUrl });
  const [row] = rows;
  if (!row) throw notFound(n.notFound);
  await logAction(tx, {
    actorId: input.actor.id,
    action: 'news.delete',
    targetType: 'news',
    targetId: input.id,
    details: { title: row.title },
  });
  return row;
}
