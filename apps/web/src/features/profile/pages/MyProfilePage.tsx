import { AuthChecking } from '../../auth/components/AuthChecking';
import { NotSignedIn } from '../../auth/components/NotSignedIn';
import { useAuth } from '../../auth/hooks/useAuth';
import { ProfileLoadError } from '../components/ProfileLoadError';
import { ProfileSkeleton } from '../components/ProfileSkeleton';
import { ProfileView } from '../components/ProfileView';
import { useMyProfile } from '../hooks/useProfile';

/** /profil: one's own profile; visitors see 'Non connecté'. */
export function MyProfilePage() {
  const { status } = useAuth();
  const profile = useMyProfile(status === 'authenticated');
  if (status === 'loading') return <AuthChecking />;
  if (status === 'anonymous') return <NotSignedIn />;
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError)
    return <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  return <ProfileView profile={profile.data} />;
}
