import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { ArrowLeft, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card, CardContent } from '@/components/ui/Card';
import { AvatarField } from '../components/AvatarField';
import { ProfileForm } from '../components/ProfileForm';
import { ProfileLoadError } from '../components/ProfileLoadError';
import { ProfileSkeleton } from '../components/ProfileSkeleton';
import { useMyProfile } from '../hooks/useProfile';

/** /profil/modifier: every profile field, the avatar, and a link to the account settings. */
export function ProfileEditPage() {
  const profile = useMyProfile();
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError)
    return <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={pm.editTitle} />
      <Link to="/profil" className="inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {pm.backToProfile}
      </Link>
      <header>
        <h1 className="font-display text-2xl font-semibold text-slate-900 sm:text-3xl">{pm.editTitle}</h1>
        <p className="mt-1 text-slate-600">{pm.editSubtitle}</p>
      </header>
      <Card>
        <CardContent className="space-y-8 pt-5">
          <AvatarField name={profile.data.fullName} avatarUrl={profile.data.avatarUrl} />
          {/* Keyed by the profile id: the form starts from the saved values. */}
          <ProfileForm key={profile.data.id} profile={profile.data} />
        </CardContent>
      </Card>
      <Link to="/profil/parametres" className={buttonClasses({ variant: 'outline' })}>
        <Settings className="size-4" aria-hidden="true" />
        {pm.accountSettingsLink}
      </Link>
    </div>
  );
}
