import type { AdminNews, AdminNewsInput } from '@plateau/shared';
import { eventsCategory, type MagazineCategory, magazineCategories } from '@plateau/shared/enums';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';

const t = a.news;

/** The article form's fields, as typed (dates as 'yyyy-MM-ddTHH:mm' local inputs, tags comma-separated). */
export type Draft = {
  title: string;
  summary: string;
  content: string;
  categories: MagazineCategory[];
  tags: string;
  imageUrl: string | null;
  isPublished: boolean;
  publishDate: string;
  eventDate: string;
  eventLocation: string;
};

export const emptyDraft: Draft = {
  title: '',
  summary: '',
  content: '',
  categories: [],
  tags: '',
  imageUrl: null,
  isPublished: false,
  publishDate: '',
  eventDate: '',
  eventLocation: '',
};

/** 'yyyy-MM-ddTHH:mm' in local time, for a datetime-local input. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

export const draftOf = (article: AdminNews): Draft => ({
  title: article.title,
  summary: article.summary ?? '',
  content: article.content,
  // Stored categories in their order; one the magazine no longer has is left out.
  categories: article.categories.flatMap(
    (stored) => magazineCategories.find((known) => known === stored) ?? [],
  ),
  tags: article.tags.join(', '),
  imageUrl: article.imageUrl,
  isPublished: article.isPublished,
  publishDate: toLocalInput(article.publishDate),
  eventDate: toLocalInput(article.eventDate),
  eventLocation: article.eventLocation ?? '',
});

export const inputOf = (draft: Draft): AdminNewsInput => {
  const isEvent = draft.categories.includes(eventsCategory);
  return {
    title: draft.title,
    summary: draft.summary || null,
    content: draft.content,
    categories: draft.categories,
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    imageUrl: draft.imageUrl,
    isPublished: draft.isPublished,
    publishDate: fromLocalInput(draft.publishDate),
    eventDate: isEvent ? fromLocalInput(draft.eventDate) : null,
    eventLocation: isEvent ? draft.eventLocation || null : null,
  };
};

export function stateOf(article: AdminNews) {
  if (!article.isPublished) return { label: t.draft, tone: 'default' as const };
  if (article.publishDate && new Date(article.publishDate) > new Date())
    return { label: t.scheduled, tone: 'warning' as const };
  return { label: t.published, tone: 'success' as const };
}
