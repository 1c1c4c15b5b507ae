import { projectStatuses, storedProjectCategories } from '@plateau/shared/enums';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { fill } from '@plateau/shared/messages/fill';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { SearchInput } from '@/components/ui/SearchInput';
import { Select } from '@/components/ui/Select';
import { ProjectStatusBadge } from '@/features/projects';
import { useSearchDraft } from '@/hooks/useSearchDraft';
import { useUrlState } from '@/hooks/useUrlState';
import { formatDate } from '@/lib/format';
import { adminApi } from '../api';
import { AdminLayout, Filter, FilterBar, TableFrame, td, th } from '../components/AdminLayout';
import { ListStates } from '../components/ListStates';
import { useAdminAction, useAdminList } from '../hooks/useAdmin';
import { filtersCodec } from '../url-state';

const codec = filtersCodec(['q', 'category', 'status'] as const);
const p = a.projects;
const oneOf = <T extends string>(values: readonly T[], value: string): T | '' =>
  (values as readonly string[]).includes(value) ? (value as T) : '';

/** /admin/projects: search, category and status filters, the table, deletion through the projects area. */
export function AdminProjectsPage() {
  const { state, set } = useUrlState(codec);
  const [draft, setDraft] = useSearchDraft(state.q, (q) => set({ q }, { replace: true }));
  const query = useAdminList('projects', state, (q, signal) => adminApi.projects(q, signal));
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const remove = useAdminAction(
    (project: { id: string; title: string }) => adminApi.deleteProject(project.id),
    (project) => fill(p.deleted, { title: project.title }),
  );
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
            value={oneOf(storedProjectCategories, state.category)}
            emptyLabel={a.filters.allCategories}
            options={storedProjectCategories.map((value) => ({ value, label: value }))}
            onValueChange={(value) => set({ category: value })}
          />
        </Filter>
        <Filter label={a.filters.status} id="admin-projects-status">
          <Select
            id="admin-projects-status"
            value={oneOf(projectStatuses, state.status)}
            emptyLabel={a.filters.allStatuses}
            options={projectStatuses.map((value) => ({ value, label: value }))}
            onValueChange={(value) => set({ status: value })}
          />
        </Filter>
      </FilterBar>
      <ListStates query={query} empty={p.empty} loadError={p.loadError}>
        {(items) => (
          <TableFrame>
            <thead>
              <tr>
                <th className={th}>{p.project}</th>
                <th className={th}>{p.category}</th>
                <th className={th}>{p.status}</th>
                <th className={th}>{p.creator}</th>
                <th className={th}>{p.created}</th>
                <th className={th}>{p.actions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((project) => (
                <tr key={project.id}>
                  <td className={`${td} font-medium`}>{project.title}</td>
                  <td data-label={p.category} className={td}>
                    {project.category}
                  </td>
                  <td data-label={p.status} className={td}>
                    <ProjectStatusBadge status={project.status} />
                  </td>
                  <td data-label={p.creator} className={td}>
                    {project.creatorName ?? p.unknownCreator}
                  </td>
                  <td data-label={p.created} className={td}>
                    {formatDate(project.createdAt)}
                  </td>
                  <td data-label={p.actions} className={td}>
                    <div className="flex gap-1">
                      <Link
                        to={`/projets/${project.id}`}
                        className={buttonClasses({ variant: 'outline', size: 'sm' })}
                      >
                        {p.view}
                      </Link>
                      <Button size="sm" variant="danger" onClick={() => setDeleting(project)}>
                        {p.delete}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
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
