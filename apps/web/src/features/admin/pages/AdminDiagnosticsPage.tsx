import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { fill } from '@plateau/shared/messages/fill';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/cn';
import { adminApi } from '../api';
import { AdminLayout, TableFrame, td, th } from '../components/AdminLayout';
import { adminKeys } from '../query-keys';

const d = a.diagnostics;
const tabs = ['connection', 'schema', 'debug'] as const;
const tabLabels = { connection: d.tabs.connection, schema: d.tabs.schema, debug: d.tabs.debug };
const grantsSql =
  "select privilege_type from information_schema.role_table_grants where table_name = 'users';";

function Check({ label, ok, detail }: { label: string; ok: boolean; detail: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <span className="font-medium text-slate-800">{label}</span>
      <span className={cn('text-sm font-semibold', ok ? 'text-emerald-800' : 'text-red-800')}>
        {ok ? d.ok : d.failed} · {detail}
      </span>
    </div>
  );
}

/** /admin/diagnostics: both checks run on load, the schema from the catalogue, configuration and fixes. */
export function AdminDiagnosticsPage() {
  const [tab, setTab] = useState<(typeof tabs)[number]>('connection');
  const query = useQuery({
    queryKey: [...adminKeys.all, 'diagnostics'],
    queryFn: ({ signal }) => adminApi.diagnostics(signal),
  });
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
          <div className="flex flex-col gap-3">
            <Check
              label={d.database}
              ok
              detail={`${data.database.kind} · ${data.database.version.split(' ').slice(0, 2).join(' ')}`}
            />
            <Check
              label={d.readCheck}
              ok={data.readCheck.ok}
              detail={`${fill(d.users, { count: String(data.readCheck.users ?? 0) })} · ${data.readCheck.ms} ms`}
            />
            <Check label={d.updateCheck} ok={data.updateCheck.ok} detail={`${data.updateCheck.ms} ms`} />
            <p className="text-sm text-slate-700">
              {d.migrations} : {data.migrations.length}
            </p>
          </div>
        ) : tab === 'schema' ? (
          <TableFrame>
            <thead>
              <tr>
                <th className={th}>{d.table}</th>
                <th className={th}>{d.columns}</th>
              </tr>
            </thead>
            <tbody>
              {data.tables.map((row) => (
                <tr key={row.table}>
                  <td className={td}>{row.table}</td>
                  <td className={td}>{row.columns}</td>
                </tr>
              ))}
            </tbody>
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
              <div className="mt-2 flex flex-wrap items-start gap-2">
                <pre className="min-w-0 flex-1 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
                  {grantsSql}
                </pre>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    void navigator.clipboard.writeText(grantsSql).then(() => toast.success(d.copied))
                  }
                >
                  {d.copy}
                </Button>
              </div>
            </section>
          </div>
        )}
      </div>
    </AdminLayout>
  );
}
