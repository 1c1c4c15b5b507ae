import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import type { InfluencerProject } from '@plateau/shared/schemas/influencer';
import { Avatar } from '@/components/ui/Avatar';
import { Badge } from '@/components/ui/Badge';

/** The application page's header: the platform, 'Ouvert aux candidatures', the title and the owner. */
export function ApplyProjectHeader({ project }: { project: InfluencerProject }) {
  return (
    <header className="space-y-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap gap-1.5">
        {project.details ? <Badge variant="secondary">{project.details.platform}</Badge> : null}
        <Badge variant="success">{m.openForApplications}</Badge>
      </div>
      <h1 className="font-display text-2xl font-semibold break-words text-slate-900">{project.title}</h1>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Avatar name={project.owner.fullName} src={project.owner.avatarUrl} size="sm" decorative />
        {project.owner.fullName}
      </p>
    </header>
  );
}
