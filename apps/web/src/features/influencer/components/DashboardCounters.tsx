import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import type { InfluencerDashboard } from '@plateau/shared/schemas/influencer';
import { Skeleton } from '@/components/ui/Skeleton';

/** The dashboard's four counters (a placeholder each while they load). */
export function DashboardCounters({ counters }: { counters: InfluencerDashboard['counters'] | undefined }) {
  const cards: [string, number | undefined][] = [
    [m.counters.total, counters?.total],
    [m.counters.pending, counters?.pending],
    [m.counters.accepted, counters?.accepted],
    [m.counters.activeProjects, counters?.activeProjects],
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(([label, value]) => (
        <li key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm text-slate-600">{label}</p>
          <p className="mt-1 text-2xl font-semibold text-slate-900">
            {value === undefined ? <Skeleton className="h-8 w-10" /> : value}
          </p>
        </li>
      ))}
    </ul>
  );
}
