import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { fill } from '@plateau/shared/messages/fill';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { AdminTwoFactorNotice } from '@/features/account';
import { useAuth } from '@/features/auth';
import { AdminLayout } from '../components/AdminLayout';
import { AdminTiles } from '../components/AdminTiles';
import { ConnectionTest } from '../components/ConnectionTest';
import { StatsPanels } from '../components/StatsPanels';
import { useAdminStats } from '../hooks/useAdmin';

/** /admin: welcome, totals and the last 7 days, tiles to each list, the note that actions are logged. */
export function AdminHomePage() {
  const { user } = useAuth();
  const stats = useAdminStats();
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
      <div className="mt-4 empty:hidden">
        <AdminTwoFactorNotice link />
      </div>
      {stats.isError ? (
        <div className="mt-4">
          <LoadError message={a.loadError} onRetry={() => void stats.refetch()} />
        </div>
      ) : !stats.data ? (
        <div className="mt-8 flex justify-center">
          <Spinner label={a.loading} />
        </div>
      ) : (
        <StatsPanels stats={stats.data} />
      )}
      <AdminTiles stats={stats.data} />
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
