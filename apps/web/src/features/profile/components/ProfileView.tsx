import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import type { Profile } from '@plateau/shared/schemas/profile';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/PageTitle';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { FilmographySection } from '@/features/credits';
import { ContactCard } from './ContactCard';
import { PortfolioSection } from './PortfolioSection';
import { ProfileHeader } from './ProfileHeader';
import { RecentProjects } from './RecentProjects';

interface ProfileViewProps {
  profile: Profile;
  /** Connect / 'Contacter' buttons and the anti-spam hint on another member's profile (network area). */
  connectionActions?: ReactNode;
}

/** The profile page shared by /profil and /talents/{id}. */
export function ProfileView({ profile, connectionActions }: ProfileViewProps) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={profile.fullName} />
      <ProfileHeader profile={profile} connectionActions={connectionActions} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold text-slate-900">{pm.about}</h2>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-line">{profile.bio || pm.noBio}</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold text-slate-900">{pm.skills}</h2>
            </CardHeader>
            <CardContent>
              {profile.skills.length === 0 ? (
                <p className="text-sm text-slate-500">{pm.noSkills}</p>
              ) : (
                <ul className="flex flex-wrap gap-2">
                  {profile.skills.map((skill) => (
                    <li key={skill}>
                      <Badge variant="secondary" size="md">
                        {skill}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <FilmographySection userId={profile.id} own={profile.abilities.edit} />
          <PortfolioSection items={profile.portfolio} canAdd={profile.abilities.edit} />
        </div>
        <div className="space-y-6">
          <ContactCard profile={profile} />
          <RecentProjects projects={profile.recentProjects} />
        </div>
      </div>
    </div>
  );
}
