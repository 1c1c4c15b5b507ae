import { influencerPlatforms } from '@plateau/shared/enums';
import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import { Plus, SearchX } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PhoneFilters } from '@/components/PhoneFilters';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { Label } from '@/components/ui/Input';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { SearchInput } from '@/components/ui/SearchInput';
import { Select } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { useSearchDraft } from '@/hooks/useSearchDraft';
import { useUrlState } from '@/hooks/useUrlState';
import { InfluencerCardItem } from '../components/InfluencerCardItem';
import { useInfluencerProjects } from '../hooks/useInfluencer';
import { influencerFiltersUrl, noInfluencerFilters } from '../url-state';

const gridClasses = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
const platformOptions = influencerPlatforms.map((value) => ({ value, label: value }));

/** /influencer/projets: members only; searched, filtered and paged by the server. */
export function InfluencerProjectsPage() {
  const base = useId();
  const { state: filters, set } = useUrlState(influencerFiltersUrl);
  const [draft, setDraft] = useSearchDraft(filters.q, (q) => set({ ...filters, q }, { replace: true }));
  const projects = useInfluencerProjects(filters);
  const items = projects.data?.pages.flatMap((page) => page.items) ?? [];
  const active = filters.q !== '' || filters.platform !== '';

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold text-slate-900">{m.listTitle}</h1>
          <p className="mt-1 text-slate-600">{m.listSubtitle}</p>
        </div>
        <Link
          to="/influencer/nouveau-projet"
          className={buttonClasses({ className: 'self-start sm:self-auto' })}
        >
          <Plus className="size-4" aria-hidden="true" />
          {m.createProject}
        </Link>
      </header>
      <section className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <div>
          <Label htmlFor={`${base}-q`}>{m.searchLabel}</Label>
          <SearchInput
            id={`${base}-q`}
            placeholder={m.searchPlaceholder}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <PhoneFilters count={filters.platform ? 1 : 0}>
          <div>
            <Label htmlFor={`${base}-platform`}>{m.categoryFilter}</Label>
            <Select
              id={`${base}-platform`}
              value={filters.platform}
              options={platformOptions}
              emptyLabel={m.allCategories}
              onValueChange={(platform) => set({ ...filters, platform })}
            />
          </div>
          <Button variant="outline" disabled={!active} onClick={() => set(noInfluencerFilters)}>
            {m.reset}
          </Button>
        </PhoneFilters>
      </section>
      {projects.isPending ? (
        <ul className={gridClasses} aria-hidden="true">
          {[1, 2, 3].map((key) => (
            <li key={key}>
              <Skeleton className="h-64 w-full rounded-xl" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        // The list fails silently (spec 2 §8): an error shows as an empty list.
        <EmptyState icon={SearchX} title={m.empty} />
      ) : (
        <>
          <ul className={gridClasses} aria-label={m.listTitle} aria-busy={projects.isFetching || undefined}>
            {items.map((project) => (
              <li key={project.id}>
                <InfluencerCardItem project={project} />
              </li>
            ))}
          </ul>
          <LoadMoreButton pages={projects} label={m.loadMore} />
        </>
      )}
    </div>
  );
}
