import {
  type ArticleCard,
  type ArticleComment,
  type ArticleDetail,
  type FavoriteArticle,
  type PublicAuthor,
  readingTime,
} from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import { canDeleteComment } from './magazine.policy';

/** An author as selected by the services (left join: every field may be null). */
export type AuthorRow = {
  id: string | null;
  fullName: string | null;
  avatarUrl: string | null;
  profession: string | null;
};

/** The article fields the services select, never search_vector, never the author's e-mail. */
export type ArticleRow = {
  id: string;
  title: string;
  summary: string | null;
  content: string;
  imageUrl: string | null;
  category: string | null;
  categories: string[];
  tags: string[];
  publishDate: Date | null;
  createdAt: Date;
  eventDate: Date | null;
  eventLocation: string | null;
  author: AuthorRow;
};

export type CommentRow = {
  id: string;
  articleId: string;
  userId: string;
  content: string;
  createdAt: Date;
  author: { fullName: string; avatarUrl: string | null; profession: string | null };
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The public author, or null (the web then shows the editorial team label). */
export function presentAuthor(author: AuthorRow): PublicAuthor | null {
  if (!author.id || author.fullName === null) return null;
  return {
    id: author.id,
    fullName: author.fullName,
    avatarUrl: author.avatarUrl,
    profession: author.profession,
  };
}

export function presentArticleCard(row: ArticleRow): ArticleCard {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    imageUrl: row.imageUrl,
    category: row.category,
    categories: row.categories,
    tags: row.tags,
    publishDate: iso(row.publishDate),
    createdAt: row.createdAt.toISOString(),
    eventDate: iso(row.eventDate),
    eventLocation: row.eventLocation,
    readingMinutes: readingTime(row.content),
    author: presentAuthor(row.author),
  };
}

export function presentArticleDetail(row: ArticleRow, isFavorite: boolean): ArticleDetail {
  return { ...presentArticleCard(row), content: row.content, isFavorite };
}

export function presentComment(row: CommentRow, actor: Actor): ArticleComment {
  return {
    id: row.id,
    articleId: row.articleId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    author: {
      id: row.userId,
      fullName: row.author.fullName,
      avatarUrl: row.author.avatarUrl,
      profession: row.author.profession,
    },
    abilities: { delete: canDeleteComment(actor, row) },
  };
}

export function presentFavorite(row: { id: string; savedAt: Date; article: ArticleRow }): FavoriteArticle {
  return { id: row.id, savedAt: row.savedAt.toISOString(), article: presentArticleCard(row.article) };
}
