import { countTexts } from '@plateau/shared/messages/counts.fr';
import { fill } from '@plateau/shared/messages/fill';
import { searchMessages as m } from '@plateau/shared/messages/search.fr';
import { plural } from '@plateau/shared/rules/plural';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SearchGroupProps<T> {
  title: string;
  items: readonly T[];
  total: number;
  /** More than `total` match (the count stops at searchCountLimit). */
  more: boolean;
  /** The area's own list with the query: where 'Voir tout' goes. */
  seeAll: string;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
}

/** One group of /recherche: its title and count, its first results, 'Voir tout' to the area's list. */
export function SearchGroup<T>({ title, items, total, more, seeAll, keyOf, render }: SearchGroupProps<T>) {
  return (
    <section
      aria-label={title}
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex items-baseline justify-between gap-3">
        <h2 className="font-display text-lg font-semibold text-slate-900">{title}</h2>
        <p className="shrink-0 text-sm text-slate-600">
          {plural(total, more ? countTexts.searchResultsMore : countTexts.searchResults)}
        </p>
      </header>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{m.groupEmpty}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-100">
            {items.map((item) => (
              <li key={keyOf(item)} className="py-2.5">
                {render(item)}
              </li>
            ))}
          </ul>
          <Link
            to={seeAll}
            aria-label={fill(m.seeAllOf, { group: title })}
            className="mt-auto inline-flex min-h-11 items-center gap-1 self-start pt-2 text-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
          >
            {m.seeAll}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </>
      )}
    </section>
  );
}
