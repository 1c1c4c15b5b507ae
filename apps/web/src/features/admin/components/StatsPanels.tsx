import type { AdminStats } from '@plateau/shared';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-semibold text-slate-900">
        {value.toLocaleString('fr-FR')}
      </dd>
    </div>
  );
}

const panels = [
  {
    title: a.stats.general,
    figures: [
      [a.stats.users, 'users'],
      [a.stats.projects, 'projects'],
      [a.stats.connections, 'connections'],
    ],
  },
  {
    title: a.stats.recent,
    figures: [
      [a.stats.newUsers, 'newUsers'],
      [a.stats.newProjects, 'newProjects'],
      [a.stats.newConnections, 'newConnections'],
    ],
  },
] satisfies { title: string; figures: [string, keyof AdminStats][] }[];

/** The totals and the last 7 days' figures of /admin. */
export function StatsPanels({ stats }: { stats: AdminStats }) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      {panels.map((panel) => (
        <section key={panel.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="font-semibold text-slate-900">{panel.title}</h2>
          <dl className="mt-4 grid gap-3 sm:grid-cols-3">
            {panel.figures.map(([label, key]) => (
              <Figure key={key} label={label} value={stats[key]} />
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
