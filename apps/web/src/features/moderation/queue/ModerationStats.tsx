import { reportsMessages as m } from '@plateau/shared/messages/reports.fr';
import type { AdminReports } from '@plateau/shared/schemas/reports';

const q = m.queue;

/** The median delay: minutes under an hour (a decision taken within the hour reads '12 min', not '0,2 h'). */
function medianText(hours: number): string {
  if (hours >= 1) return `${(Math.round(hours * 10) / 10).toLocaleString('fr-FR')} h`;
  const minutes = Math.round(hours * 60);
  return minutes < 1 ? '< 1 min' : `${minutes} min`;
}

/** The transparency figures (DSA art. 15) that head the queue. */
export function ModerationStats({ stats }: { stats: AdminReports['stats'] }) {
  return (
    <section
      aria-labelledby="moderation-stats"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="moderation-stats" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {q.statsTitle}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <div>
          <h3 className="text-sm font-medium text-slate-600">{q.reportsByCategory}</h3>
          <ul className="mt-1 space-y-0.5 text-sm">
            {stats.byCategory.map((row) => (
              <li key={row.category} className="flex justify-between gap-2">
                <span>{m.categories[row.category]}</span>
                <span className="font-semibold tabular-nums">{row.count}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-medium text-slate-600">{q.decisionsByAction}</h3>
          <ul className="mt-1 space-y-0.5 text-sm">
            {stats.byAction.map((row) => (
              <li key={row.action} className="flex justify-between gap-2">
                <span>{m.actions[row.action]}</span>
                <span className="font-semibold tabular-nums">{row.count}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-medium text-slate-600">{q.medianTime}</h3>
          <p className="mt-1 text-2xl font-semibold text-slate-900">
            {stats.medianHours === null ? (
              <span className="text-sm font-normal text-slate-600">{q.noDecisionYet}</span>
            ) : (
              medianText(stats.medianHours)
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
