import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { fill } from '@plateau/shared/messages/fill';
import { ClipboardList, FolderKanban, History, RefreshCw, ShieldCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useAuth } from '@/features/auth';
import { adminApi } from '../api';
import { AdminLayout } from '../components/AdminLayout';
import { ConnectionChecks } from '../components/ConnectionChecks';
import { useAdminStats, useDiagnostics } from '../hooks/useAdmin';

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

/** /admin: welcome, totals and the last 7 days, tiles to each list, the note that actions are logged. */
export function AdminHomePage() {
  const { user } = useAuth();
  const stats = useAdminStats(adminApi.stats);
  const tiles = [
    { to: '/admin/users', icon: Users, label: a.nav.users, count: stats.data?.users },
    { to: '/admin/projects', icon: FolderKanban, label: a.nav.projects, count: stats.data?.projects },
    { to: '/admin/tasks', icon: ClipboardList, label: a.nav.tasks },
    { to: '/admin/historique', icon: History, label: a.nav.log },
  ];
  return (
    <AdminLayout
      title={fill(a.welcome, { name: user?.fullName ?? '' })}
      actions={
        <Button variant="outline" onClick={() => void stats.refetch()} loading={stats.isFetching}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {a.refresh}
        </Button>
      }
    >
      <p className="text-slate-600">{a.subtitle}</p>
      {stats.isError ? (
        <div className="mt-4">
          <LoadError message={a.loadError} onRetry={() => void stats.refetch()} />
        </div>
      ) : !stats.data ? (
        <div className="mt-8 flex justify-center">
          <Spinner label={a.loading} />
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-slate-900">{a.stats.general}</h2>
            <dl className="mt-4 grid gap-3 sm:grid-cols-3">
              <Figure label={a.stats.users} value={stats.data.users} />
              <Figure label={a.stats.projects} value={stats.data.projects} />
              <Figure label={a.stats.connections} value={stats.data.connections} />
            </dl>
          </section>
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-slate-900">{a.stats.recent}</h2>
            <dl className="mt-4 grid gap-3 sm:grid-cols-3">
              <Figure label={a.stats.newUsers} value={stats.data.newUsers} />
              <Figure label={a.stats.newProjects} value={stats.data.newProjects} />
              <Figure label={a.stats.newConnections} value={stats.data.newConnections} />
            </dl>
          </section>
        </div>
      )}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map(({ to, icon: Icon, label, count }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-violet-300 hover:shadow-md"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-900 text-violet-200">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{label}</span>
                {count === undefined ? null : (
                  <span className="text-sm text-slate-600">{count.toLocaleString('fr-FR')}</span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex flex-wrap items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <ShieldCheck className="size-4" aria-hidden="true" />
        {a.loggedNotice}
        <Link to="/admin/historique" className="font-medium underline">
          {a.seeLog}
        </Link>
      </p>
      <ConnectionTest />
    </AdminLayout>
  );
}

/** The database diagnostic of /admin: 'Tester la connexion' runs it here, its details stay on /admin/diagnostics. */
function ConnectionTest() {
  const [asked, setAsked] = useState(false);
  const diagnostics = useDiagnostics(asked);
  return (
    <section
      aria-labelledby="admin-connection-test"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="admin-connection-test" className="font-semibold text-slate-900">
          {a.diagnostics.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            loading={diagnostics.isFetching}
            onClick={() => (asked ? void diagnostics.refetch() : setAsked(true))}
          >
            {a.diagnostics.rerun}
          </Button>
          <Link to="/admin/diagnostics" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {a.diagnostics.details}
          </Link>
        </div>
      </div>
      {!asked ? null : diagnostics.isError ? (
        <div className="mt-3">
          <LoadError message={a.loadError} onRetry={() => void diagnostics.refetch()} />
        </div>
      ) : diagnostics.data ? (
        <div className="mt-3">
          <ConnectionChecks data={diagnostics.data} />
        </div>
      ) : (
        <div className="mt-3 flex justify-center">
          <Spinner label={a.loading} />
        </div>
      )}
    </section>
  );
}
