import type { AdminNewsInput, AdminUser, AdminUserUpdate, SuspensionStatement } from '@plateau/shared';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { fill } from '@plateau/shared/messages/fill';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toaster';
import { adminApi } from '../api';
import { adminKeys } from '../query-keys';
import type {
  AdminLogFilters,
  AdminNewsFilters,
  AdminProjectsFilters,
  AdminTasksFilters,
  AdminUsersFilters,
} from '../url-state';

export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => adminApi.stats(signal) });
}

/** The filters as the API's query: an unset filter ('') is left out. */
type QueryOf<F> = { [K in keyof F]?: Exclude<F[K], ''> };
const queryOf = <F extends Record<string, string>>(filters: F) =>
  Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value || undefined])) as QueryOf<F>;

/** One of the administration's lists, by keyset pages, for the filters of the address. */
function useAdminPages<F extends Record<string, string>, T>(
  name: 'users' | 'projects' | 'tasks' | 'log' | 'news',
  filters: F,
  load: (
    query: QueryOf<F> & { cursor?: string },
    signal: AbortSignal,
  ) => Promise<{ items: T[]; nextCursor: string | null }>,
) {
  return useInfiniteQuery({
    queryKey: adminKeys.list(name, filters),
    queryFn: ({ pageParam, signal }) => load({ ...queryOf(filters), cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export const useAdminUsers = (filters: AdminUsersFilters) =>
  useAdminPages('users', filters, (query, signal) => adminApi.users(query, signal));
export const useAdminProjects = (filters: AdminProjectsFilters) =>
  useAdminPages('projects', filters, (query, signal) => adminApi.projects(query, signal));
export const useAdminTasks = (filters: AdminTasksFilters) =>
  useAdminPages('tasks', filters, (query, signal) => adminApi.tasks(query, signal));
export const useAdminLog = (filters: AdminLogFilters) =>
  useAdminPages('log', filters, (query, signal) => adminApi.log(query, signal));
export const useAdminNews = (filters: AdminNewsFilters) =>
  useAdminPages('news', filters, (query, signal) => adminApi.news(query, signal));

/** An administration action: its toast, the API's French refusal otherwise, then every list refreshes. */
function useAdminAction<I>(action: (input: I) => Promise<unknown>, success: (input: I) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (_result, input) => {
      toast.success(success(input));
    },
    onError: (error) => {
      toast.error(error instanceof ApiRequestError ? error.message : String(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

const u = a.users;
const n = a.news;

/** Promote a member, or demote an administrator. */
export const useToggleRole = () =>
  useAdminAction(
    (target: AdminUser) => adminApi.setRole(target.id, target.role === 'admin' ? 'user' : 'admin'),
    () => u.roleUpdated,
  );

/** Reactivate a suspended member ('Suspendre' goes through its dialog: `useSuspendUser`). */
export const useReactivateUser = () =>
  useAdminAction(
    (target: AdminUser) => adminApi.setSuspension(target.id, { suspended: false }),
    () => u.reactivated,
  );

/**
 * Suspend a member with the duration and the statement of reasons (issue 31): its dialog shows a refusal in the
 * form, so no toast of error here.
 */
export function useSuspendUser(user: AdminUser) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (statement: SuspensionStatement) =>
      adminApi.setSuspension(user.id, { suspended: true, ...statement }),
    onSuccess: () => {
      toast.success(u.suspendedToast);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useUpdateUser = (user: AdminUser) =>
  useAdminAction(
    (changes: AdminUserUpdate) => adminApi.updateUser(user.id, changes),
    () => u.updated,
  );

/** Delete a member, once the word is typed (its dialog checks it). */
export const useDeleteUser = (user: AdminUser) =>
  useAdminAction(
    () => adminApi.deleteUser(user.id),
    () => fill(u.deleted, { name: user.fullName }),
  );

export const useDeleteProject = () =>
  useAdminAction(
    (project: { id: string; title: string }) => adminApi.deleteProject(project.id),
    (project) => fill(a.projects.deleted, { title: project.title }),
  );

/** Create (`id` null) or update an article. */
export const useSaveNews = (id: string | null) =>
  useAdminAction(
    (input: AdminNewsInput) => adminApi.saveNews(id, input),
    (input) => (id ? fill(n.updated, { title: input.title }) : n.created),
  );

export const useDeleteNews = () =>
  useAdminAction(
    (article: { id: string }) => adminApi.deleteNews(article.id),
    () => n.deleted,
  );

/** /create-admin's creation (its page shows the outcome itself, no toast). */
export const useCreateAdmin = () => useMutation({ mutationFn: adminApi.createAdmin });

/** The diagnostics (database, checks, drivers); `enabled: false` waits for the first refetch (/admin's button). */
export function useDiagnostics(enabled = true) {
  return useQuery({
    queryKey: adminKeys.diagnostics(),
    queryFn: ({ signal }) => adminApi.diagnostics(signal),
    enabled,
  });
}
