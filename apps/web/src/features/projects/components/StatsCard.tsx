import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import type { ProjectStats } from '@plateau/shared/schemas/project-responses';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';

/** Members ('Équipe privée' when the team is hidden), tasks, finished tasks and (for the owner) pending requests. */
export function StatsCard({ stats }: { stats: ProjectStats }) {
  const rows: Array<[string, number | string]> = [
    [m.statMembers, stats.members ?? m.statMembersHidden],
    [m.statTasks, stats.tasks],
    [m.statDoneTasks, stats.doneTasks],
  ];
  if (stats.pendingRequests !== null) rows.push([m.statPendingRequests, stats.pendingRequests]);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">{m.statistics}</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3">
          {rows.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">{label}</dt>
              <dd className="mt-0.5 text-xl font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
