import { ProfileLoadError } from '../components/ProfileLoadError';
import { ProfileSkeleton } from '../components/ProfileSkeleton';
import { ProfileView } from '../components/ProfileView';
import { useMyProfile } from '../hooks/useProfile';

/** /profil: one's own profile (members only: app/router.tsx). */
export function MyProfilePage() {
  const profile = useMyProfile();
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError)
    return <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  return <ProfileView profile={profile.data} />;
}
