import type {
  AdminLogQuery,
  AdminNewsInput,
  AdminNewsQuery,
  AdminProjectsQuery,
  AdminSuspensionInput,
  AdminTasksQuery,
  AdminUsersQuery,
  AdminUserUpdate,
  RegisterInput,
} from '@plateau/shared';
import { endpoints } from '@plateau/shared/api/index';
import { deletionConfirmationWord } from '@plateau/shared/schemas/admin';
import { api } from '@/lib/api';

const e = endpoints.admin;

/** Calls of the administration API (spec 2 §2, §6). */
export const adminApi = {
  stats: (signal?: AbortSignal) => api.call(e.stats, { signal }),
  users: (query: AdminUsersQuery, signal?: AbortSignal) => api.call(e.users, { query, signal }),
  updateUser: (id: string, body: AdminUserUpdate) => api.call(e.updateUser, { params: { id }, body }),
  setRole: (id: string, role: 'user' | 'admin') => api.call(e.setRole, { params: { id }, body: { role } }),
  /** 'Suspendre' with its duration and statement of reasons (issue 31), or 'Réactiver'. */
  setSuspension: (id: string, body: AdminSuspensionInput) =>
    api.call(e.setSuspension, { params: { id }, body }),
  /** The deletion, confirmed by the word the member typed (its dialog checks it). */
  deleteUser: (id: string) =>
    api.call(e.deleteUser, { params: { id }, body: { confirmation: deletionConfirmationWord } }),
  projects: (query: AdminProjectsQuery, signal?: AbortSignal) => api.call(e.projects, { query, signal }),
  deleteProject: (id: string) => api.call(e.deleteProject, { params: { id } }),
  tasks: (query: AdminTasksQuery, signal?: AbortSignal) => api.call(e.tasks, { query, signal }),
  log: (query: AdminLogQuery, signal?: AbortSignal) => api.call(e.log, { query, signal }),
  createAdmin: (body: RegisterInput) => api.call(e.createAdmin, { body }),
  diagnostics: (signal?: AbortSignal) => api.call(e.diagnostics, { signal }),
  news: (query: AdminNewsQuery, signal?: AbortSignal) => api.call(e.news, { query, signal }),
  saveNews: (id: string | null, body: AdminNewsInput) =>
    id ? api.call(e.updateNews, { params: { id }, body }) : api.call(e.createNews, { body }),
  deleteNews: (id: string) => api.call(e.deleteNews, { params: { id } }),
};
