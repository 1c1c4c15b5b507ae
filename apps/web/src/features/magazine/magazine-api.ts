import type {
  ArticleCard,
  ArticleComment,
  ArticleDetail,
  ArticleList,
  CommentList,
  FavoriteList,
  FavoriteStatus,
} from '@plateau/shared/schemas/magazine';
import { api } from '../../lib/api';
import type { ArticleFiltersValue } from './query-keys';

const articleUrl = (id: string) => `/api/articles/${encodeURIComponent(id)}`;

function withParams(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Calls of the magazine API (spec 1 §7: news, user_favorite_articles, article_comments). */
export const magazineApi = {
  list: (filters: ArticleFiltersValue, cursor: string | undefined, signal?: AbortSignal) =>
    api.get<ArticleList>(
      withParams('/api/articles', {
        q: filters.q.trim() || undefined,
        category: filters.category || undefined,
        cursor,
      }),
      { signal },
    ),
  article: (id: string, signal?: AbortSignal) =>
    api.get<{ article: ArticleDetail }>(articleUrl(id), { signal }).then((body) => body.article),
  related: (id: string, signal?: AbortSignal) =>
    api.get<{ items: ArticleCard[] }>(`${articleUrl(id)}/related`, { signal }).then((body) => body.items),
  comments: (id: string, cursor: string | undefined, signal?: AbortSignal) =>
    api.get<CommentList>(withParams(`${articleUrl(id)}/comments`, { cursor }), { signal }),
  addComment: (id: string, content: string) =>
    api
      .post<{ comment: ArticleComment }>(`${articleUrl(id)}/comments`, { content })
      .then((body) => body.comment),
  deleteComment: (id: string, commentId: string) =>
    api.delete<void>(`${articleUrl(id)}/comments/${encodeURIComponent(commentId)}`),
  favorites: (cursor: string | undefined, signal?: AbortSignal) =>
    api.get<FavoriteList>(withParams('/api/articles/favorites', { cursor }), { signal }),
  addFavorite: (id: string) => api.post<FavoriteStatus>(`${articleUrl(id)}/favorite`),
  removeFavorite: (id: string) => api.delete<FavoriteStatus>(`${articleUrl(id)}/favorite`),
};
