import type {
  Connection,
  ConnectionStatusView,
  NetworkCounts,
  NetworkList,
  NetworkTab,
} from '@plateau/shared/schemas/network';
import { api } from '../../lib/api';

const connectionUrl = (id: string) => `/api/connections/${encodeURIComponent(id)}`;

/** Calls of the connections API (spec 1 §7, connections). */
export const networkApi = {
  status: (userId: string, signal?: AbortSignal) =>
    api.get<ConnectionStatusView>(`/api/connections/status/${encodeURIComponent(userId)}`, { signal }),
  list: (tab: NetworkTab, q: string, cursor: string | undefined, signal?: AbortSignal) => {
    const search = new URLSearchParams({ tab });
    if (q.trim()) search.set('q', q.trim());
    if (cursor) search.set('cursor', cursor);
    return api.get<NetworkList>(`/api/connections?${search}`, { signal });
  },
  counts: (signal?: AbortSignal) => api.get<NetworkCounts>('/api/connections/counts', { signal }),
  request: (userId: string) =>
    api.post<{ connection: Connection }>('/api/connections', { userId }).then((body) => body.connection),
  answer: (id: string, status: 'accepté' | 'refusé') =>
    api.patch<{ connection: Connection }>(connectionUrl(id), { status }).then((body) => body.connection),
  remove: (id: string) => api.delete<void>(connectionUrl(id)),
};
