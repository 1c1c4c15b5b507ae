import { endpoints } from '@plateau/shared/api/index';
import type { DashboardLayout } from '@plateau/shared/schemas/dashboard';
import { api } from '@/lib/api';
import type { DataWidget } from './query-keys';

const e = endpoints.dashboard;

/** Calls of the dashboard API (spec 2 §2, §7). */
export const dashboardApi = {
  widget: (widget: DataWidget, expanded: boolean, signal?: AbortSignal) =>
    api.call(e.widgets, { query: { widget, expanded: expanded ? 'true' : undefined }, signal }),
  statistics: (signal?: AbortSignal) => api.call(e.statistics, { signal }),
  layout: (signal?: AbortSignal) => api.call(e.layout, { signal }).then((body) => body.layout),
  saveLayout: (layout: DashboardLayout) =>
    api.call(e.saveLayout, { body: layout }).then((body) => body.layout),
};
