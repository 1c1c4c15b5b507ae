import { taskStatuses } from '@plateau/shared/enums';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { Link } from 'react-router';
import { SearchInput } from '@/components/ui/SearchInput';
import { Select } from '@/components/ui/Select';
import { useSearchDraft } from '@/hooks/useSearchDraft';
import { useUrlState } from '@/hooks/useUrlState';
import { formatDate } from '@/lib/format';
import { adminApi } from '../api';
import { AdminLayout, Filter, FilterBar, TableFrame, td, th } from '../components/AdminLayout';
import { ListStates } from '../components/ListStates';
import { useAdminList } from '../hooks/useAdmin';
import { filtersCodec } from '../url-state';

const codec = filtersCodec(['q', 'status', 'projectId'] as const);
const t = a.tasks;

/** /admin/tasks: search, status and project filters, the tasks with their project and assignee. */
export function AdminTasksPage() {
  const { state, set } = useUrlState(codec);
  const [draft, setDraft] = useSearchDraft(state.q, (q) => set({ q }, { replace: true }));
  const projects = useAdminList('projects', {}, (q, signal) => adminApi.projects(q, signal));
  const projectOptions = (projects.data?.pages ?? [])
    .flatMap((page) => page.items)
    .map((project) => ({ value: project.id, label: project.title }));
  const query = useAdminList('tasks', state, (q, signal) => adminApi.tasks(q, signal));
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
            value={
              (taskStatuses as readonly string[]).includes(state.status) ? (state.status as 'à faire') : ''
            }
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
        {(items) => (
          <TableFrame>
            <thead>
              <tr>
                <th className={th}>{t.task}</th>
                <th className={th}>{t.project}</th>
                <th className={th}>{t.status}</th>
                <th className={th}>{t.assignee}</th>
                <th className={th}>{t.due}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((task) => (
                <tr key={task.id}>
                  <td className={`${td} font-medium`}>{task.title}</td>
                  <td data-label={t.project} className={td}>
                    {task.projectId ? (
                      <Link to={`/projets/${task.projectId}`} className="text-indigo-700 hover:underline">
                        {task.projectTitle}
                      </Link>
                    ) : (
                      t.unknownProject
                    )}
                  </td>
                  <td data-label={t.status} className={td}>
                    {task.status}
                  </td>
                  <td data-label={t.assignee} className={td}>
                    {task.assigneeName ?? t.unassigned}
                  </td>
                  <td data-label={t.due} className={td}>
                    {task.dueDate ? formatDate(`${task.dueDate}T12:00:00`) : t.noDate}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </ListStates>
    </AdminLayout>
  );
}
