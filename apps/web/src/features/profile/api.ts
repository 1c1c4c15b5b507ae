import { endpoints } from '@plateau/shared/api/index';
import type { PortfolioCreateInput, PortfolioUpdateInput } from '@plateau/shared/schemas/portfolio';
import type { ProfileUpdateInput } from '@plateau/shared/schemas/profile';
import { api } from '@/lib/api';

const e = endpoints.profile;

/** Calls of the profile area (profiles, portfolio). */
export const profileApi = {
  user: (id: string, signal?: AbortSignal) => api.call(e.user, { params: { id }, signal }),
  me: (signal?: AbortSignal) => api.call(e.me, { signal }),
  update: (body: ProfileUpdateInput) => api.call(e.update, { body }),
  portfolioItem: (id: string, signal?: AbortSignal) => api.call(e.portfolioItem, { params: { id }, signal }),
  createPortfolioItem: (body: PortfolioCreateInput) => api.call(e.createPortfolioItem, { body }),
  updatePortfolioItem: (id: string, body: PortfolioUpdateInput) =>
    api.call(e.updatePortfolioItem, { params: { id }, body }),
  deletePortfolioItem: (id: string) => api.call(e.deletePortfolioItem, { params: { id } }),
};
