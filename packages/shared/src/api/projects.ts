import { noContentSchema } from '../schemas/answers';
import {
  joinRequestListSchema,
  joinRequestResultSchema,
  memberCandidateListSchema,
  projectListSchema,
  projectMemberListSchema,
  projectMemberResultSchema,
  projectResultSchema,
} from '../schemas/project-responses';
import {
  joinRequestAnswerSchema,
  joinRequestCreateSchema,
  joinRequestIdParamsSchema,
  memberAddSchema,
  memberCandidatesQuerySchema,
  memberUpdateSchema,
  memberVisibilityUpdateSchema,
  projectCreateSchema,
  projectIdParamsSchema,
  projectListQuerySchema,
  projectMemberParamsSchema,
  projectStatusUpdateSchema,
  projectUpdateSchema,
} from '../schemas/projects';
import { endpoint } from './endpoint';

/** Projects, their members and join requests (spec 2 §2 and §7; /projets, /projets/{id}). */
export const projectsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/projects',
    query: projectListQuerySchema,
    response: projectListSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/projects/:id',
    params: projectIdParamsSchema,
    response: projectResultSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/projects',
    body: projectCreateSchema,
    response: projectResultSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/projects/:id',
    params: projectIdParamsSchema,
    body: projectUpdateSchema,
    response: projectResultSchema,
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/api/projects/:id/status',
    params: projectIdParamsSchema,
    body: projectStatusUpdateSchema,
    response: projectResultSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/projects/:id',
    params: projectIdParamsSchema,
    response: noContentSchema,
  }),
  members: endpoint({
    method: 'GET',
    path: '/api/projects/:id/members',
    params: projectIdParamsSchema,
    response: projectMemberListSchema,
  }),
  memberCandidates: endpoint({
    method: 'GET',
    path: '/api/projects/:id/member-candidates',
    params: projectIdParamsSchema,
    query: memberCandidatesQuerySchema,
    response: memberCandidateListSchema,
  }),
  addMember: endpoint({
    method: 'POST',
    path: '/api/projects/:id/members',
    params: projectIdParamsSchema,
    body: memberAddSchema,
    response: projectMemberResultSchema,
  }),
  updateMember: endpoint({
    method: 'PATCH',
    path: '/api/projects/:id/members/:memberId',
    params: projectMemberParamsSchema,
    body: memberUpdateSchema,
    response: projectMemberResultSchema,
  }),
  updateMyVisibility: endpoint({
    method: 'PATCH',
    path: '/api/projects/:id/members/me',
    params: projectIdParamsSchema,
    body: memberVisibilityUpdateSchema,
    response: projectMemberResultSchema,
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/api/projects/:id/members/:memberId',
    params: projectMemberParamsSchema,
    response: noContentSchema,
  }),
  joinRequests: endpoint({
    method: 'GET',
    path: '/api/projects/:id/join-requests',
    params: projectIdParamsSchema,
    response: joinRequestListSchema,
  }),
  requestToJoin: endpoint({
    method: 'POST',
    path: '/api/projects/:id/join-requests',
    params: projectIdParamsSchema,
    body: joinRequestCreateSchema,
    response: joinRequestResultSchema,
  }),
  answerRequest: endpoint({
    method: 'PATCH',
    path: '/api/join-requests/:id',
    params: joinRequestIdParamsSchema,
    body: joinRequestAnswerSchema,
    response: joinRequestResultSchema,
  }),
  cancelRequest: endpoint({
    method: 'DELETE',
    path: '/api/join-requests/:id',
    params: joinRequestIdParamsSchema,
    response: noContentSchema,
  }),
};
