import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import type { Profile } from '@plateau/shared/schemas/profile';
import { Briefcase, CalendarDays, MapPin, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AvailabilityBadge } from '@/components/AvailabilityBadge';
import { Avatar } from '@/components/ui/Avatar';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/Card';
import { formatDate } from '@/lib/format';

interface ProfileHeaderProps {
  profile: Profile;
  /** The connect and 'Contacter' buttons of another member's profile (wired by the network area). */
  connectionActions?: ReactNode;
}

export function ProfileHeader({ profile, connectionActions }: ProfileHeaderProps) {
  return (
    <Card className="overflow-hidden">
      <div
        className="h-24 bg-gradient-to-r from-indigo-900 via-violet-800 to-indigo-700 sm:h-32"
        aria-hidden="true"
      />
      <div className="px-5 pb-5 sm:px-8">
        <div className="-mt-12 flex flex-col gap-4 sm:-mt-14 sm:flex-row sm:items-end sm:justify-between">
          <Avatar
            name={profile.fullName}
            src={profile.avatarUrl}
            size="lg"
            className="size-24 border-4 border-white text-2xl shadow-md sm:size-28"
          />
          <div className="flex flex-wrap gap-2 sm:pb-1">
            {profile.abilities.edit ? (
              <Link to="/profil/modifier" className={buttonClasses({ variant: 'outline' })}>
                <Pencil className="size-4" aria-hidden="true" />
                {pm.editProfile}
              </Link>
            ) : (
              connectionActions
            )}
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <h1 className="font-display text-2xl font-semibold text-slate-900 sm:text-3xl">
            {profile.fullName}
          </h1>
          <AvailabilityBadge status={profile.availabilityStatus} size="md" />
        </div>
        <ul className="mt-3 flex flex-col gap-2 text-sm text-slate-600 sm:flex-row sm:flex-wrap sm:gap-x-6">
          <li className="flex items-center gap-2">
            <Briefcase className="size-4 shrink-0" aria-hidden="true" />
            {profile.profession || pm.professionUnknown}
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {profile.location || pm.locationUnknown}
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            {pm.memberSince(formatDate(profile.createdAt))}
          </li>
        </ul>
      </div>
    </Card>
  );
}
