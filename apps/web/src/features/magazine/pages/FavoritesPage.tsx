import { magazineMessages as mm } from '@plateau/shared/messages/magazine.fr';
import { ArrowLeft, Bookmark, BookmarkX } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { toast } from '@/lib/toaster';
import { ArticleCardItem } from '../components/ArticleCardItem';
import { ArticleGridSkeleton } from '../components/ArticleGridSkeleton';
import { useFavorites, useRemoveFavorite } from '../hooks/useFavorites';

/** /magazine/favoris: the member's saved articles, newest first, each removable; a login prompt for visitors. */
export function FavoritesPage() {
  const favorites = useFavorites(true);
  const remove = useRemoveFavorite();
  const items = favorites.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (favorites.isError) toast.error(mm.favoritesLoadError, { id: 'favorites-load-error' });
  }, [favorites.isError]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={mm.favoritesTitle} />
      <Link
        to="/magazine"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:text-indigo-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {mm.backToMagazine}
      </Link>
      <header className="mt-4">
        <h1 className="font-display text-3xl font-semibold text-slate-900 sm:text-4xl">
          {mm.favoritesTitle}
        </h1>
        <p className="mt-2 text-slate-600">{mm.favoritesSubtitle}</p>
      </header>
      <section className="mt-8" aria-label={mm.favoritesTitle} aria-busy={favorites.isPending}>
        {favorites.isPending ? (
          <ArticleGridSkeleton count={3} />
        ) : favorites.isError ? (
          <LoadError message={mm.favoritesLoadError} onRetry={() => void favorites.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={Bookmark} title={mm.favoritesEmpty} hint={mm.favoritesEmptyHint}>
            <Link to="/magazine" className={buttonClasses({ className: 'mt-3' })}>
              {mm.browseMagazine}
            </Link>
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((favorite) => (
                <li key={favorite.id}>
                  <ArticleCardItem
                    article={favorite.article}
                    action={
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-700 hover:bg-red-50 hover:text-red-800"
                        aria-label={`${mm.removeFavorite} : ${favorite.article.title}`}
                        loading={remove.isPending && remove.variables === favorite.article.id}
                        onClick={() => remove.mutate(favorite.article.id)}
                      >
                        <BookmarkX className="size-4" aria-hidden="true" />
                        {mm.removeFavoriteShort}
                      </Button>
                    }
                  />
                </li>
              ))}
            </ul>
            <LoadMoreButton pages={favorites} className="mt-8" />
          </>
        )}
      </section>
    </div>
  );
}
