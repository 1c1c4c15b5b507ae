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

/** The totals and the last 7 days' figures of /admin. */
export function StatsPanels({ stats }: { stats: AdminStats }) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="font-semibold text-slate-900">{a.stats.general}</h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <Figure label={a.stats.users} value={stats.users} />
          <Figure label={a.stats.projects} value={stats.projects} />
          <Figure label={a.stats.connections} value={stats.connections} />
        </dl>
      </section>
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="font-semibold text-slate-900">{a.stats.recent}</h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-3">
          <Figure label={a.stats.newUsers} value={stats.newUsers} />
          <Figure label={a.stats.newProjects} value={stats.newProjects} />
          <Figure label={a.stats.newConnections} value={stats.newConnections} />
        </dl>
      </section>
    </div>
  );
}
