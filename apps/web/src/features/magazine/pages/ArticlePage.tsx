import { articleRoom } from '@plateau/shared/events';
import { magazineMessages as mm } from '@plateau/shared/messages/magazine.fr';
import type { ArticleDetail } from '@plateau/shared/schemas/magazine';
import { ArrowLeft, Tag } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Skeleton } from '@/components/ui/Skeleton';
import { ApiRequestError } from '@/lib/api';
import { useRealtimeRoom } from '@/lib/realtime-hooks';
import { ArticleActions } from '../components/ArticleActions';
import { ArticleByline } from '../components/ArticleByline';
import { ArticleContent } from '../components/ArticleContent';
import { ArticleImage } from '../components/ArticleImage';
import { ArticleNotFound } from '../components/ArticleNotFound';
import { CategoryBadges } from '../components/CategoryBadges';
import { CommentsSection } from '../components/CommentsSection';
import { EventDetails } from '../components/EventDetails';
import { RelatedArticles } from '../components/RelatedArticles';
import { useArticle } from '../hooks/useArticle';

/** /magazine/{id}: an article or event for members; the members-only notice for visitors (app/router.tsx). */
export function ArticlePage() {
  const { id = '' } = useParams();
  return <ArticleView key={id} id={id} />;
}

function BackLink() {
  return (
    <Link
      to="/magazine"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:text-indigo-900"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {mm.backToMagazine}
    </Link>
  );
}

function ArticleView({ id }: { id: string }) {
  const article = useArticle(id);
  if (article.isPending) {
    return (
      <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-8" aria-busy="true">
        <p className="sr-only" role="status">
          {mm.title}
        </p>
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10 w-5/6" />
        <Skeleton className="aspect-[16/9] w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (article.isError) {
    if (!(article.error instanceof ApiRequestError && article.error.status === 404))
      console.error(article.error);
    return <ArticleNotFound />;
  }
  return <ArticleBody article={article.data} />;
}

function ArticleBody({ article }: { article: ArticleDetail }) {
  // Its comments stay live (magazine/live.ts) while the page holds the article's room.
  useRealtimeRoom(articleRoom(article.id));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={article.title} />
      <article className="mx-auto max-w-3xl">
        <BackLink />
        <header className="mt-5 space-y-4">
          <CategoryBadges categories={article.categories} />
          <h1 className="font-display text-3xl leading-tight font-semibold text-slate-900 sm:text-4xl">
            {article.title}
          </h1>
          <ArticleByline article={article} withAvatar />
          <ArticleActions article={article} />
        </header>
        {article.imageUrl ? (
          <ArticleImage
            src={article.imageUrl}
            category={article.category}
            className="mt-6 aspect-[16/9] rounded-2xl"
          />
        ) : null}
        {article.eventDate ? (
          <div className="mt-6">
            <EventDetails date={article.eventDate} location={article.eventLocation} />
          </div>
        ) : null}
        {article.summary ? (
          <p className="mt-6 text-xl leading-relaxed font-medium text-slate-700">{article.summary}</p>
        ) : null}
        <div className="mt-6">
          <ArticleContent content={article.content} />
        </div>
        {article.tags.length > 0 ? (
          <section aria-labelledby="tags-title" className="mt-8 flex flex-wrap items-center gap-2">
            <h2
              id="tags-title"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-700"
            >
              <Tag className="size-4" aria-hidden="true" />
              {mm.tags}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700"
                >
                  #{tag}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <CommentsSection articleId={article.id} />
      </article>
      <RelatedArticles articleId={article.id} />
    </div>
  );
}
