import type { AdminDiagnostics } from '@plateau/shared';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { fill } from '@plateau/shared/messages/fill';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toaster';
import { JobQueueState } from './JobQueueState';

const d = a.diagnostics;
const grantsSql =
  "select privilege_type from information_schema.role_table_grants where table_name = 'users';";

function Check({ label, ok, detail }: { label: string; ok: boolean; detail: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border border-slate-200 bg-white p-4">
      <span className="font-medium text-slate-800">{label}</span>
      <span className={cn('text-sm font-semibold', ok ? 'text-emerald-800' : 'text-red-800')}>
        {ok ? d.ok : d.failed} · {detail}
      </span>
    </div>
  );
}

/** The SQL that shows the PostgreSQL user's rights on `users`, with a copy button. */
export function GrantsSql() {
  return (
    <div className="mt-2 flex flex-wrap items-start gap-2">
      <pre className="min-w-0 flex-1 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
        {grantsSql}
      </pre>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void navigator.clipboard.writeText(grantsSql).then(() => toast.success(d.copied))}
      >
        {d.copy}
      </Button>
    </div>
  );
}

/**
 * The connection test (on /admin and the diagnostics' first tab): the database, the read and update checks,
 * the storage, mail and realtime drivers, the job queue, and a fix for each failure found (or a word that all is well).
 */
export function ConnectionChecks({ data }: { data: AdminDiagnostics }) {
  const failedServices = data.services.filter((service) => !service.ok);
  const allGood = data.readCheck.ok && data.updateCheck.ok && failedServices.length === 0;
  return (
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
      <h3 className="mt-2 font-semibold text-slate-900">{d.services}</h3>
      {data.services.map((service) => (
        <Check
          key={service.name}
          label={d.serviceNames[service.name]}
          ok={service.ok}
          detail={`${d.drivers[service.driver]} · ${service.ms} ms`}
        />
      ))}
      <JobQueueState jobs={data.jobs} />
      <section aria-label={d.recommendations} className="mt-2">
        <h3 className="font-semibold text-slate-900">{d.recommendations}</h3>
        {allGood ? (
          <p className="mt-1 text-sm text-emerald-800">{d.allGood}</p>
        ) : (
          <ul className="mt-1 list-disc space-y-2 pl-5 text-sm text-slate-700">
            {data.readCheck.ok ? null : <li>{d.readFix}</li>}
            {data.updateCheck.ok ? null : (
              <li>
                {d.updateFix}
                <GrantsSql />
              </li>
            )}
            {failedServices.map((service) => (
              <li key={service.name}>
                <strong>{d.serviceNames[service.name]}</strong> : {d.fixes[service.driver]}
                {service.error ? (
                  <code className="mt-1 block break-words text-xs text-red-800">{service.error}</code>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
