import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { Spinner } from '@/components/ui/Spinner';

interface ListQuery<T> {
  data: { pages: { items: T[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** A list's loading, its own error and empty states, its rows, then 'Charger plus'. */
export function ListStates<T>({
  query,
  empty,
  loadError,
  children,
}: {
  query: ListQuery<T>;
  empty: string;
  /** The list's own load error ('Erreur lors du chargement des utilisateurs'). */
  loadError: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isError)
    return (
      <div className="mt-4">
        <LoadError message={loadError} onRetry={() => void query.refetch()} />
      </div>
    );
  if (query.isPending || !query.data)
    return (
      <div className="mt-8 flex justify-center">
        <Spinner label={a.loading} />
      </div>
    );
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <p className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {empty}
      </p>
    );
  return (
    <>
      {children(items)}
      <div className="mt-4 flex justify-center">
        <LoadMoreButton pages={query} label={a.loadMore} />
      </div>
    </>
  );
}
