import { fill } from '@plateau/shared/messages/fill';
import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import type { InfluencerCard } from '@plateau/shared/schemas/influencer';
import { CalendarDays, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { Badge } from '@/components/ui/Badge';
import { buttonClasses } from '@/components/ui/button-styles';
import { formatDate, formatEuros } from '@/lib/format';

/** One card of /influencer/projets: platform, 'Recrute', title, description, 3 roles then '+n', budget, deadline, owner. */
export function InfluencerCardItem({ project }: { project: InfluencerCard }) {
  const titleId = useId();
  const shown = project.roles.slice(0, 3);
  const more = project.roles.length - shown.length;
  const budget = project.budgetRange ?? (project.budget === null ? null : formatEuros(project.budget));
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="secondary">{project.platform ?? project.category}</Badge>
        {project.roles.length > 0 ? <Badge variant="success">{m.recruiting}</Badge> : null}
      </div>
      <h2 id={titleId} className="text-lg leading-snug font-semibold break-words text-slate-900">
        {project.title}
      </h2>
      <p className="line-clamp-3 text-sm break-words text-slate-600">{project.description}</p>
      {shown.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={m.rolesSought}>
          {shown.map((role) => (
            <li key={role}>
              <Badge>{role}</Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge variant="primary">{fill(m.moreRoles, { count: more })}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto space-y-2 pt-2 text-sm text-slate-600">
        {budget ? (
          <p className="flex items-center gap-1.5">
            <Wallet className="size-4 shrink-0" aria-hidden="true" />
            {m.budget} : {budget}
          </p>
        ) : null}
        {project.deadline ? (
          <p className="flex items-center gap-1.5">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            {m.deadline} : {formatDate(project.deadline)}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
          <span className="flex min-w-0 items-center gap-2 text-slate-700">
            <Avatar name={project.owner.fullName} src={project.owner.avatarUrl} size="sm" decorative />
            <span className="truncate">{project.owner.fullName}</span>
          </span>
          <Link
            to={`/projets/${project.id}`}
            aria-describedby={titleId}
            className={buttonClasses({ variant: 'outline', size: 'sm', className: 'shrink-0' })}
          >
            {m.viewProject}
          </Link>
        </div>
      </div>
    </article>
  );
}
