import type {
  PortfolioCreateInput,
  PortfolioItem,
  PortfolioUpdateInput,
} from '@plateau/shared/schemas/portfolio';
import type { Profile, ProfileUpdateInput } from '@plateau/shared/schemas/profile';
import { api } from '../../lib/api';

/** Calls of the profile area (profiles, portfolio, own account). */
export const profileApi = {
  user: (id: string, signal?: AbortSignal) =>
    api.get<Profile>(`/api/users/${encodeURIComponent(id)}`, { signal }),
  me: (signal?: AbortSignal) => api.get<Profile>('/api/me/profile', { signal }),
  update: (input: ProfileUpdateInput) => api.patch<Profile>('/api/me/profile', input),
  portfolioItem: (id: string, signal?: AbortSignal) =>
    api.get<PortfolioItem>(`/api/portfolio/${encodeURIComponent(id)}`, { signal }),
  createPortfolioItem: (input: PortfolioCreateInput) => api.post<PortfolioItem>('/api/portfolio', input),
  updatePortfolioItem: (id: string, input: PortfolioUpdateInput) =>
    api.patch<PortfolioItem>(`/api/portfolio/${encodeURIComponent(id)}`, input),
  deletePortfolioItem: (id: string) => api.delete<void>(`/api/portfolio/${encodeURIComponent(id)}`),
  deleteAccount: (password: string) => api.post<void>('/api/me/deletion', { password }),
};

/** Query keys of the profile area. */
export const profileKeys = {
  all: ['profile'] as const,
  me: ['profile', 'me'] as const,
  user: (id: string) => ['profile', 'user', id] as const,
  portfolioItem: (id: string) => ['profile', 'portfolio', id] as const,
};
