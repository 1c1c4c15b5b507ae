import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import type { ProjectCard } from '@plateau/shared/schemas/project-responses';
import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { Badge } from '@/components/ui/Badge';
import { buttonClasses } from '@/components/ui/button-styles';
import { formatDate } from '@/lib/format';
import { type CoverLoad, ProjectCover } from './ProjectCover';
import { ProjectStatusBadge } from './ProjectStatusBadge';
import { RoleBadges } from './RoleBadges';

/**
 * One card of /projets: badges, title, cover, description, wanted roles, deadline, owner, 'Voir détails'.
 * `coverLoad`: when its cover loads (the first row's at once, the first card's ahead of other images).
 */
export function ProjectCardItem({
  project,
  coverLoad = 'lazy',
}: {
  project: ProjectCard;
  coverLoad?: CoverLoad;
}) {
  const titleId = useId();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <ProjectCover src={project.coverImage} category={project.category} load={coverLoad} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-1.5">
          <ProjectStatusBadge status={project.status} />
          <Badge variant="secondary">{project.category}</Badge>
          {project.recruiting ? <Badge variant="success">{m.recruiting}</Badge> : null}
        </div>
        <h2 id={titleId} className="text-lg leading-snug font-semibold break-words text-slate-900">
          {project.title}
        </h2>
        <p className="line-clamp-3 text-sm break-words text-slate-600">{project.description}</p>
        {project.requiredRoles.length > 0 ? (
          <div>
            <p className="mb-1 text-xs font-medium text-slate-600">{m.wantedRoles}</p>
            <RoleBadges roles={project.requiredRoles} label={m.wantedRoles} />
          </div>
        ) : null}
        <div className="mt-auto space-y-3 pt-2">
          {project.deadline ? (
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              {m.deadline} : {formatDate(project.deadline)}
            </p>
          ) : null}
          <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
            <span className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
              <Avatar name={project.owner.fullName} src={project.owner.avatarUrl} size="sm" decorative />
              <span className="truncate">
                <span className="sr-only">{m.owner} </span>
                {project.owner.fullName}
              </span>
            </span>
            <Link
              to={`/projets/${project.id}`}
              aria-describedby={titleId}
              className={buttonClasses({ variant: 'outline', size: 'sm', className: 'shrink-0' })}
            >
              {m.viewDetails}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
