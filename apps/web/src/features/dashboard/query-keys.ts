/** The widgets whose data come from GET /api/dashboard (the statistics have their own endpoint). */
export type DataWidget = 'projects' | 'network' | 'content';

/** Query keys of the dashboard feature; realtime events invalidate them. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  widgets: () => [...dashboardKeys.all, 'widget'] as const,
  widget: (widget: DataWidget, expanded: boolean) => [...dashboardKeys.widgets(), widget, expanded] as const,
  statistics: () => [...dashboardKeys.all, 'statistics'] as const,
  layout: () => [...dashboardKeys.all, 'layout'] as const,
};
