import { emailPreferenceMessages as m } from '@plateau/shared/messages/email-notifications.fr';
import type { EmailPreferences, EmailPreferencesResponse } from '@plateau/shared/schemas/email-preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toaster';
import { emailPreferencesApi } from '../api';
import { emailPreferencesKeys } from '../query-keys';

/** The member's notification e-mail settings, and saving them (shown at once, put back if refused). */
export function useEmailPreferences() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: emailPreferencesKeys.all,
    queryFn: ({ signal }) => emailPreferencesApi.get(signal),
  });
  const save = useMutation({
    mutationFn: (preferences: EmailPreferences) => emailPreferencesApi.update(preferences),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: emailPreferencesKeys.all });
      const previous = queryClient.getQueryData<EmailPreferencesResponse>(emailPreferencesKeys.all);
      if (previous) queryClient.setQueryData(emailPreferencesKeys.all, { ...previous, preferences });
      return { previous };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(emailPreferencesKeys.all, answer);
      toast.success(m.saved);
    },
    onError: (_error, _preferences, context) => {
      if (context?.previous) queryClient.setQueryData(emailPreferencesKeys.all, context.previous);
      toast.error(m.saveError);
    },
  });
  return { query, save };
}
