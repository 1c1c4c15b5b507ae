import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useDiagnostics } from '../hooks/useAdmin';
import { ConnectionChecks } from './ConnectionChecks';

/** The database diagnostic of /admin: 'Tester la connexion' runs it here, its details stay on /admin/diagnostics. */
export function ConnectionTest() {
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
