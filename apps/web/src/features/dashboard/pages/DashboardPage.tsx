import type { DashboardWidget } from '@plateau/shared/enums';
import { dashboardMessages as d } from '@plateau/shared/messages/dashboard.fr';
import { fill } from '@plateau/shared/messages/fill';
import { defaultDashboardLayout } from '@plateau/shared/rules/dashboard-layout';
import { greetingName } from '@plateau/shared/rules/greeting-name';
import { Check, LayoutGrid, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { PageTitle } from '@/components/PageTitle';
import { Button } from '@/components/ui/Button';
import { useAuth } from '@/features/auth';
import { ContentWidget } from '../components/ContentWidget';
import { NetworkWidget } from '../components/NetworkWidget';
import { ProjectsWidget } from '../components/ProjectsWidget';
import { StatisticsWidget } from '../components/StatisticsWidget';
import type { WidgetControls } from '../components/WidgetFrame';
import { useLayout, useSaveLayout } from '../hooks/useDashboard';
import { move, resize, toggleExpanded } from '../layout';

const widgetComponents: Record<DashboardWidget, (props: { controls: WidgetControls }) => React.ReactNode> = {
  projects: ProjectsWidget,
  statistics: StatisticsWidget,
  network: NetworkWidget,
  content: ContentWidget,
};

/** The first name of a full name ('Camille Martin' gives 'Camille'). */
/** /dashboard (members only): the greeting and the four widgets in the member's saved layout. */
export function DashboardPage() {
  const { user } = useAuth();
  const { layout } = useLayout();
  const save = useSaveLayout();
  const [customising, setCustomising] = useState(false);
  const name = user ? greetingName(user.fullName) : '';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={d.title} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium tracking-wide text-violet-700 uppercase">{d.title}</p>
          <h1 className="mt-1 font-display text-3xl font-semibold text-slate-900 sm:text-4xl">
            {fill(d.greeting, { name })}
          </h1>
          <p className="mt-2 text-slate-600">{d.subtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {customising ? (
            <Button variant="outline" onClick={() => save.mutate(defaultDashboardLayout)}>
              <RotateCcw className="size-4" aria-hidden="true" />
              {d.resetLayout}
            </Button>
          ) : null}
          <Button
            variant={customising ? 'primary' : 'outline'}
            aria-pressed={customising}
            onClick={() => setCustomising((on) => !on)}
          >
            {customising ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <LayoutGrid className="size-4" aria-hidden="true" />
            )}
            {customising ? d.customiseDone : d.customise}
          </Button>
        </div>
      </header>
      {customising ? (
        <p className="mt-4 rounded-xl bg-violet-50 px-4 py-3 text-sm text-violet-900" role="status">
          {d.customiseHint}
        </p>
      ) : null}
      <div className="mt-6 grid grid-flow-row-dense grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
        {layout.widgets.map(({ widget, size }, index) => {
          const Widget = widgetComponents[widget];
          const controls: WidgetControls = {
            customising,
            size,
            expanded: layout.expanded === widget,
            isFirst: index === 0,
            isLast: index === layout.widgets.length - 1,
            onResize: (next) => save.mutate(resize(layout, widget, next)),
            onMove: (step) => save.mutate(move(layout, widget, step)),
            onToggleExpanded: () => save.mutate(toggleExpanded(layout, widget)),
          };
          return <Widget key={widget} controls={controls} />;
        })}
      </div>
    </div>
  );
}
