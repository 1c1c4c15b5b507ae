import { fill } from '@plateau/shared/messages/fill';
import { reportsMessages } from '@plateau/shared/messages/reports.fr';
import { useParams } from 'react-router';
import { ProfileBlockControl } from '@/features/moderation/blocks/ui';
import { ReportButton } from '@/features/moderation/report';
import { ConnectionActions } from '@/features/network';
import { ProfileLoadError } from '../components/ProfileLoadError';
import { ProfileSkeleton } from '../components/ProfileSkeleton';
import { ProfileView } from '../components/ProfileView';
import { useUserProfile } from '../hooks/useProfile';

/** /talents/{id}: another member's profile (members only). */
export function TalentProfilePage() {
  const { id = '' } = useParams();
  const profile = useUserProfile(id);
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError)
    return <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <ProfileView
      profile={profile.data}
      connectionActions={
        <>
          <ConnectionActions userId={profile.data.id} fullName={profile.data.fullName} />
          <ProfileBlockControl member={profile.data} />
          {profile.data.abilities.edit ? null : (
            <ReportButton
              label={fill(reportsMessages.reportProfileOf, { name: profile.data.fullName })}
              target={{ kind: 'profile', id: profile.data.id }}
              location={`/talents/${profile.data.id}`}
            />
          )}
        </>
      }
    />
  );
}
