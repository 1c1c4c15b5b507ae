import { fill } from '@plateau/shared/messages/fill';
import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import { type TaskListSort, taskListPageSize } from '@plateau/shared/rules/task-rules';
import type { TaskCard } from '@plateau/shared/schemas/tasks';
import { useMemo, useState } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Select } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDay } from '@/lib/format';
import { useTaskList } from '../hooks/useTaskBoard';
import { ShowMoreButton } from './ShowMoreButton';
import { AssigneeLine, LateBadge, today as todayOf } from './TaskMeta';

const sortOptions = [
  { value: 'dueDate', label: m.sortByDueDate },
  { value: 'status', label: m.sortByStatus },
] as const;

/**
 * The list view: the board's tasks as rows, sorted on the server by due date (soonest first, undated last)
 * or by status, 100 rows a page.
 */
export function TaskListView({
  projectId,
  total,
  onOpen,
}: {
  projectId: string;
  /** Tasks on the board in all (the columns' totals). */
  total: number;
  onOpen: (taskId: string) => void;
}) {
  const [sort, setSort] = useState<TaskListSort>('dueDate');
  const list = useTaskList(projectId, sort);
  const today = todayOf();
  // A task moved between two pages' loads shows once, where it was first seen.
  const rows = useMemo(() => {
    const seen = new Set<string>();
    const unique: TaskCard[] = [];
    for (const task of (list.data?.pages ?? []).flatMap((page) => page.items)) {
      if (seen.has(task.id)) continue;
      seen.add(task.id);
      unique.push(task);
    }
    return unique;
  }, [list.data]);
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-end gap-2">
        <label htmlFor="tri-taches" className="text-sm text-slate-700">
          {m.sortLabel}
        </label>
        <Select
          id="tri-taches"
          className="w-auto"
          value={sort}
          options={sortOptions}
          onValueChange={(value) => setSort(value || 'dueDate')}
        />
      </div>
      {list.isPending ? (
        <Skeleton className="h-32 w-full rounded-lg" />
      ) : list.isError ? (
        <LoadError message={m.loadError} onRetry={() => void list.refetch()} />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {rows.map((task) => (
            <li
              key={task.id}
              data-task-id={task.id}
              className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4"
            >
              <button
                type="button"
                onClick={() => onOpen(task.id)}
                className="min-w-0 flex-1 text-left font-medium break-words text-slate-900 hover:underline"
                aria-label={fill(m.openTask, { title: task.title })}
              >
                {task.title}
              </button>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:flex-nowrap">
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                  {task.status}
                </span>
                <AssigneeLine task={task} className="sm:w-40" />
                <span className="text-sm whitespace-nowrap text-slate-600 sm:w-24">
                  {task.dueDate ? formatDay(task.dueDate) : m.noDueDate}
                </span>
                <LateBadge task={task} today={today} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <ShowMoreButton
          pageSize={taskListPageSize}
          total={total}
          shown={rows.length}
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}
