import type { AdminDiagnostics } from '@plateau/shared';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { formatDateTime } from '@/lib/format';

const d = a.diagnostics;
const th = 'border-b border-slate-200 px-3 py-2 font-semibold text-slate-700';
const cell = 'border-b border-slate-100 px-3 py-2 text-slate-800 tabular-nums';

/** The durable job queue on the diagnostics: per job, waiting, running and failed; then the newest error. */
export function JobQueueState({ jobs }: { jobs: AdminDiagnostics['jobs'] }) {
  return (
    <section aria-label={d.jobs} className="flex flex-col gap-2">
      <h3 className="mt-2 font-semibold text-slate-900">{d.jobs}</h3>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th className={th}>{d.jobColumns.name}</th>
              <th className={`${th} text-right`}>{d.jobColumns.waiting}</th>
              <th className={`${th} text-right`}>{d.jobColumns.active}</th>
              <th className={`${th} text-right`}>{d.jobColumns.failed}</th>
            </tr>
          </thead>
          <tbody>
            {jobs.queues.map((queue) => (
              <tr key={queue.name}>
                <td className={cell}>{d.jobNames[queue.name] ?? queue.name}</td>
                <td className={`${cell} text-right`}>{queue.waiting}</td>
                <td className={`${cell} text-right`}>{queue.active}</td>
                <td className={`${cell} text-right ${queue.failed > 0 ? 'font-semibold text-red-800' : ''}`}>
                  {queue.failed}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {jobs.lastError ? (
        <p className="text-sm text-slate-700">
          <strong>{d.jobLastError}</strong> ({d.jobNames[jobs.lastError.queue] ?? jobs.lastError.queue},{' '}
          {formatDateTime(jobs.lastError.at)}) :{' '}
          <code className="break-words text-xs text-red-800">{jobs.lastError.message}</code>
        </p>
      ) : (
        <p className="text-sm text-emerald-800">{d.jobNoError}</p>
      )}
    </section>
  );
}
