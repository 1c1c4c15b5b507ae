import { noContentSchema } from '../schemas/answers';
import {
  portfolioCreateSchema,
  portfolioItemParamsSchema,
  portfolioItemSchema,
  portfolioListSchema,
  portfolioQuerySchema,
  portfolioUpdateSchema,
} from '../schemas/portfolio';
import {
  accountDeletionSchema,
  profileIdParamsSchema,
  profileSchema,
  profileUpdateSchema,
} from '../schemas/profile';
import { uploadQuerySchema, uploadResultSchema } from '../schemas/uploads';
import { endpoint } from './endpoint';

/** Profiles, the portfolio, uploads and the member's own account (spec 1 §2, /profil, /talents/:id). */
export const profileEndpoints = {
  user: endpoint({
    method: 'GET',
    path: '/api/users/:id',
    params: profileIdParamsSchema,
    response: profileSchema,
  }),
  me: endpoint({ method: 'GET', path: '/api/me/profile', response: profileSchema }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/me/profile',
    body: profileUpdateSchema,
    response: profileSchema,
  }),
  portfolio: endpoint({
    method: 'GET',
    path: '/api/portfolio',
    query: portfolioQuerySchema,
    response: portfolioListSchema,
  }),
  portfolioItem: endpoint({
    method: 'GET',
    path: '/api/portfolio/:id',
    params: portfolioItemParamsSchema,
    response: portfolioItemSchema,
  }),
  createPortfolioItem: endpoint({
    method: 'POST',
    path: '/api/portfolio',
    body: portfolioCreateSchema,
    response: portfolioItemSchema,
    status: 201,
  }),
  updatePortfolioItem: endpoint({
    method: 'PATCH',
    path: '/api/portfolio/:id',
    params: portfolioItemParamsSchema,
    body: portfolioUpdateSchema,
    response: portfolioItemSchema,
  }),
  deletePortfolioItem: endpoint({
    method: 'DELETE',
    path: '/api/portfolio/:id',
    params: portfolioItemParamsSchema,
    response: noContentSchema,
    status: 204,
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/api/me/deletion',
    body: accountDeletionSchema,
    status: 204,
    response: noContentSchema,
  }),
  /** Multipart (the file), sent by `uploadImage` with progress; the contract gives its URL and answer. */
  upload: endpoint({
    method: 'POST',
    path: '/api/uploads',
    query: uploadQuerySchema,
    response: uploadResultSchema,
    status: 201,
  }),
};
