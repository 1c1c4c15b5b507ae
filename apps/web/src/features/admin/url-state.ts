import {
  type ProjectCategory,
  type ProjectStatus,
  projectStatuses,
  storedProjectCategories,
  type TaskStatus,
  taskStatuses,
  type UserRole,
  userRoles,
} from '@plateau/shared/enums';
import { type AdminAction, adminActions } from '@plateau/shared/schemas/admin';
import type { UrlStateCodec } from '@/hooks/useUrlState';

/** A known value of the address, or '' (unset) for a missing or unknown one. */
const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | '' =>
  values.find((value) => value === raw) ?? '';
const text = (params: URLSearchParams, key: string) => params.get(key)?.trim() ?? '';

export type AdminUsersFilters = { q: string; role: UserRole | '' };
export type AdminProjectsFilters = {
  q: string;
  category: ProjectCategory | '';
  status: ProjectStatus | '';
};
export type AdminTasksFilters = { q: string; status: TaskStatus | ''; projectId: string };
export type AdminNewsFilters = { q: string };
/** The history's filters; `from` and `to` are 'YYYY-MM-DD' days (the server checks them). */
export type AdminLogFilters = { action: AdminAction | ''; adminId: string; from: string; to: string };

/** /admin/users?q=…&role=admin */
export const adminUsersUrl: UrlStateCodec<AdminUsersFilters> = {
  parse: (params) => ({ q: text(params, 'q'), role: oneOf(userRoles, params.get('role')) }),
  serialize: (state) => state,
};

/** /admin/projects?q=…&category=…&status=… */
export const adminProjectsUrl: UrlStateCodec<AdminProjectsFilters> = {
  parse: (params) => ({
    q: text(params, 'q'),
    category: oneOf(storedProjectCategories, params.get('category')),
    status: oneOf(projectStatuses, params.get('status')),
  }),
  serialize: (state) => state,
};

/** /admin/tasks?q=…&status=…&projectId=… */
export const adminTasksUrl: UrlStateCodec<AdminTasksFilters> = {
  parse: (params) => ({
    q: text(params, 'q'),
    status: oneOf(taskStatuses, params.get('status')),
    projectId: text(params, 'projectId'),
  }),
  serialize: (state) => state,
};

/** /admin/news?q=… */
export const adminNewsUrl: UrlStateCodec<AdminNewsFilters> = {
  parse: (params) => ({ q: text(params, 'q') }),
  serialize: (state) => state,
};

/** /admin/historique?action=…&adminId=…&from=…&to=… */
export const adminLogUrl: UrlStateCodec<AdminLogFilters> = {
  parse: (params) => ({
    action: oneOf(adminActions, params.get('action')),
    adminId: text(params, 'adminId'),
    from: text(params, 'from'),
    to: text(params, 'to'),
  }),
  serialize: (state) => state,
};
