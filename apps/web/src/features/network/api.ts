import { endpoints } from '@plateau/shared/api/index';
import type { NetworkTab } from '@plateau/shared/schemas/network';
import { api } from '@/lib/api';

const e = endpoints.network;

/** Calls of the connections API (spec 1 §7, connections). */
export const networkApi = {
  status: (userId: string, signal?: AbortSignal) => api.call(e.status, { params: { userId }, signal }),
  list: (tab: NetworkTab, q: string, cursor: string | undefined, signal?: AbortSignal) =>
    api.call(e.list, { query: { tab, q: q.trim() || undefined, cursor }, signal }),
  counts: (signal?: AbortSignal) => api.call(e.counts, { signal }),
  request: (userId: string) => api.call(e.request, { body: { userId } }).then((body) => body.connection),
  answer: (id: string, status: 'accepté' | 'refusé') =>
    api.call(e.answer, { params: { id }, body: { status } }).then((body) => body.connection),
  remove: (id: string) => api.call(e.remove, { params: { id } }),
};
