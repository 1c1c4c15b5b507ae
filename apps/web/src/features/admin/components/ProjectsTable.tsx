import type { AdminProject } from '@plateau/shared';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { ProjectStatusBadge } from '@/features/projects';
import { formatDate } from '@/lib/format';
import { TableFrame, td } from './AdminLayout';

const p = a.projects;

/** The projects' table: each one's page, and its deletion. */
export function ProjectsTable({
  items,
  onDelete,
}: {
  items: AdminProject[];
  onDelete: (project: AdminProject) => void;
}) {
  return (
    <TableFrame columns={[p.project, p.category, p.status, p.creator, p.created, p.actions]}>
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
              <Button size="sm" variant="danger" onClick={() => onDelete(project)}>
                {p.delete}
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </TableFrame>
  );
}
