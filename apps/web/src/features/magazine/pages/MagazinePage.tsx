import { magazineMessages as mm } from '@plateau/shared/messages/magazine.fr';
import { Bookmark, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { useUrlState } from '@/hooks/useUrlState';
import { ArticleCardItem } from '../components/ArticleCardItem';
import { ArticleFilters } from '../components/ArticleFilters';
import { ArticleGridSkeleton } from '../components/ArticleGridSkeleton';
import { useArticles } from '../hooks/useArticles';
import { articleFiltersUrl } from '../url-state';

/** /magazine: members search and filter the published articles; visitors see the members-only notice. */
export function MagazinePage() {
  const { state: filters, set: setFilters } = useUrlState(articleFiltersUrl);
  const articles = useArticles(filters);
  const items = articles.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={mm.title} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold text-slate-900 sm:text-4xl">{mm.title}</h1>
          <p className="mt-2 max-w-2xl text-slate-600">{mm.subtitle}</p>
        </div>
        <Link
          to="/magazine/favoris"
          className={buttonClasses({ variant: 'outline', className: 'self-start' })}
        >
          <Bookmark className="size-4" aria-hidden="true" />
          {mm.favoritesLink}
        </Link>
      </header>

      <div className="mt-6">
        <ArticleFilters value={filters} onChange={setFilters} />
      </div>

      <section className="mt-8" aria-label={mm.title} aria-busy={articles.isPending}>
        {articles.isPending ? (
          <ArticleGridSkeleton />
        ) : articles.isError ? (
          <LoadError message={mm.loadError} onRetry={() => void articles.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={SearchX} title={mm.noArticles} hint={mm.noArticlesHint} />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((article) => (
                <li key={article.id}>
                  <ArticleCardItem article={article} />
                </li>
              ))}
            </ul>
            <LoadMoreButton pages={articles} label={mm.loadMore} className="mt-8" />
          </>
        )}
      </section>
    </div>
  );
}
