import { z } from 'zod';
import { portfolioCreateSchema, portfolioItemSchema, portfolioUpdateSchema } from '../schemas/portfolio';
import { accountDeletionSchema, profileSchema, profileUpdateSchema } from '../schemas/profile';
import { uploadQuerySchema, uploadResultSchema } from '../schemas/uploads';
import { endpoint, noContentSchema } from './endpoint';

/** A member or a portfolio item addressed by id (a malformed one answers 404). */
const idParamsSchema = z.object({ id: z.string().max(64) });

/** Profiles, the portfolio, uploads and the member's own account (spec 1 §2, /profil, /talents/:id). */
export const profileEndpoints = {
  user: endpoint({ method: 'GET', path: '/api/users/:id', params: idParamsSchema, response: profileSchema }),
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
    params: idParamsSchema,
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
    params: idParamsSchema,
    body: portfolioUpdateSchema,
    response: portfolioItemSchema,
  }),
  deletePortfolioItem: endpoint({
    method: 'DELETE',
    path: '/api/portfolio/:id',
    params: idParamsSchema,
    response: noContentSchema,
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/api/me/deletion',
    body: accountDeletionSchema,
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
