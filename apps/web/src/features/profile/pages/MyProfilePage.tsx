import type { FirstReads } from '@/lib/first-reads';
import { ProfileLoadError } from '../components/ProfileLoadError';
import { ProfileSkeleton } from '../components/ProfileSkeleton';
import { ProfileView } from '../components/ProfileView';
import { myProfileQuery, useMyProfile } from '../hooks/useProfile';

/** The profile, read before the first render when the browser opens /profil (lib/first-reads.ts). */
export const firstReads: FirstReads = ({ queryClient }) => queryClient.prefetchQuery(myProfileQuery());

/** /profil: one's own profile (members only: app/router.tsx). */
export function MyProfilePage() {
  const profile = useMyProfile();
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError)
    return <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  return <ProfileView profile={profile.data} />;
}
