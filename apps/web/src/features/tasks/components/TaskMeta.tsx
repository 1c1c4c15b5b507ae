import { fill } from '@plateau/shared/messages/fill';
import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import { isLateOn } from '@plateau/shared/rules/task-rules';
import type { TaskCard } from '@plateau/shared/schemas/tasks';
import { CalendarDays } from 'lucide-react';
import { Avatar } from '@/components/ui/Avatar';
import { cn } from '@/lib/cn';
import { formatDay, isoDay } from '@/lib/format';

/** Today in the browser's calendar ('YYYY-MM-DD'), computed once per board render. */
export const today = () => isoDay(new Date());

/** 'En retard': the due date is past, whatever the status (spec 2 §2). */
export function LateBadge({ task, today }: { task: TaskCard; today: string }) {
  if (!isLateOn(task.dueDate, today)) return null;
  return (
    <span className="inline-flex items-center rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
      {m.late}
    </span>
  );
}

/** The assignee's avatar and name, or 'Non assigné'. */
export function AssigneeLine({ task, className }: { task: TaskCard; className?: string }) {
  if (!task.assignee) return <span className={cn('text-sm text-slate-500', className)}>{m.unassigned}</span>;
  return (
    <span className={cn('flex min-w-0 items-center gap-2 text-sm text-slate-700', className)}>
      <Avatar
        name={task.assignee.fullName}
        src={task.assignee.avatarUrl}
        size="sm"
        decorative
        deleted={task.assignee.deleted}
      />
      <span className="truncate">{task.assignee.fullName}</span>
    </span>
  );
}

/** The due date in fr-FR, or 'Aucune date'. */
export function DueDate({ task }: { task: TaskCard }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-600">
      <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
      {task.dueDate ? fill(m.dueOn, { date: formatDay(task.dueDate) }) : m.noDueDate}
    </span>
  );
}
