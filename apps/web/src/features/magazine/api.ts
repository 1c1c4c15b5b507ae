import { endpoints } from '@plateau/shared/api/index';
import { api } from '@/lib/api';
import type { ArticleFiltersValue } from './query-keys';

const e = endpoints.magazine;

/** Calls of the magazine API (spec 1 §7: news, user_favorite_articles, article_comments). */
export const magazineApi = {
  list: (filters: ArticleFiltersValue, cursor: string | undefined, signal?: AbortSignal) =>
    api.call(e.list, {
      query: { q: filters.q.trim() || undefined, category: filters.category || undefined, cursor },
      signal,
    }),
  article: (id: string, signal?: AbortSignal) =>
    api.call(e.article, { params: { id }, signal }).then((body) => body.article),
  related: (id: string, signal?: AbortSignal) =>
    api.call(e.related, { params: { id }, signal }).then((body) => body.items),
  comments: (id: string, cursor: string | undefined, signal?: AbortSignal) =>
    api.call(e.comments, { params: { id }, query: { cursor }, signal }),
  addComment: (id: string, content: string) =>
    api.call(e.addComment, { params: { id }, body: { content } }).then((body) => body.comment),
  deleteComment: (id: string, commentId: string) => api.call(e.deleteComment, { params: { id, commentId } }),
  favorites: (cursor: string | undefined, signal?: AbortSignal) =>
    api.call(e.favorites, { query: { cursor }, signal }),
  addFavorite: (id: string) => api.call(e.addFavorite, { params: { id } }),
  removeFavorite: (id: string) => api.call(e.removeFavorite, { params: { id } }),
};
