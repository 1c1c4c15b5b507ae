import type { AdminTask } from '@plateau/shared';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { TableFrame, td } from './AdminLayout';

const t = a.tasks;

/** The tasks' table with their project and assignee. */
export function TasksTable({ items }: { items: AdminTask[] }) {
  return (
    <TableFrame columns={[t.task, t.project, t.status, t.assignee, t.due]}>
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
    </TableFrame>
  );
}
