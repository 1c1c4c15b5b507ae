import { noContentSchema } from '../schemas/answers';
import {
  creditCreateSchema,
  creditIdParamsSchema,
  creditListSchema,
  creditResultSchema,
  creditUpdateSchema,
} from '../schemas/credits';
import { userIdParamsSchema } from '../schemas/network';
import { endpoint } from './endpoint';

/** Credits, the filmography of a member (issue 33). */
export const creditsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/users/:userId/credits',
    params: userIdParamsSchema,
    response: creditListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/me/credits',
    body: creditCreateSchema,
    response: creditResultSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/credits/:id',
    params: creditIdParamsSchema,
    body: creditUpdateSchema,
    response: creditResultSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/credits/:id',
    params: creditIdParamsSchema,
    response: noContentSchema,
    status: 204,
  }),
};
