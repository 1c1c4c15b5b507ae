import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import type { RecentProject } from '@plateau/shared/schemas/profile';
import { Clapperboard } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { ProjectStatusBadge } from '@/features/projects';
import { formatDate } from '@/lib/format';

/** The 3 most recent projects of the member. */
export function RecentProjects({ projects }: { projects: RecentProject[] }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">{pm.recentProjects}</h2>
      </CardHeader>
      <CardContent>
        {projects.length === 0 ? (
          <p className="text-sm text-slate-500">{pm.noProject}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {projects.map((project) => (
              <li key={project.id} className="py-3 first:pt-0 last:pb-0">
                <Link to={`/projets/${project.id}`} className="group flex items-start gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
                    <Clapperboard className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words text-slate-900 group-hover:text-indigo-700">
                      {project.title}
                    </span>
                    <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                      <Badge variant="secondary">{project.category}</Badge>
                      <ProjectStatusBadge status={project.status} />
                      <span>{formatDate(project.createdAt)}</span>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
