import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { talentCardSkillCount } from '@plateau/shared/rules/skills-preview';
import type { TalentCard as Talent } from '@plateau/shared/schemas/talents';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { AvailabilityBadge } from '@/components/AvailabilityBadge';
import { SkillBadges } from '@/components/SkillBadges';
import { Avatar } from '@/components/ui/Avatar';

/** A talent: avatar, name, profession, location, availability, the first 4 skills and '+N'. */
export function TalentCard({ talent }: { talent: Talent }) {
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition focus-within:ring-2 focus-within:ring-violet-300 hover:-translate-y-0.5 hover:border-violet-300 hover:shadow-md">
      <div className="flex items-start gap-3">
        <Avatar name={talent.fullName} src={talent.avatarUrl} size="lg" decorative />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-slate-900">
            {/* The whole card is the link's target (after: covers it); its name is the talent's. */}
            <Link to={`/talents/${talent.id}`} className="after:absolute after:inset-0 focus:outline-none">
              {talent.fullName}
            </Link>
          </h2>
          <p className="truncate text-sm text-slate-600">{talent.profession || pm.professionUnknown}</p>
          {talent.location ? (
            <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
              <MapPin className="size-3.5" aria-hidden="true" />
              {talent.location}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-3">
        <AvailabilityBadge status={talent.availabilityStatus} />
      </div>
      {talent.bio ? <p className="mt-3 line-clamp-2 text-sm text-slate-600">{talent.bio}</p> : null}
      <SkillBadges skills={talent.skills} count={talentCardSkillCount} className="mt-auto pt-4" />
    </article>
  );
}
