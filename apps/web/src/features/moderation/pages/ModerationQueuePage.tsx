import { reportsMessages as m } from '@plateau/shared/messages/reports.fr';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { AdminLayout } from '@/features/admin';
import { useUrlState } from '@/hooks/useUrlState';
import { cn } from '@/lib/cn';
import { ModerationStats } from '../queue/ModerationStats';
import { DecidedItemCard, QueueItemCard } from '../queue/QueueItemCard';
import { queueUrl } from '../queue/url-state';
import { reportsApi, reportsKeys } from '../reports/api';

const q = m.queue;

/** /admin/moderation: the reports by content and the contests, the decisions taken, the DSA figures. */
export function ModerationQueuePage() {
  const { state, set } = useUrlState(queueUrl);
  const query = useQuery({
    queryKey: reportsKeys.queue({ sort: state.sort }),
    queryFn: ({ signal }) => reportsApi.queue({ sort: state.sort }, signal),
  });
  const data = query.data;
  const tabs = [
    { value: 'open' as const, label: `${q.tabOpen}${data ? ` (${data.open.length})` : ''}` },
    { value: 'decided' as const, label: q.tabDecided },
  ];
  return (
    <AdminLayout title={q.title}>
      <p className="mb-4 text-slate-600">{q.subtitle}</p>
      {query.isPending ? <Spinner className="size-6 text-indigo-600" /> : null}
      {query.isError ? <LoadError message={m.errors.adminOnly} onRetry={() => void query.refetch()} /> : null}
      {data ? (
        <div className="space-y-5">
          <ModerationStats stats={data.stats} />
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div role="tablist" aria-label={q.title} className="flex gap-1 rounded-xl bg-slate-100 p-1">
              {tabs.map((tab) => (
                <button
                  key={tab.value}
                  type="button"
                  role="tab"
                  aria-selected={state.status === tab.value}
                  className={cn(
                    'rounded-lg px-3 py-1.5 text-sm font-medium',
                    state.status === tab.value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600',
                  )}
                  onClick={() => set({ ...state, status: tab.value })}
                >
                  {tab.label}
                </button>
              ))}
            </div>
            {state.status === 'open' ? (
              <div className="flex items-center gap-2 text-sm text-slate-700">
                <label htmlFor="moderation-sort">{q.sort}</label>
                <Select
                  id="moderation-sort"
                  className="h-10 w-auto"
                  value={state.sort}
                  options={[
                    { value: 'newest', label: q.sortNewest },
                    { value: 'mostReported', label: q.sortMostReported },
                  ]}
                  onValueChange={(sort) => set({ ...state, sort: sort || 'newest' })}
                />
              </div>
            ) : null}
          </div>
          {state.status === 'open' ? (
            data.open.length === 0 ? (
              <EmptyState icon={ShieldCheck} title={q.empty} />
            ) : (
              <div className="space-y-4">
                {data.open.map((item) => (
                  <QueueItemCard key={item.id} item={item} />
                ))}
              </div>
            )
          ) : data.decided.length === 0 ? (
            <EmptyState icon={ShieldCheck} title={q.emptyDecided} />
          ) : (
            <div className="space-y-4">
              {data.decided.map((item) => (
                <DecidedItemCard key={item.decision.id} item={item} />
              ))}
            </div>
          )}
        </div>
      ) : null}
    </AdminLayout>
  );
}
