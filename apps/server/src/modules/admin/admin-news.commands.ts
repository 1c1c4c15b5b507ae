import { adminMessages, type adminNewsInputSchema } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor';
import type { Tx } from '../../db/client';
import { news } from '../../db/schema';
import type { CommandEvents } from '../../lib/command';
import { notFound } from '../../lib/errors';
import { isoStringOrNull } from '../../lib/iso-string';
import { requireNews } from './admin.access';
import { logAction } from './admin.service';

const n = adminMessages.news.errors;
type NewsValues = z.output<typeof adminNewsInputSchema>;

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
  const before = await requireNews(tx, input.id);
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
      before: {
        title: before.title,
        isPublished: before.isPublished,
        publishDate: isoStringOrNull(before.publishDate),
      },
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
