/** The rows the magazine's services select and its presenter turns into API objects. */

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
  author: { fullName: string; avatarUrl: string | null; profession: string | null; deletedAt: Date | null };
};
