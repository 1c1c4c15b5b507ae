import type { DashboardLayout } from '../schemas/dashboard';

/** The layout a member starts with: 'Mes Projets' and the contents wide, the statistics and the network side by side. */
export const defaultDashboardLayout: DashboardLayout = {
  widgets: [
    { widget: 'projects', size: 'L' },
    { widget: 'statistics', size: 'M' },
    { widget: 'network', size: 'S' },
    { widget: 'content', size: 'L' },
  ],
  expanded: null,
};
