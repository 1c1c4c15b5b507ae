import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { DebugAdvice } from '@/features/auth';
import { cn } from '@/lib/cn';
import { AdminLayout, TableFrame, td } from '../components/AdminLayout';
import { ConnectionChecks, GrantsSql } from '../components/ConnectionChecks';
import { useDiagnostics } from '../hooks/useAdmin';

const d = a.diagnostics;
const tabs = ['connection', 'schema', 'debug'] as const;
const tabLabels = { connection: d.tabs.connection, schema: d.tabs.schema, debug: d.tabs.debug };
/** /admin/diagnostics: both checks run on load, the schema from the catalogue, configuration and fixes. */
export function AdminDiagnosticsPage() {
  const [tab, setTab] = useState<(typeof tabs)[number]>('connection');
  const query = useDiagnostics();
  const data = query.data;
  return (
    <AdminLayout
      title={d.title}
      actions={
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {d.rerun}
        </Button>
      }
    >
      <div role="tablist" aria-label={d.title} className="flex gap-2">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
            className={cn(
              'rounded-lg px-3 py-2 text-sm font-medium',
              tab === name ? 'bg-indigo-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
            )}
          >
            {tabLabels[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-4">
        {query.isError ? (
          <LoadError message={a.loadError} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <div className="flex justify-center py-8">
            <Spinner label={a.loading} />
          </div>
        ) : tab === 'connection' ? (
          <ConnectionChecks data={data} />
        ) : tab === 'schema' ? (
          <TableFrame columns={[d.table, d.columns]}>
            {data.tables.map((row) => (
              <tr key={row.table}>
                <td className={td}>{row.table}</td>
                <td className={td}>{row.columns}</td>
              </tr>
            ))}
          </TableFrame>
        ) : (
          <div className="flex flex-col gap-4">
            <section>
              <h2 className="font-semibold text-slate-900">{d.variables}</h2>
              <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
                {data.variables.map((variable) => (
                  <li key={variable.name} className="break-all">
                    <code>{variable.name}</code> : {variable.set ? d.set : d.unset}
                  </li>
                ))}
              </ul>
            </section>
            <section>
              <h2 className="font-semibold text-slate-900">{d.recommendations}</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                <li>{d.recommendUrl}</li>
                <li>{d.recommendMigrations}</li>
                <li>{d.recommendSql}</li>
              </ul>
              <GrantsSql />
            </section>
            <DebugAdvice heading="h2" />
          </div>
        )}
      </div>
    </AdminLayout>
  );
}
