import { endpoints } from '@plateau/shared/api/index';
import type { ProjectRole, ProjectStatus } from '@plateau/shared/enums';
import type {
  JoinRequestAnswer,
  JoinRequestCreateInput,
  ProjectCreateInput,
  ProjectUpdateInput,
} from '@plateau/shared/schemas/projects';
import { api } from '@/lib/api';
import type { ProjectFilters } from './query-keys';

const e = endpoints.projects;

/** Calls of the projects API (spec 2 §7: projects, members and join requests). */
export const projectsApi = {
  page: (filters: ProjectFilters, cursor: string | undefined, signal?: AbortSignal) =>
    api.call(e.list, {
      query: {
        q: filters.q.trim() || undefined,
        category: filters.category || undefined,
        status: filters.status || undefined,
        recruiting: filters.recruiting || undefined,
        cursor,
      },
      signal,
    }),
  detail: (id: string, signal?: AbortSignal) =>
    api.call(e.detail, { params: { id }, signal }).then((body) => body.project),
  create: (body: ProjectCreateInput) => api.call(e.create, { body }).then((answer) => answer.project),
  update: (id: string, body: ProjectUpdateInput) =>
    api.call(e.update, { params: { id }, body }).then((answer) => answer.project),
  setStatus: (id: string, status: ProjectStatus) =>
    api.call(e.setStatus, { params: { id }, body: { status } }).then((answer) => answer.project),
  remove: (id: string) => api.call(e.remove, { params: { id } }),
  members: (id: string, signal?: AbortSignal) => api.call(e.members, { params: { id }, signal }),
  candidates: (id: string, q: string, cursor: string | undefined, signal?: AbortSignal) =>
    api.call(e.memberCandidates, { params: { id }, query: { q: q.trim() || undefined, cursor }, signal }),
  addMember: (id: string, userId: string, role: ProjectRole) =>
    api.call(e.addMember, { params: { id }, body: { userId, role } }).then((answer) => answer.member),
  setMemberRole: (id: string, memberId: string, role: ProjectRole) =>
    api.call(e.updateMember, { params: { id, memberId }, body: { role } }).then((answer) => answer.member),
  setMyVisibility: (id: string, showProfile: boolean) =>
    api.call(e.updateMyVisibility, { params: { id }, body: { showProfile } }).then((answer) => answer.member),
  removeMember: (id: string, memberId: string) => api.call(e.removeMember, { params: { id, memberId } }),
  joinRequests: (id: string, signal?: AbortSignal) =>
    api.call(e.joinRequests, { params: { id }, signal }).then((body) => body.items),
  requestToJoin: (id: string, body: JoinRequestCreateInput) =>
    api.call(e.requestToJoin, { params: { id }, body }).then((answer) => answer.joinRequest),
  answerRequest: (requestId: string, status: JoinRequestAnswer['status']) =>
    api
      .call(e.answerRequest, { params: { id: requestId }, body: { status } })
      .then((answer) => answer.joinRequest),
  cancelRequest: (requestId: string) => api.call(e.cancelRequest, { params: { id: requestId } }),
};
