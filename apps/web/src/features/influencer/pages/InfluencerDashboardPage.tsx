import { fill } from '@plateau/shared/messages/fill';
import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import type { InfluencerApplication } from '@plateau/shared/schemas/influencer';
import { applicationStatusFilters } from '@plateau/shared/schemas/influencer';
import { Inbox, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { Label } from '@/components/ui/Input';
import { LoadError } from '@/components/ui/LoadError';
import { SearchInput } from '@/components/ui/SearchInput';
import { Select } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toaster';
import { ApplicationDetails } from '../components/ApplicationDetails';
import { ApplicationStatusBadge } from '../components/ApplicationStatusBadge';
import { useApplications, useDecideApplication } from '../hooks/useInfluencer';
import type { ApplicationFilters } from '../query-keys';

const statusOptions = applicationStatusFilters.map((value) => ({ value, label: m.statusLabels[value] }));

/** /influencer/dashboard: applications received on the member's own projects (spec 2 §2). */
export function InfluencerDashboardPage() {
  const base = useId();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<ApplicationFilters['status']>('');
  const [roleId, setRoleId] = useState('');
  const search = useDebouncedValue(q, 300);
  const query = useApplications({ q: search.trim(), status, roleId });
  const decide = useDecideApplication();
  const [openId, setOpenId] = useState<string | null>(null);
  const data = query.data;
  const open = data?.items.find((item) => item.id === openId) ?? null;

  const onDecide = (application: InfluencerApplication, next: 'approuvé' | 'refusé') =>
    decide.mutate(
      { id: application.id, status: next },
      {
        onSuccess: () => toast.success(next === 'approuvé' ? m.accepted : m.refused),
        onError: (error) => toast.error(error.message || m.decisionError),
      },
    );

  const counters = data?.counters;
  const cards: [string, number | undefined][] = [
    [m.counters.total, counters?.total],
    [m.counters.pending, counters?.pending],
    [m.counters.accepted, counters?.accepted],
    [m.counters.activeProjects, counters?.activeProjects],
  ];
  const roleOptions = (data?.roles ?? []).map((role) => ({
    value: role.id,
    label: `${role.title} · ${role.projectTitle}`,
  }));

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
      <section className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
        <div>
          <Label htmlFor={`${base}-q`}>{m.dashboardSearch}</Label>
          <SearchInput id={`${base}-q`} value={q} onChange={(event) => setQ(event.target.value)} />
        </div>
        <div>
          <Label htmlFor={`${base}-status`}>{m.statusFilter}</Label>
          <Select
            id={`${base}-status`}
            value={status}
            options={statusOptions}
            emptyLabel={m.allStatuses}
            onValueChange={setStatus}
          />
        </div>
        <div>
          <Label htmlFor={`${base}-role`}>{m.roleFilter}</Label>
          <Select
            id={`${base}-role`}
            value={roleId}
            options={roleOptions}
            emptyLabel={m.allRoles}
            onValueChange={setRoleId}
          />
        </div>
        <Button
          variant="outline"
          onClick={() => {
            setQ('');
            setStatus('');
            setRoleId('');
          }}
        >
          {m.reset}
        </Button>
      </section>
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
            <li
              key={application.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <Avatar
                  name={application.candidate.fullName}
                  src={application.candidate.avatarUrl}
                  size="md"
                  decorative
                />
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
                    {application.candidate.fullName}
                    <ApplicationStatusBadge status={application.status} />
                  </p>
                  <p className="text-sm break-words text-slate-700">
                    {application.roleTitle} · {application.project.title}
                  </p>
                  <p className="text-xs text-slate-600">
                    {fill(m.appliedOn, { date: formatDate(application.createdAt) })}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${m.details} : ${application.candidate.fullName}`}
                  onClick={() => setOpenId(application.id)}
                >
                  {m.details}
                </Button>
                {application.canDecide ? (
                  <>
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={decide.isPending}
                      onClick={() => onDecide(application, 'refusé')}
                    >
                      {m.refuse}
                    </Button>
                    <Button
                      size="sm"
                      disabled={decide.isPending}
                      onClick={() => onDecide(application, 'approuvé')}
                    >
                      {m.accept}
                    </Button>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ApplicationDetails
        application={open}
        onClose={() => setOpenId(null)}
        onDecide={onDecide}
        deciding={decide.isPending}
      />
    </div>
  );
}
