import { magazineMessages as mm } from '@plateau/shared/messages/magazine.fr';
import type { ArticleCard } from '@plateau/shared/schemas/magazine';
import { ArrowRight, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { ArticleByline } from './ArticleByline';
import { ArticleImage } from './ArticleImage';
import { CategoryBadges } from './CategoryBadges';

interface ArticleCardItemProps {
  article: ArticleCard;
  /** An extra control in the footer (the favourites page's remove button). */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** A magazine card: image, 2 categories + '+N', title, summary, byline, 'Lire l'article'. */
export function ArticleCardItem({ article, action, headingLevel = 'h2' }: ArticleCardItemProps) {
  const Heading = headingLevel;
  const to = `/magazine/${article.id}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={to} tabIndex={-1} aria-hidden="true">
        <ArticleImage src={article.imageUrl} className="aspect-[21/9]" />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CategoryBadges categories={article.categories} max={2} />
        <Heading className="text-lg leading-snug font-semibold text-slate-900">
          <Link to={to} className="hover:text-indigo-800">
            {article.title}
          </Link>
        </Heading>
        {article.eventDate ? (
          <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-violet-800">
            <time dateTime={article.eventDate}>{formatDateTime(article.eventDate)}</time>
            {article.eventLocation ? (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {article.eventLocation}
              </span>
            ) : null}
          </p>
        ) : null}
        {article.summary ? <p className="line-clamp-3 text-slate-600">{article.summary}</p> : null}
        <ArticleByline article={article} className="mt-auto pt-2" />
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 px-5 py-3">
        <Link
          to={to}
          className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 hover:text-indigo-900"
          aria-label={`${mm.readArticle} : ${article.title}`}
        >
          {mm.readArticle}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        {action}
      </div>
    </article>
  );
}
