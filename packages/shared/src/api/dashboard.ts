import {
  dashboardLayoutResponseSchema,
  dashboardLayoutSchema,
  dashboardQuerySchema,
  dashboardSchema,
  dashboardStatisticsSchema,
} from '../schemas/dashboard';
import { endpoint } from './endpoint';

/** The member dashboard (spec 2 §2, §7). */
export const dashboardEndpoints = {
  widgets: endpoint({
    method: 'GET',
    path: '/api/dashboard',
    query: dashboardQuerySchema,
    response: dashboardSchema,
  }),
  statistics: endpoint({
    method: 'GET',
    path: '/api/dashboard/statistics',
    response: dashboardStatisticsSchema,
  }),
  layout: endpoint({ method: 'GET', path: '/api/dashboard/layout', response: dashboardLayoutResponseSchema }),
  saveLayout: endpoint({
    method: 'PUT',
    path: '/api/dashboard/layout',
    body: dashboardLayoutSchema,
    response: dashboardLayoutResponseSchema,
  }),
};
