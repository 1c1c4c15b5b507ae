import { useParams } from 'react-router';
import { AuthChecking } from '../../auth/components/AuthChecking';
import { MembersOnlyGate } from '../../auth/components/MembersOnlyGate';
import { useAuth } from '../../auth/hooks/useAuth';
import { ConnectionActions } from '../../network/components/ConnectionActions';
import { ProfileLoadError } from '../components/ProfileLoadError';
import { ProfileSkeleton } from '../components/ProfileSkeleton';
import { ProfileView } from '../components/ProfileView';
import { useUserProfile } from '../hooks/useProfile';

/** /talents/{id}: another member's profile (members only). */
export function TalentProfilePage() {
  const { id = '' } = useParams();
  const { status } = useAuth();
  const profile = useUserProfile(id, status === 'authenticated');
  if (status === 'loading') return <AuthChecking />;
  if (status === 'anonymous') return <MembersOnlyGate />;
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError)
    return <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <ProfileView
      profile={profile.data}
      connectionActions={<ConnectionActions userId={profile.data.id} fullName={profile.data.fullName} />}
    />
  );
}
