import {
  influencerApplicationCreateSchema,
  influencerApplicationListQuerySchema,
  influencerApplicationParamsSchema,
  influencerApplicationResultSchema,
  influencerCardListSchema,
  influencerDashboardSchema,
  influencerDecisionSchema,
  influencerProjectCreateSchema,
  influencerProjectListQuerySchema,
  influencerProjectParamsSchema,
  influencerProjectResultSchema,
  influencerRoleParamsSchema,
} from '../schemas/influencer';
import { endpoint } from './endpoint';

/** The influencer space (spec 2 §2, §7): projects, the wizard, applications and the dashboard. */
export const influencerEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/influencer/projects',
    query: influencerProjectListQuerySchema,
    response: influencerCardListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/influencer/projects',
    body: influencerProjectCreateSchema,
    response: influencerProjectResultSchema,
    status: 201,
  }),
  project: endpoint({
    method: 'GET',
    path: '/api/influencer/projects/:id',
    params: influencerProjectParamsSchema,
    response: influencerProjectResultSchema,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/api/influencer/projects/:id/roles/:roleId/applications',
    params: influencerRoleParamsSchema,
    body: influencerApplicationCreateSchema,
    response: influencerApplicationResultSchema,
    status: 201,
  }),
  applications: endpoint({
    method: 'GET',
    path: '/api/influencer/applications',
    query: influencerApplicationListQuerySchema,
    response: influencerDashboardSchema,
  }),
  decide: endpoint({
    method: 'PATCH',
    path: '/api/influencer/applications/:id',
    params: influencerApplicationParamsSchema,
    body: influencerDecisionSchema,
    response: influencerApplicationResultSchema,
  }),
};
