import { fill } from '@plateau/shared/messages/fill';
import { reportsMessages as m } from '@plateau/shared/messages/reports.fr';
import { plural } from '@plateau/shared/rules/plural';
import type { DecidedItem, QueueItem } from '@plateau/shared/schemas/reports';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { DecisionForm } from './DecisionForm';

const q = m.queue;

function Snapshot({ item }: { item: Pick<QueueItem, 'snapshot' | 'target'> }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{q.snapshot}</p>
      {item.snapshot.title ? <p className="mt-1 font-medium text-slate-900">{item.snapshot.title}</p> : null}
      <p className="mt-1 whitespace-pre-line break-words text-slate-800">{item.snapshot.text}</p>
      <p className="mt-2 text-sm text-slate-600">
        {q.author} : {item.target.ownerName ?? '—'} ·{' '}
        <Link to={item.target.location} className="text-indigo-700 underline">
          {q.open}
        </Link>
      </p>
    </div>
  );
}

/** One item of the queue: the content in context, its reports (or the contest), and the decision form. */
export function QueueItemCard({ item }: { item: QueueItem }) {
  const isAppeal = item.kind === 'appeal';
  return (
    <article
      aria-label={`${m.kinds[item.target.kind]} — ${item.target.ownerName ?? ''}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-800">
          {m.kinds[item.target.kind]}
        </span>
        {isAppeal ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-900">
            {q.appeal}
          </span>
        ) : (
          <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-medium text-red-800">
            {plural(item.count, q.reportsCount)}
          </span>
        )}
        <span className="text-sm text-slate-600">
          {q.lastReport} : {formatDateTime(item.lastReportedAt)}
        </span>
      </header>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <div className="space-y-3">
          <Snapshot item={item} />
          {item.contested ? (
            <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm">
              <p className="font-medium text-amber-900">
                {q.originalDecision} : {m.actions[item.contested.action]} —{' '}
                {fill(q.decidedBy, { name: item.contested.decidedBy ?? '—' })}
              </p>
              <p className="mt-1 text-amber-900">{m.grounds[item.contested.ground]}</p>
              <p className="mt-1 whitespace-pre-line text-amber-900">{item.contested.facts}</p>
            </div>
          ) : null}
          <ul className="space-y-2">
            {item.reports.map((report) => (
              <li key={report.id} className="rounded-xl border border-slate-200 p-3 text-sm">
                <p className="font-medium text-slate-900">
                  {isAppeal ? q.appealBy : report.category ? m.categories[report.category] : ''}
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-slate-800">{report.explanation}</p>
                <p className="mt-1 text-slate-600">
                  {q.reporter} {report.reporterName}
                  {report.reporterIsMember ? '' : ` (${q.visitor})`} · {formatDateTime(report.createdAt)}
                </p>
                {!isAppeal ? (
                  <p className="mt-0.5 break-all text-slate-600">
                    {q.location} : {report.location}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border border-slate-200 p-3 sm:p-4">
          {item.canDecide ? (
            <DecisionForm reportId={item.id} />
          ) : (
            <p className="text-sm text-slate-700">{m.errors.appealOtherAdmin}</p>
          )}
        </div>
      </div>
    </article>
  );
}

/** One decision of the 'Traités' tab. */
export function DecidedItemCard({ item }: { item: DecidedItem }) {
  const { decision } = item;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-800">
          {m.kinds[item.target.kind]}
        </span>
        <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-sm font-medium text-indigo-900">
          {m.actions[decision.action]}
          {decision.suspension ? ` (${m.suspensions[decision.suspension]})` : ''}
        </span>
        {decision.appealOf ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-900">
            {q.appeal}
          </span>
        ) : null}
        {decision.contestedAt ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-900">
            {q.contested}
          </span>
        ) : null}
        <span className="text-sm text-slate-600">
          {formatDateTime(decision.decidedAt)} · {fill(q.decidedBy, { name: decision.decidedBy ?? '—' })}
        </span>
      </header>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <Snapshot item={item} />
        <div className="text-sm">
          <p className="font-medium text-slate-900">{m.grounds[decision.ground]}</p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{decision.facts}</p>
          {decision.contestText ? (
            <p className="mt-2 rounded-lg bg-amber-50 p-2 text-amber-900">{decision.contestText}</p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
