import { noContentSchema } from '../schemas/answers';
import {
  articleIdParamsSchema,
  articleListQuerySchema,
  articleListSchema,
  articleResponseSchema,
  commentInputSchema,
  commentListSchema,
  commentParamsSchema,
  commentResponseSchema,
  commentsQuerySchema,
  favoriteListSchema,
  favoriteParamsSchema,
  favoriteStatusSchema,
  favoritesQuerySchema,
  relatedArticlesSchema,
} from '../schemas/magazine';
import { endpoint } from './endpoint';

/** Articles, their comments and the member's favourites (spec 1 §7, news). */
export const magazineEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/articles',
    query: articleListQuerySchema,
    response: articleListSchema,
  }),
  article: endpoint({
    method: 'GET',
    path: '/api/articles/:id',
    params: articleIdParamsSchema,
    response: articleResponseSchema,
  }),
  related: endpoint({
    method: 'GET',
    path: '/api/articles/:id/related',
    params: articleIdParamsSchema,
    response: relatedArticlesSchema,
  }),
  comments: endpoint({
    method: 'GET',
    path: '/api/articles/:id/comments',
    params: articleIdParamsSchema,
    query: commentsQuerySchema,
    response: commentListSchema,
  }),
  addComment: endpoint({
    method: 'POST',
    path: '/api/articles/:id/comments',
    params: articleIdParamsSchema,
    body: commentInputSchema,
    response: commentResponseSchema,
    status: 201,
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: '/api/articles/:id/comments/:commentId',
    params: commentParamsSchema,
    response: noContentSchema,
    status: 204,
  }),
  favorites: endpoint({
    method: 'GET',
    path: '/api/articles/favorites',
    query: favoritesQuerySchema,
    response: favoriteListSchema,
  }),
  addFavorite: endpoint({
    method: 'POST',
    path: '/api/articles/:id/favorite',
    params: articleIdParamsSchema,
    response: favoriteStatusSchema,
    status: 201,
  }),
  removeFavorite: endpoint({
    method: 'DELETE',
    path: '/api/articles/:id/favorite',
    params: favoriteParamsSchema,
    response: favoriteStatusSchema,
  }),
};
