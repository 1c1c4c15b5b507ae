import { projectRoom } from '@plateau/shared/events';
import { dashboardMessages as d } from '@plateau/shared/messages/dashboard.fr';
import { plural } from '@plateau/shared/rules/plural';
import type { DashboardProject } from '@plateau/shared/schemas/dashboard';
import { Clapperboard, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { ProjectStatusBadge } from '@/features/projects';
import { useRealtimeRoom } from '@/lib/realtime-hooks';
import { useWidgetData } from '../hooks/useDashboard';
import { WidgetBody, type WidgetControls, WidgetFrame } from './WidgetFrame';

/** Follows one shown project's room, so its tasks and status update the widget live. */
function ProjectRoom({ id }: { id: string }) {
  useRealtimeRoom(projectRoom(id));
  return null;
}

function ProjectRow({ project }: { project: DashboardProject }) {
  return (
    <li>
      <ProjectRoom id={project.id} />
      <Link
        to={`/projets/${project.id}`}
        className="flex items-center gap-3 rounded-xl p-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-600"
      >
        {project.coverImage ? (
          <img
            src={project.coverImage}
            alt=""
            width={56}
            height={40}
            className="h-10 w-14 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <span className="flex h-10 w-14 shrink-0 items-center justify-center rounded-lg bg-indigo-900 text-violet-200">
            <Clapperboard className="size-4" aria-hidden="true" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 font-medium break-words text-slate-900">{project.title}</span>
          <span className="block text-sm text-slate-600">
            {project.relation === 'owner' ? d.projects.owner : d.projects.member} · {project.category} ·{' '}
            {plural(project.openTasks, d.projects.openTasks)}
          </span>
          {/* On a phone the status goes under the text: the title keeps the row's width, on two lines. */}
          <span className="mt-1 block sm:hidden">
            <ProjectStatusBadge status={project.status} />
          </span>
        </span>
        <span className="hidden shrink-0 sm:block">
          <ProjectStatusBadge status={project.status} />
        </span>
      </Link>
    </li>
  );
}

/** 'Mes Projets': own projects and those the member belongs to, with their open tasks. */
export function ProjectsWidget({ controls }: { controls: WidgetControls }) {
  const query = useWidgetData('projects', controls.expanded);
  return (
    <WidgetFrame
      widget="projects"
      controls={controls}
      action={
        <Link to="/projets/nouveau" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Plus className="size-4" aria-hidden="true" />
          {d.projects.newProject}
        </Link>
      }
    >
      <WidgetBody query={query}>
        {(data) =>
          data.projects && data.projects.items.length > 0 ? (
            <>
              <ul className="grid grid-cols-1 gap-1 lg:grid-cols-2">
                {data.projects.items.map((project) => (
                  <ProjectRow key={project.id} project={project} />
                ))}
              </ul>
              {data.projects.total > data.projects.items.length ? (
                <Link
                  to="/projets"
                  className="mt-3 inline-block text-sm font-medium text-indigo-700 hover:underline"
                >
                  {d.seeAll} ({data.projects.total})
                </Link>
              ) : null}
            </>
          ) : (
            <p className="text-slate-600">{d.projects.empty}</p>
          )
        }
      </WidgetBody>
    </WidgetFrame>
  );
}
