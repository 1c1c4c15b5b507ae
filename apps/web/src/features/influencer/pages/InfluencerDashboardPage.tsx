import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import { Inbox, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { ApplicationDetails } from '../components/ApplicationDetails';
import { ApplicationRow } from '../components/ApplicationRow';
import { DashboardCounters } from '../components/DashboardCounters';
import { DashboardFilters } from '../components/DashboardFilters';
import { useInfluencerDashboard } from '../hooks/useInfluencerDashboard';

/** /influencer/dashboard: applications received on the member's own projects (spec 2 §2). */
export function InfluencerDashboardPage() {
  const { filters, change, query, data, open, setOpenId, deciding, onDecide } = useInfluencerDashboard();
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="font-display text-3xl font-semibold text-slate-900">{m.dashboardTitle}</h1>
        <Link
          to="/influencer/nouveau-projet"
          className={buttonClasses({ className: 'self-start sm:self-auto' })}
        >
          <Plus className="size-4" aria-hidden="true" />
          {m.newProject}
        </Link>
      </header>
      <DashboardCounters counters={data?.counters} />
      <DashboardFilters filters={filters} roles={data?.roles ?? []} onChange={change} />
      {query.isError && !data ? (
        <LoadError message={m.dataLoadError} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <div className="space-y-3" aria-hidden="true">
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState icon={Inbox} title={m.noApplications} />
      ) : (
        <ul className="space-y-3" aria-label={m.counters.total} aria-busy={query.isFetching || undefined}>
          {data.items.map((application) => (
            <ApplicationRow
              key={application.id}
              application={application}
              deciding={deciding}
              onOpen={() => setOpenId(application.id)}
              onDecide={(next) => onDecide(application, next)}
            />
          ))}
        </ul>
      )}
      <ApplicationDetails
        application={open}
        onClose={() => setOpenId(null)}
        onDecide={onDecide}
        deciding={deciding}
      />
    </div>
  );
}
