import type { AdminNews } from '@plateau/shared';
import type { NewsRow } from './admin-news.service';

export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** The admin's view of an article: every state, drafts and scheduled ones included. */
export function presentNews(row: NewsRow): AdminNews {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    summary: row.summary,
    categories: row.categories,
    tags: row.tags,
    imageUrl: row.imageUrl,
    isPublished: row.isPublished,
    publishDate: isoOrNull(row.publishDate),
    eventDate: isoOrNull(row.eventDate),
    eventLocation: row.eventLocation,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
  };
}
