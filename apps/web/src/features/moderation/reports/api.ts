import type { CommentRemovalInput, ContestInput, DecisionInput, ReportInput } from '@plateau/shared';
import { endpoints } from '@plateau/shared/api/index';
import type { AdminReportsQuery } from '@plateau/shared/schemas/reports';
import { api } from '@/lib/api';

const e = endpoints.reports;

/** Calls of the reports and moderation API (issue 31). */
export const reportsApi = {
  create: (body: ReportInput) => api.call(e.create, { body }),
  queue: (query: AdminReportsQuery, signal?: AbortSignal) => api.call(e.queue, { query, signal }),
  decide: (id: string, body: DecisionInput) => api.call(e.decide, { params: { id }, body }),
  removeComment: (body: CommentRemovalInput) => api.call(e.removeComment, { body }),
  /** `token`: the signed link of the statement of reasons (its e-mail, a suspended account's sign-in). */
  decision: (id: string, token: string | undefined, signal?: AbortSignal) =>
    api.call(e.decision, { params: { id }, query: token ? { token } : {}, signal }),
  contest: (id: string, token: string | undefined, body: ContestInput) =>
    api.call(e.contest, { params: { id }, query: token ? { token } : {}, body }),
};

/** Query keys of the moderation: the queue and a decision as the member concerned reads it. */
export const reportsKeys = {
  all: ['moderation'] as const,
  queue: (query: AdminReportsQuery) => [...reportsKeys.all, 'queue', query] as const,
  decision: (id: string) => [...reportsKeys.all, 'decision', id] as const,
};
