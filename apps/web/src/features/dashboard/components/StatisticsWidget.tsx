import { type DashboardMetric, dashboardMetrics } from '@plateau/shared/enums';
import { dashboardMessages as d } from '@plateau/shared/messages/dashboard.fr';
import { fill } from '@plateau/shared/messages/fill';
import { formatPercentChange } from '@plateau/shared/rules/percent-change';
import type { DashboardDay, DashboardStatistics } from '@plateau/shared/schemas/dashboard';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useStatistics } from '../hooks/useDashboard';
import { WidgetBody, type WidgetControls, WidgetFrame } from './WidgetFrame';

const s = d.statistics;

/** The colour of each metric in the chart and its legend. */
const metricColours: Record<DashboardMetric, string> = {
  projects: '#4338ca',
  connections: '#7c3aed',
  messages: '#0891b2',
  profileViews: '#d97706',
  tasksCompleted: '#059669',
};

const dayTotal = (day: DashboardDay) => dashboardMetrics.reduce((sum, metric) => sum + day[metric], 0);

/**
 * The member's daily activity of the last 7 days as stacked bars (plain SVG: seven bars need no chart
 * library), hidden from screen readers, which read the same figures in the table below it.
 */
function ActivityChart({ days }: { days: DashboardDay[] }) {
  const max = Math.max(0, ...days.map(dayTotal));
  // A week without activity says so in one line, not with an empty box of bars.
  if (max === 0) {
    return (
      <p className="mt-5 rounded-xl border border-dashed border-slate-200 px-4 py-3 text-sm text-slate-600">
        {s.noActivity}
      </p>
    );
  }
  const width = 280;
  const height = 100;
  const slot = width / days.length;
  const barWidth = slot * 0.56;
  return (
    <figure className="mt-5">
      <figcaption className="mb-2 text-sm font-semibold text-slate-700">{s.chartTitle}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="h-32 w-full"
        aria-hidden="true"
        focusable="false"
      >
        <line x1="0" x2={width} y1={height} y2={height} stroke="#cbd5e1" vectorEffect="non-scaling-stroke" />
        {days.map((day, i) => {
          let top = height;
          const x = i * slot + (slot - barWidth) / 2;
          return (
            <g key={day.date}>
              {dashboardMetrics.map((metric) => {
                const h = (day[metric] / max) * (height - 4);
                if (h === 0) return null;
                top -= h;
                return (
                  <rect key={metric} x={x} y={top} width={barWidth} height={h} fill={metricColours[metric]} />
                );
              })}
            </g>
          );
        })}
      </svg>
      <ol className="mt-1 grid grid-cols-7 text-center text-xs text-slate-600" aria-hidden="true">
        {days.map((day) => (
          <li key={day.date}>
            <span className="block">{formatDate(`${day.date}T12:00:00`, 'weekdayShort')}</span>
            {formatDate(`${day.date}T12:00:00`, 'day')}
          </li>
        ))}
      </ol>
      <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600" aria-hidden="true">
        {dashboardMetrics.map((metric) => (
          <li key={metric} className="inline-flex items-center gap-1">
            <span className="size-2.5 rounded-sm" style={{ background: metricColours[metric] }} />
            {s.metrics[metric]}
          </li>
        ))}
      </ul>
      <div className="sr-only">
        <table>
          <caption>{s.chartCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{s.day}</th>
              {dashboardMetrics.map((metric) => (
                <th key={metric} scope="col">
                  {s.metrics[metric]}
                </th>
              ))}
              <th scope="col">{s.total}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDate(`${day.date}T12:00:00`, 'weekdayDate')}</th>
                {dashboardMetrics.map((metric) => (
                  <td key={metric}>{day[metric]}</td>
                ))}
                <td>{dayTotal(day)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function Figures({ statistics, columns }: { statistics: DashboardStatistics; columns: string }) {
  return (
    <dl className={cn('grid gap-3', columns)}>
      {statistics.metrics.map(({ metric, current, previous, change }) => (
        <div key={metric} className="rounded-xl bg-slate-50 p-3" data-metric={metric}>
          <dt className="text-sm text-slate-600">{s.metrics[metric]}</dt>
          <dd className="mt-1 flex items-baseline gap-2">
            <span className="font-display text-2xl font-semibold text-slate-900">{current}</span>
            <span
              className={cn(
                'text-sm font-semibold',
                change > 0 ? 'text-emerald-700' : change < 0 ? 'text-red-700' : 'text-slate-500',
              )}
            >
              {formatPercentChange(change)}
            </span>
          </dd>
          <dd className="text-xs text-slate-500">{fill(s.previous, { count: previous })}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Statistiques': the five weekly figures against the week before, and the daily activity chart. */
export function StatisticsWidget({ controls }: { controls: WidgetControls }) {
  const query = useStatistics();
  const wide = controls.expanded || controls.size !== 'S';
  return (
    <WidgetFrame widget="statistics" controls={controls}>
      <p className="mb-3 text-sm text-slate-600">{s.subtitle}</p>
      <WidgetBody query={query}>
        {(statistics) => (
          <div className={cn(controls.expanded && 'lg:grid lg:grid-cols-2 lg:gap-8')}>
            <Figures
              statistics={statistics}
              columns={wide ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-1 sm:grid-cols-2'}
            />
            <ActivityChart days={statistics.days} />
          </div>
        )}
      </WidgetBody>
    </WidgetFrame>
  );
}
