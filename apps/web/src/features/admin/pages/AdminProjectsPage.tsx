import { projectStatuses, storedProjectCategories } from '@plateau/shared/enums';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { fill } from '@plateau/shared/messages/fill';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { SearchInput } from '@/components/ui/SearchInput';
import { Select } from '@/components/ui/Select';
import { useSearchDraft } from '@/hooks/useSearchDraft';
import { useUrlState } from '@/hooks/useUrlState';
import { AdminLayout, Filter, FilterBar } from '../components/AdminLayout';
import { ListStates } from '../components/ListStates';
import { ProjectsTable } from '../components/ProjectsTable';
import { useAdminProjects, useDeleteProject } from '../hooks/useAdmin';
import { adminProjectsUrl } from '../url-state';

const p = a.projects;

/** /admin/projects: search, category and status filters, the table, deletion through the projects area. */
export function AdminProjectsPage() {
  const { state, set } = useUrlState(adminProjectsUrl);
  const [draft, setDraft] = useSearchDraft(state.q, (q) => set({ q }, { replace: true }));
  const query = useAdminProjects(state);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const remove = useDeleteProject();
  return (
    <AdminLayout title={p.title}>
      <FilterBar onReset={() => set({ q: '', category: '', status: '' })}>
        <Filter label={a.filters.search} id="admin-projects-q">
          <SearchInput
            id="admin-projects-q"
            value={draft}
            placeholder={a.filters.searchProjects}
            onChange={(e) => setDraft(e.target.value)}
          />
        </Filter>
        <Filter label={a.filters.category} id="admin-projects-category">
          <Select
            id="admin-projects-category"
            value={state.category}
            emptyLabel={a.filters.allCategories}
            options={storedProjectCategories.map((value) => ({ value, label: value }))}
            onValueChange={(value) => set({ category: value })}
          />
        </Filter>
        <Filter label={a.filters.status} id="admin-projects-status">
          <Select
            id="admin-projects-status"
            value={state.status}
            emptyLabel={a.filters.allStatuses}
            options={projectStatuses.map((value) => ({ value, label: value }))}
            onValueChange={(value) => set({ status: value })}
          />
        </Filter>
      </FilterBar>
      <ListStates query={query} empty={p.empty} loadError={p.loadError}>
        {(items) => <ProjectsTable items={items} onDelete={setDeleting} />}
      </ListStates>
      <ConfirmDialog
        open={deleting !== null}
        title={p.deleteTitle}
        description={fill(p.deleteText, { title: deleting?.title ?? '' })}
        confirmLabel={p.delete}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </AdminLayout>
  );
}
