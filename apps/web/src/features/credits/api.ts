import { endpoints } from '@plateau/shared/api/index';
import type { CreditCreateInput, CreditUpdateInput } from '@plateau/shared/schemas/credits';
import { api } from '@/lib/api';

const e = endpoints.credits;

/** Calls of the credits API (issue 33: the filmography). */
export const creditsApi = {
  list: (userId: string, signal?: AbortSignal) =>
    api.call(e.list, { params: { userId }, signal }).then((body) => body.items),
  create: (body: CreditCreateInput) => api.call(e.create, { body }).then((answer) => answer.credit),
  update: (id: string, body: CreditUpdateInput) =>
    api.call(e.update, { params: { id }, body }).then((answer) => answer.credit),
  remove: (id: string) => api.call(e.remove, { params: { id } }),
};
