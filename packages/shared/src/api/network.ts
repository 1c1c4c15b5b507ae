import { noContentSchema } from '../schemas/answers';
import {
  connectionAnswerSchema,
  connectionIdParamsSchema,
  connectionRequestSchema,
  connectionResultSchema,
  connectionStatusSchema,
  networkCountsSchema,
  networkListSchema,
  networkQuerySchema,
  userIdParamsSchema,
} from '../schemas/network';
import { endpoint } from './endpoint';

/** Connections between members (spec 1 §7, connections; /reseau and the profile's button). */
export const networkEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/connections',
    query: networkQuerySchema,
    response: networkListSchema,
  }),
  counts: endpoint({ method: 'GET', path: '/api/connections/counts', response: networkCountsSchema }),
  status: endpoint({
    method: 'GET',
    path: '/api/connections/status/:userId',
    params: userIdParamsSchema,
    response: connectionStatusSchema,
  }),
  request: endpoint({
    method: 'POST',
    path: '/api/connections',
    body: connectionRequestSchema,
    response: connectionResultSchema,
    status: 201,
  }),
  answer: endpoint({
    method: 'PATCH',
    path: '/api/connections/:id',
    params: connectionIdParamsSchema,
    body: connectionAnswerSchema,
    response: connectionResultSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/connections/:id',
    params: connectionIdParamsSchema,
    response: noContentSchema,
    status: 204,
  }),
};
