import type { MagazineCategory } from '@plateau/shared';

/** Who signs a demo article: the admin (editorial team) or a member by e-mail. */
export type ArticleAuthor = { kind: 'admin' } | { kind: 'member'; email: string };

export type DemoArticle = {
  title: string;
  summary: string;
  /** Paragraphs, stored joined by a line break. */
  paragraphs: string[];
  categories: MagazineCategory[];
  tags: string[];
  /** Days between the publication and the seed time. */
  publishedDaysAgo: number;
  author: ArticleAuthor;
  published: boolean;
  /** For events: days from now (negative for a past event), hour (UTC) and place. */
  event?: { inDays: number; hour: number; location: string };
};

export const editorial: ArticleAuthor = { kind: 'admin' };

export function byMember(email: string): ArticleAuthor {
  return { kind: 'member', email };
}
