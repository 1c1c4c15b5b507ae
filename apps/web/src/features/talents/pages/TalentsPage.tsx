import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { SearchX } from 'lucide-react';
import { useDeferredValue } from 'react';
import { PageTitle } from '@/components/PageTitle';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { Skeleton } from '@/components/ui/Skeleton';
import { useUrlState } from '@/hooks/useUrlState';
import type { FirstReads } from '@/lib/first-reads';
import { TalentCard } from '../components/TalentCard';
import { TalentFiltersPanel } from '../components/TalentFiltersPanel';
import { skillsQuery, talentsQuery, useSkills, useTalents } from '../hooks/useTalents';
import { talentFiltersUrl } from '../url-state';

/** The first page of the directory the address asks for and the skills filter, read before the first render. */
export const firstReads: FirstReads = ({ search, queryClient }) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(talentsQuery(talentFiltersUrl.parse(search))),
    queryClient.prefetchQuery(skillsQuery()),
  ]);

/** /talents: the members-only directory (visitors get the gate with the auth modals, app/router.tsx). */
export function TalentsPage() {
  const { state: filters, set: setFilters } = useUrlState(talentFiltersUrl);
  const reset = () =>
    setFilters({ q: '', availability: '', profession: '', location: '', creditRole: '', skills: [] });
  const active =
    filters.q !== '' ||
    filters.availability !== '' ||
    filters.profession !== '' ||
    filters.location !== '' ||
    filters.creditRole !== '' ||
    filters.skills.length > 0;
  const talents = useTalents(filters);
  const skills = useSkills();
  // The cards render in a transition, in slices, when their page arrives: not one long task on a phone.
  const loaded = useDeferredValue(talents.data);
  const items = loaded?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={pm.talentsTitle} />
      <header>
        <h1 className="font-display text-3xl font-semibold text-slate-900">{pm.talentsTitle}</h1>
        <p className="mt-1 text-slate-600">{pm.talentsSubtitle}</p>
      </header>
      <TalentFiltersPanel
        filters={filters}
        onChange={setFilters}
        onReset={reset}
        active={active}
        skills={skills.data ?? []}
      />
      {talents.isError && items.length === 0 ? (
        <LoadError message={pm.talentsLoadError} onRetry={() => void talents.refetch()} />
      ) : loaded === undefined ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {[1, 2, 3, 4, 5, 6].map((key) => (
            <li key={key}>
              <Skeleton className="h-48" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <EmptyState icon={SearchX} title={pm.noTalent} hint={pm.noTalentText} />
      ) : (
        <>
          <ul
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={pm.talentsTitle}
            aria-busy={talents.isFetching || undefined}
          >
            {items.map((talent) => (
              <li key={talent.id}>
                <TalentCard talent={talent} />
              </li>
            ))}
          </ul>
          <LoadMoreButton pages={talents} label={pm.loadMore} />
        </>
      )}
    </div>
  );
}
