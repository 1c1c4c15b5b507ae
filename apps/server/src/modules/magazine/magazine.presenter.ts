import {
  type ArticleCard,
  type ArticleComment,
  type ArticleDetail,
  type FavoriteArticle,
  memberAsSeen,
  type PublicAuthor,
  readingTime,
} from '@plateau/shared';
import type { Actor } from '../../auth/actor';
import { isoString, isoStringOrNull } from '../../lib/iso-string';
import { commentAbilities } from './magazine.policy';
import type { ArticleRow, AuthorRow, CommentRow } from './magazine.rows';

/** The public author, or null (the web then shows the editorial team label). */
export function presentAuthor(author: AuthorRow): PublicAuthor | null {
  if (!author.id || author.fullName === null) return null;
  return {
    id: author.id,
    fullName: author.fullName,
    avatarUrl: author.avatarUrl,
    profession: author.profession,
    deleted: false,
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
    publishDate: isoStringOrNull(row.publishDate),
    createdAt: isoString(row.createdAt),
    eventDate: isoStringOrNull(row.eventDate),
    eventLocation: row.eventLocation,
    readingMinutes: readingTime(row.content),
    author: presentAuthor(row.author),
  };
}

export function presentArticleDetail(row: ArticleRow, isFavorite: boolean): ArticleDetail {
  // The card with two more fields, added to it rather than spread into a new object (ARCHITECTURE.md, "Answers
  // built field by field").
  return Object.assign(presentArticleCard(row), { content: row.content, isFavorite });
}

export function presentComment(row: CommentRow, actor: Actor): ArticleComment {
  return {
    id: row.id,
    articleId: row.articleId,
    content: row.content,
    createdAt: isoString(row.createdAt),
    // A deleted account's comment stays, as 'Utilisateur supprimé' (the one rule of a member as others see them).
    author: memberAsSeen({
      id: row.userId,
      fullName: row.author.fullName,
      avatarUrl: row.author.avatarUrl,
      profession: row.author.profession,
      deleted: row.author.deletedAt !== null,
    }),
    abilities: commentAbilities(actor, row),
  };
}

export function presentFavorite(row: { id: string; savedAt: Date; article: ArticleRow }): FavoriteArticle {
  return { id: row.id, savedAt: isoString(row.savedAt), article: presentArticleCard(row.article) };
}
