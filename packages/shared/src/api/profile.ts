import { noContentSchema } from '../schemas/answers';
import { portfolioCreateSchema, portfolioItemSchema, portfolioUpdateSchema } from '../schemas/portfolio';
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
  portfolioItem: endpoint({
    method: 'GET',
    path: '/api/portfolio/:id',
    params: profileIdParamsSchema,
    response: portfolioItemSchema,
  }),
  createPortfolioItem: endpoint({
    method: 'POST',
    path: '/api/portfolio',
    body: portfolioCreateSchema,
    response: portfolioItemSchema,
  }),
  updatePortfolioItem: endpoint({
    method: 'PATCH',
    path: '/api/portfolio/:id',
    params: profileIdParamsSchema,
    body: portfolioUpdateSchema,
    response: portfolioItemSchema,
  }),
  deletePortfolioItem: endpoint({
    method: 'DELETE',
    path: '/api/portfolio/:id',
    params: profileIdParamsSchema,
    response: noContentSchema,
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
  }),
};
