import { fill } from '@plateau/shared/messages/fill';
import { searchMessages as m } from '@plateau/shared/messages/search.fr';
import { searchQueryMaxLength } from '@plateau/shared/schemas/search';
import { MapPin, SearchX } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { Label } from '@/components/ui/Input';
import { LoadError } from '@/components/ui/LoadError';
import { SearchInput } from '@/components/ui/SearchInput';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDate } from '@/lib/format';
import { SearchGroup } from '../components/SearchGroup';
import { useSearch } from '../hooks/useSearch';

/** The talents list reads at most 100 characters of `q`. */
const talentsQueryMax = 100;
const listUrl = (path: string, q: string, max = searchQueryMaxLength) =>
  `${path}?${new URLSearchParams({ q: q.slice(0, max) })}`;

const itemLink = 'font-medium text-slate-900 hover:text-indigo-700 hover:underline';

/** /recherche?q=…: the one search of the navigation bar, grouped by area (members only, like the areas). */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, searchQueryMaxLength);
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const id = useId();
  const search = useSearch(q);
  const results = search.data;
  const empty =
    results !== undefined &&
    results.talents.total +
      results.projects.total +
      results.influencerProjects.total +
      results.articles.total ===
      0;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={q ? [q, m.title] : m.title} />
      <header>
        <h1 className="font-display text-3xl font-semibold text-slate-900">{m.title}</h1>
        <p className="mt-1 text-slate-600">{m.intro}</p>
      </header>
      <search className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const next = draft.trim();
            if (next) setParams({ q: next });
          }}
        >
          <div className="flex-1">
            <Label htmlFor={`${id}-q`}>{m.label}</Label>
            <SearchInput
              id={`${id}-q`}
              name="q"
              required
              maxLength={searchQueryMaxLength}
              placeholder={m.placeholder}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button type="submit">{m.submit}</Button>
        </form>
      </search>
      {!q ? (
        <p className="text-slate-600">{m.start}</p>
      ) : search.isError && !results ? (
        <LoadError message={m.error} onRetry={() => void search.refetch()} />
      ) : !results ? (
        <div className="grid gap-4 lg:grid-cols-2" role="status" aria-label={m.loading}>
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-64" />
          ))}
        </div>
      ) : empty ? (
        <EmptyState
          icon={SearchX}
          title={fill(m.noResults, { query: results.query })}
          hint={m.noResultsHint}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy={search.isFetching || undefined}>
          <SearchGroup
            title={m.talents}
            items={results.talents.items}
            total={results.talents.total}
            more={results.talents.more}
            seeAll={listUrl('/talents', results.query, talentsQueryMax)}
            keyOf={(talent) => talent.id}
            render={(talent) => (
              <div className="flex items-center gap-3">
                <Avatar name={talent.fullName} src={talent.avatarUrl} size="sm" decorative />
                <div className="min-w-0">
                  <Link to={`/talents/${talent.id}`} className={itemLink}>
                    {talent.fullName}
                  </Link>
                  <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
                    {talent.profession ? <span>{talent.profession}</span> : null}
                    {talent.location ? (
                      <span className="inline-flex items-center gap-0.5">
                        <MapPin className="size-3.5" aria-hidden="true" />
                        {talent.location}
                      </span>
                    ) : null}
                  </p>
                </div>
              </div>
            )}
          />
          <SearchGroup
            title={m.projects}
            items={results.projects.items}
            total={results.projects.total}
            more={results.projects.more}
            seeAll={listUrl('/projets', results.query)}
            keyOf={(project) => project.id}
            render={(project) => (
              <div className="min-w-0">
                <Link to={`/projets/${project.id}`} className={itemLink}>
                  {project.title}
                </Link>
                <p className="text-sm text-slate-600">
                  {project.category} · {project.status} · {fill(m.by, { name: project.owner.fullName })}
                </p>
              </div>
            )}
          />
          <SearchGroup
            title={m.influencerProjects}
            items={results.influencerProjects.items}
            total={results.influencerProjects.total}
            more={results.influencerProjects.more}
            seeAll={listUrl('/influencer/projets', results.query)}
            keyOf={(project) => project.id}
            render={(project) => (
              <div className="min-w-0">
                <Link to={`/projets/${project.id}`} className={itemLink}>
                  {project.title}
                </Link>
                <p className="text-sm text-slate-600">
                  {project.platform ? `${project.platform} · ` : ''}
                  {fill(m.by, { name: project.owner.fullName })}
                </p>
              </div>
            )}
          />
          <SearchGroup
            title={m.articles}
            items={results.articles.items}
            total={results.articles.total}
            more={results.articles.more}
            seeAll={listUrl('/magazine', results.query)}
            keyOf={(article) => article.id}
            render={(article) => (
              <div className="min-w-0">
                <Link to={`/magazine/${article.id}`} className={itemLink}>
                  {article.title}
                </Link>
                <p className="text-sm text-slate-600">{formatDate(article.publishedAt)}</p>
                {article.summary ? (
                  <p className="line-clamp-2 text-sm text-slate-600">{article.summary}</p>
                ) : null}
              </div>
            )}
          />
        </div>
      )}
    </div>
  );
}
