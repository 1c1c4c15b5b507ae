import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileApi } from '../api';
import { profileKeys } from '../query-keys';

/** Another member's profile (/talents/{id}); opening it records a profile view. */
export function useUserProfile(id: string) {
  return useQuery({
    queryKey: profileKeys.user(id),
    queryFn: ({ signal }) => profileApi.user(id, signal),
  });
}

/** One's own profile (/profil, /profil/modifier). */
export const myProfileQuery = () =>
  queryOptions({ queryKey: profileKeys.me(), queryFn: ({ signal }) => profileApi.me(signal) });

export function useMyProfile() {
  return useQuery(myProfileQuery());
}
