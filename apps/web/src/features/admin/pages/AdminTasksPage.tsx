import { taskStatuses } from '@plateau/shared/enums';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { SearchInput } from '@/components/ui/SearchInput';
import { Select } from '@/components/ui/Select';
import { useSearchDraft } from '@/hooks/useSearchDraft';
import { useUrlState } from '@/hooks/useUrlState';
import { AdminLayout, Filter, FilterBar } from '../components/AdminLayout';
import { ListStates } from '../components/ListStates';
import { TasksTable } from '../components/TasksTable';
import { useAdminProjects, useAdminTasks } from '../hooks/useAdmin';
import { adminTasksUrl } from '../url-state';

const t = a.tasks;
/** The project filter's choices: the first page of every project. */
const allProjects = { q: '', category: '', status: '' } as const;

/** /admin/tasks: search, status and project filters, the tasks with their project and assignee. */
export function AdminTasksPage() {
  const { state, set } = useUrlState(adminTasksUrl);
  const [draft, setDraft] = useSearchDraft(state.q, (q) => set({ q }, { replace: true }));
  const projects = useAdminProjects(allProjects);
  const projectOptions = (projects.data?.pages ?? [])
    .flatMap((page) => page.items)
    .map((project) => ({ value: project.id, label: project.title }));
  const query = useAdminTasks(state);
  return (
    <AdminLayout title={t.title}>
      <FilterBar onReset={() => set({ q: '', status: '', projectId: '' })}>
        <Filter label={a.filters.search} id="admin-tasks-q">
          <SearchInput
            id="admin-tasks-q"
            value={draft}
            placeholder={a.filters.searchTasks}
            onChange={(e) => setDraft(e.target.value)}
          />
        </Filter>
        <Filter label={a.filters.status} id="admin-tasks-status">
          <Select
            id="admin-tasks-status"
            value={state.status}
            emptyLabel={a.filters.allStatuses}
            options={taskStatuses.map((value) => ({ value, label: value }))}
            onValueChange={(value) => set({ status: value })}
          />
        </Filter>
        <Filter label={a.filters.project} id="admin-tasks-project">
          <Select
            id="admin-tasks-project"
            value={projectOptions.some((option) => option.value === state.projectId) ? state.projectId : ''}
            emptyLabel={a.filters.allProjects}
            options={projectOptions}
            onValueChange={(value) => set({ projectId: value })}
          />
        </Filter>
      </FilterBar>
      <ListStates query={query} empty={t.empty} loadError={t.loadError}>
        {(items) => <TasksTable items={items} />}
      </ListStates>
    </AdminLayout>
  );
}
