import {
  adminReportsQuerySchema,
  adminReportsSchema,
  commentRemovalInputSchema,
  contestInputSchema,
  decisionAccessQuerySchema,
  decisionIdParamsSchema,
  decisionInputSchema,
  decisionResponseSchema,
  memberDecisionResponseSchema,
  reportCreatedSchema,
  reportIdParamsSchema,
  reportInputSchema,
} from '../schemas/reports';
import { endpoint } from './endpoint';

/** Reports (anyone, visitors included), the moderation queue (administrators) and contests (issue 31). */
export const reportsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/reports',
    body: reportInputSchema,
    response: reportCreatedSchema,
    status: 201,
  }),
  queue: endpoint({
    method: 'GET',
    path: '/api/admin/reports',
    query: adminReportsQuerySchema,
    response: adminReportsSchema,
  }),
  decide: endpoint({
    method: 'POST',
    path: '/api/admin/reports/:id/decision',
    params: reportIdParamsSchema,
    body: decisionInputSchema,
    response: decisionResponseSchema,
    status: 201,
  }),
  removeComment: endpoint({
    method: 'POST',
    path: '/api/admin/moderation/removals',
    body: commentRemovalInputSchema,
    response: decisionResponseSchema,
    status: 201,
  }),
  decision: endpoint({
    method: 'GET',
    path: '/api/moderation/decisions/:id',
    params: decisionIdParamsSchema,
    query: decisionAccessQuerySchema,
    response: memberDecisionResponseSchema,
  }),
  contest: endpoint({
    method: 'POST',
    path: '/api/moderation/decisions/:id/contest',
    params: decisionIdParamsSchema,
    query: decisionAccessQuerySchema,
    body: contestInputSchema,
    response: memberDecisionResponseSchema,
    status: 201,
  }),
};
