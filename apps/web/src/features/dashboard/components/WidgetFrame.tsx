import { type DashboardWidget, type DashboardWidgetSize, dashboardWidgetSizes } from '@plateau/shared/enums';
import { dashboardMessages as d } from '@plateau/shared/messages/dashboard.fr';
import { fill } from '@plateau/shared/messages/fill';
import { ArrowDown, ArrowUp, Maximize2, Minimize2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { cn } from '@/lib/cn';
import { spanClasses } from '../layout';

export interface WidgetControls {
  customising: boolean;
  size: DashboardWidgetSize;
  expanded: boolean;
  isFirst: boolean;
  isLast: boolean;
  onResize: (size: DashboardWidgetSize) => void;
  onMove: (step: -1 | 1) => void;
  onToggleExpanded: () => void;
}

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 disabled:opacity-40 disabled:hover:bg-transparent';

/** A widget's card: title, the customise controls (size, order) and expand, then its content. */
export function WidgetFrame({
  widget,
  controls,
  children,
  action,
}: {
  widget: DashboardWidget;
  controls: WidgetControls;
  children: ReactNode;
  action?: ReactNode;
}) {
  const titleId = useId();
  const title = d.widgets[widget];
  const { customising, size, expanded } = controls;
  return (
    <section
      aria-labelledby={titleId}
      data-widget={widget}
      data-size={size}
      data-expanded={expanded || undefined}
      className={cn(
        'flex min-w-0 flex-col rounded-2xl border bg-white shadow-sm',
        customising ? 'border-violet-300 ring-2 ring-violet-100' : 'border-slate-200',
        spanClasses(size, expanded),
      )}
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-5 py-3">
        <h2 id={titleId} className="font-display text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="flex items-center gap-1">
          {action}
          {customising ? (
            <>
              <fieldset className="flex rounded-lg border border-slate-200 p-0.5">
                <legend className="sr-only">{fill(d.sizeOf, { widget: title })}</legend>
                {dashboardWidgetSizes.map((option) => (
                  <label
                    key={option}
                    title={d.sizes[option]}
                    className={cn(
                      'cursor-pointer rounded-md px-2 py-1 text-xs font-semibold has-focus-visible:outline-2 has-focus-visible:outline-violet-600',
                      option === size ? 'bg-indigo-900 text-white' : 'text-slate-600 hover:bg-slate-100',
                    )}
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`${titleId}-size`}
                      value={option}
                      checked={option === size}
                      onChange={() => controls.onResize(option)}
                      aria-label={d.sizes[option]}
                    />
                    {option}
                  </label>
                ))}
              </fieldset>
              <button
                type="button"
                className={iconButton}
                onClick={() => controls.onMove(-1)}
                disabled={controls.isFirst}
                aria-label={fill(d.moveUp, { widget: title })}
              >
                <ArrowUp className="size-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                onClick={() => controls.onMove(1)}
                disabled={controls.isLast}
                aria-label={fill(d.moveDown, { widget: title })}
              >
                <ArrowDown className="size-4" aria-hidden="true" />
              </button>
            </>
          ) : null}
          <button
            type="button"
            className={iconButton}
            onClick={controls.onToggleExpanded}
            aria-pressed={expanded}
            aria-label={fill(expanded ? d.collapse : d.expand, { widget: title })}
          >
            {expanded ? (
              <Minimize2 className="size-4" aria-hidden="true" />
            ) : (
              <Maximize2 className="size-4" aria-hidden="true" />
            )}
          </button>
        </div>
      </header>
      <div className="flex-1 px-5 py-4">{children}</div>
    </section>
  );
}

/** A widget's content by its query's state: skeleton, its own error with 'Réessayer', or the data. */
export function WidgetBody<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isError: boolean; isPending: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <LoadError message={d.widgetError} onRetry={() => void query.refetch()} />;
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only">{d.loading}</span>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-5 w-3/4" />
    </div>
  );
}
