import { endpoints } from '@plateau/shared/api/index';
import { api } from '@/lib/api';

/** Calls of the member's own account ('Paramètres du compte'). */
export const accountApi = {
  deleteAccount: (password: string) => api.call(endpoints.profile.deleteAccount, { body: { password } }),
};
