import { fill } from '@plateau/shared/messages/fill';
import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import { compareDueDates, taskStatusOrder } from '@plateau/shared/rules/task-rules';
import type { TaskCard } from '@plateau/shared/schemas/tasks';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { AssigneeLine, formatDueDate, LateBadge, today as todayOf } from './TaskMeta';

/** Rows shown before 'Afficher plus'. */
const listPageSize = 100;

type SortKey = 'dueDate' | 'status';
const sortOptions = [
  { value: 'dueDate', label: m.sortByDueDate },
  { value: 'status', label: m.sortByStatus },
] as const;

/** The list view: the same tasks as rows, sorted by due date (soonest first) or status. */
export function TaskListView({
  tasks,
  onOpen,
}: {
  tasks: readonly TaskCard[];
  onOpen: (taskId: string) => void;
}) {
  const [sort, setSort] = useState<SortKey>('dueDate');
  const [limit, setLimit] = useState(listPageSize);
  const today = todayOf();
  const rows = useMemo(
    () =>
      [...tasks].sort((a, b) =>
        sort === 'status'
          ? taskStatusOrder[a.status] - taskStatusOrder[b.status] || compareDueDates(a.dueDate, b.dueDate)
          : compareDueDates(a.dueDate, b.dueDate) || taskStatusOrder[a.status] - taskStatusOrder[b.status],
      ),
    [tasks, sort],
  );
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
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {rows.slice(0, limit).map((task) => (
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
                {task.dueDate ? formatDueDate(task.dueDate) : m.noDueDate}
              </span>
              <LateBadge task={task} today={today} />
            </div>
          </li>
        ))}
      </ul>
      {rows.length > limit ? (
        <Button variant="ghost" size="sm" onClick={() => setLimit((value) => value + listPageSize)}>
          {fill(m.showMore, { count: Math.min(listPageSize, rows.length - limit) })}
        </Button>
      ) : null}
    </div>
  );
}
