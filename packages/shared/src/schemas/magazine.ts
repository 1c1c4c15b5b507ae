import { magazineCategories } from '../enums';
import { fill } from '../messages/fill';
import { magazineMessages as m } from '../messages/magazine.fr';
import { idParams, pageCursorSchema } from './common';
import { multiLineText, singleLineText } from './text';
import { z } from './zod';

/** Longest comment accepted (characters, after trimming). */
export const maxArticleCommentLength = 2000;
export const maxArticleSearchLength = 200;
export const articlesPageSize = 12;
export const commentsPageSize = 50;
export const favoritesPageSize = 20;
/** Related articles shown under an article (spec 1, section 9). */
export const relatedArticlesCount = 3;

/** An opaque paging position (base64url of the last item's sort key). */
export const articleCursorSchema = pageCursorSchema();

const limitSchema = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

export const articleListQuerySchema = z.object({
  q: singleLineText()
    .trim()
    .max(maxArticleSearchLength, { error: fill(m.searchTooLong, { max: maxArticleSearchLength }) })
    .optional(),
  category: z.enum(magazineCategories, { error: m.invalidCategory }).optional(),
  cursor: articleCursorSchema.optional(),
  limit: limitSchema(articlesPageSize, 50),
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

export const articlePageQuerySchema = (fallback: number, max: number) =>
  z.object({ cursor: articleCursorSchema.optional(), limit: limitSchema(fallback, max) });
export const commentsQuerySchema = articlePageQuerySchema(commentsPageSize, 100);
export const favoritesQuerySchema = articlePageQuerySchema(favoritesPageSize, 50);

/** Ids are checked by the server (a malformed id answers 404, like a missing one). */
export const articleIdParamsSchema = idParams({ id: m.notFound });
/** Removing a favorite with a malformed id: 'not in your favorites', as an unknown one. */
export const favoriteParamsSchema = idParams({ id: m.notFavorite });
export const commentParamsSchema = idParams({ id: m.notFound, commentId: m.commentNotFound });

/**
 * The embedded author of an article or a comment: never an e-mail. A deleted account (`deleted`) is
 * 'Utilisateur supprimé' with no photo nor profession (`memberAsSeen`).
 */
export const publicAuthorSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  profession: z.string().nullable(),
  deleted: z.boolean(),
});
export type PublicAuthor = z.infer<typeof publicAuthorSchema>;

export const articleCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  imageUrl: z.string().nullable(),
  category: z.string().nullable(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  publishDate: z.string().nullable(),
  createdAt: z.string(),
  eventDate: z.string().nullable(),
  eventLocation: z.string().nullable(),
  readingMinutes: z.number().int().min(1),
  /** Null when the article has no author: the web shows the editorial team label. */
  author: publicAuthorSchema.nullable(),
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

export const articleDetailSchema = articleCardSchema.extend({
  content: z.string(),
  isFavorite: z.boolean(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const articleListSchema = z.object({
  items: z.array(articleCardSchema),
  nextCursor: z.string().nullable(),
});
export type ArticleList = z.infer<typeof articleListSchema>;

export const articleResponseSchema = z.object({ article: articleDetailSchema });
export const relatedArticlesSchema = z.object({ items: z.array(articleCardSchema) });

export const commentInputSchema = z.object({
  content: multiLineText({ error: m.commentRequired })
    .trim()
    .min(1, { error: m.commentRequired })
    .max(maxArticleCommentLength, { error: fill(m.commentTooLong, { max: maxArticleCommentLength }) }),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const articleCommentSchema = z.object({
  id: z.string(),
  articleId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  author: publicAuthorSchema,
  /** What the signed-in member may do with it (only the author deletes). */
  abilities: z.object({ delete: z.boolean(), report: z.boolean(), moderate: z.boolean() }),
});
export type ArticleComment = z.infer<typeof articleCommentSchema>;

export const commentListSchema = z.object({
  items: z.array(articleCommentSchema),
  nextCursor: z.string().nullable(),
  /** Every comment of the article, for the section's heading. */
  total: z.number().int().min(0),
});
export type CommentList = z.infer<typeof commentListSchema>;
export const commentResponseSchema = z.object({ comment: articleCommentSchema });

export const favoriteArticleSchema = z.object({
  id: z.string(),
  savedAt: z.string(),
  article: articleCardSchema,
});
export type FavoriteArticle = z.infer<typeof favoriteArticleSchema>;

export const favoriteListSchema = z.object({
  items: z.array(favoriteArticleSchema),
  nextCursor: z.string().nullable(),
});
export type FavoriteList = z.infer<typeof favoriteListSchema>;
export const favoriteStatusSchema = z.object({ articleId: z.string(), isFavorite: z.boolean() });
export type FavoriteStatus = z.infer<typeof favoriteStatusSchema>;
