import type { AdminNews } from '@plateau/shared';
import { isoString, isoStringOrNull } from '../../lib/iso-string';
import type { NewsRow } from './admin-news.service';

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
    publishDate: isoStringOrNull(row.publishDate),
    eventDate: isoStringOrNull(row.eventDate),
    eventLocation: row.eventLocation,
    authorName: row.authorName,
    createdAt: isoString(row.createdAt),
  };
}
