import { fill } from '@plateau/shared/messages/fill';
import { searchMessages as m } from '@plateau/shared/messages/search.fr';
import { type SearchResults, searchQueryMaxLength } from '@plateau/shared/schemas/search';
import { MapPin, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
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

/** A result: its title linking to its page, then what tells it apart. */
function ResultLink({ to, title, children }: { to: string; title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <Link to={to} className="font-medium text-slate-900 hover:text-indigo-700 hover:underline">
        {title}
      </Link>
      {children}
    </div>
  );
}

/** The areas /recherche groups its results by, in their order on the page. */
const kinds = ['talents', 'projects', 'influencerProjects', 'articles'] as const;
type Kind = (typeof kinds)[number];
type ItemOf<K extends Kind> = SearchResults[K]['items'][number];

/** An area's group: its title, its own list (where 'Voir tout' goes, and how much of `q` it reads), a result. */
type GroupSpec<K extends Kind> = {
  title: string;
  list: string;
  queryMax?: number;
  render: (item: ItemOf<K>) => ReactNode;
};

const groups: { [K in Kind]: GroupSpec<K> } = {
  talents: {
    title: m.talents,
    list: '/talents',
    queryMax: talentsQueryMax,
    render: (talent) => (
      <div className="flex items-center gap-3">
        <Avatar name={talent.fullName} src={talent.avatarUrl} size="sm" decorative />
        <ResultLink to={`/talents/${talent.id}`} title={talent.fullName}>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            {talent.profession ? <span>{talent.profession}</span> : null}
            {talent.location ? (
              <span className="inline-flex items-center gap-0.5">
                <MapPin className="size-3.5" aria-hidden="true" />
                {talent.location}
              </span>
            ) : null}
          </p>
        </ResultLink>
      </div>
    ),
  },
  projects: {
    title: m.projects,
    list: '/projets',
    render: (project) => (
      <ResultLink to={`/projets/${project.id}`} title={project.title}>
        <p className="text-sm text-slate-600">
          {project.category} · {project.status} · {fill(m.by, { name: project.owner.fullName })}
        </p>
      </ResultLink>
    ),
  },
  influencerProjects: {
    title: m.influencerProjects,
    list: '/influencer/projets',
    render: (project) => (
      <ResultLink to={`/projets/${project.id}`} title={project.title}>
        <p className="text-sm text-slate-600">
          {project.platform ? `${project.platform} · ` : ''}
          {fill(m.by, { name: project.owner.fullName })}
        </p>
      </ResultLink>
    ),
  },
  articles: {
    title: m.articles,
    list: '/magazine',
    render: (article) => (
      <ResultLink to={`/magazine/${article.id}`} title={article.title}>
        <p className="text-sm text-slate-600">{formatDate(article.publishedAt)}</p>
        {article.summary ? <p className="line-clamp-2 text-sm text-slate-600">{article.summary}</p> : null}
      </ResultLink>
    ),
  },
};

/** The group of one area, as the table above describes it. */
function ResultGroup<K extends Kind>({ kind, results }: { kind: K; results: SearchResults }) {
  const group: GroupSpec<K> = groups[kind];
  const { items, total, more } = results[kind];
  return (
    <SearchGroup<ItemOf<K>>
      title={group.title}
      items={items}
      total={total}
      more={more}
      seeAll={listUrl(group.list, results.query, group.queryMax)}
      keyOf={(item) => item.id}
      render={group.render}
    />
  );
}

/** /recherche?q=…: the one search of the navigation bar, grouped by area (members only, like the areas). */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, searchQueryMaxLength);
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const id = useId();
  const search = useSearch(q);
  const results = search.data;
  const empty = results !== undefined && kinds.every((kind) => results[kind].total === 0);

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
          {kinds.map((kind) => (
            <ResultGroup key={kind} kind={kind} results={results} />
          ))}
        </div>
      )}
    </div>
  );
}
