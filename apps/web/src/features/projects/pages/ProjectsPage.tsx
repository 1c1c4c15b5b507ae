import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { projectCoverSources } from '@plateau/shared/rules/category-cover';
import { Plus, SearchX } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { Skeleton } from '@/components/ui/Skeleton';
import { useUrlState } from '@/hooks/useUrlState';
import type { FirstReads } from '@/lib/first-reads';
import { preloadImage } from '@/lib/preload-image';
import { ProjectCardItem } from '../components/ProjectCardItem';
import { ProjectFiltersPanel } from '../components/ProjectFiltersPanel';
import { projectsQuery, useProjects } from '../hooks/useProjects';
import { noProjectFilters, projectFiltersUrl } from '../url-state';

const gridClasses = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The first card's cover loads at once, ahead of the others (the page's largest picture on a phone); the
 * others when near the screen, so that on a phone they do not share the network with it.
 */
const coverLoadOf = (index: number) => (index === 0 ? 'first' : 'lazy');

/**
 * The first page of the list the address asks for, read before the first render (lib/first-reads.ts), and
 * the first card's cover asked for as soon as it is known, not once the cards have rendered.
 */
export const firstReads: FirstReads = async ({ search, queryClient }) => {
  const query = projectsQuery(projectFiltersUrl.parse(search));
  await queryClient.prefetchInfiniteQuery(query);
  const first = queryClient.getQueryData(query.queryKey)?.pages[0]?.items[0];
  if (first) preloadImage(projectCoverSources(first.coverImage, first.category));
};

/** /projets: the members-only project list (visitors get the gate with the auth modals, app/router.tsx). */
export function ProjectsPage() {
  const { state: filters, set: setFilters } = useUrlState(projectFiltersUrl);
  const active = Object.values(filters).some((value) => value !== '');
  const projects = useProjects(filters);
  // The cards render in a transition, in slices, when their page arrives: not one long task on a phone.
  const loaded = useDeferredValue(projects.data);
  const items = loaded?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={m.listTitle} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold text-slate-900">{m.listTitle}</h1>
          <p className="mt-1 text-slate-600">{m.listSubtitle}</p>
        </div>
        <Link to="/projets/nouveau" className={buttonClasses({ className: 'self-start sm:self-auto' })}>
          <Plus className="size-4" aria-hidden="true" />
          {m.newProject}
        </Link>
      </header>
      <ProjectFiltersPanel
        filters={filters}
        onChange={setFilters}
        onReset={() => setFilters(noProjectFilters)}
        active={active}
      />
      {projects.isError && items.length === 0 ? (
        <LoadError message={m.listLoadError} onRetry={() => void projects.refetch()} />
      ) : loaded === undefined ? (
        <ul className={gridClasses} aria-hidden="true">
          {[1, 2, 3, 4, 5, 6].map((key) => (
            <li key={key} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <Skeleton className="aspect-video w-full rounded-none" />
              <div className="space-y-3 p-4">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="h-6 w-4/5" />
                <Skeleton className="h-12 w-full" />
              </div>
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <EmptyState icon={SearchX} title={m.empty} />
      ) : (
        <>
          <ul className={gridClasses} aria-label={m.listTitle} aria-busy={projects.isFetching || undefined}>
            {items.map((project, index) => (
              <li key={project.id}>
                <ProjectCardItem project={project} coverLoad={coverLoadOf(index)} />
              </li>
            ))}
          </ul>
          <LoadMoreButton pages={projects} label={m.loadMore} />
        </>
      )}
    </div>
  );
}
