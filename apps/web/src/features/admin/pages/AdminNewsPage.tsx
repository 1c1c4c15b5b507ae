import type { AdminNews } from '@plateau/shared';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { fill } from '@plateau/shared/messages/fill';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { SearchInput } from '@/components/ui/SearchInput';
import { useSearchDraft } from '@/hooks/useSearchDraft';
import { useUrlState } from '@/hooks/useUrlState';
import { AdminLayout, Filter, FilterBar } from '../components/AdminLayout';
import { ListStates } from '../components/ListStates';
import { NewsCard } from '../components/NewsCard';
import { NewsForm } from '../components/NewsForm';
import { useAdminNews, useDeleteNews } from '../hooks/useAdmin';
import { type Draft, draftOf, emptyDraft } from '../news-draft';
import { adminNewsUrl } from '../url-state';

const t = a.news;

/** /admin/news: search, card grid, the article form with its preview, deletion after confirmation. */
export function AdminNewsPage() {
  const { state, set } = useUrlState(adminNewsUrl);
  const [search, setSearch] = useSearchDraft(state.q, (q) => set({ q }, { replace: true }));
  const query = useAdminNews(state);
  const [editing, setEditing] = useState<{ id: string | null; draft: Draft } | null>(null);
  const [deleting, setDeleting] = useState<AdminNews | null>(null);
  const remove = useDeleteNews();
  return (
    <AdminLayout
      title={t.title}
      actions={<Button onClick={() => setEditing({ id: null, draft: emptyDraft })}>{t.create}</Button>}
    >
      <FilterBar onReset={() => set({ q: '' })}>
        <Filter label={a.filters.search} id="admin-news-q">
          <SearchInput
            id="admin-news-q"
            value={search}
            placeholder={t.searchPlaceholder}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Filter>
      </FilterBar>
      <ListStates query={query} empty={t.empty} loadError={t.loadError}>
        {(items) => (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((article) => (
              <NewsCard
                key={article.id}
                article={article}
                onEdit={() => setEditing({ id: article.id, draft: draftOf(article) })}
                onDelete={() => setDeleting(article)}
              />
            ))}
          </ul>
        )}
      </ListStates>
      {editing ? (
        <NewsForm
          key={editing.id ?? 'new'}
          id={editing.id}
          initial={editing.draft}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        description={fill(t.deleteText, { title: deleting?.title ?? '' })}
        confirmLabel={t.delete}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </AdminLayout>
  );
}
