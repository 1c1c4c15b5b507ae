import { networkMessages as m } from '@plateau/shared/messages/network.fr';
import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { networkCardSkillCount } from '@plateau/shared/rules/skills-preview';
import type { NetworkEntry } from '@plateau/shared/schemas/network';
import { MapPin, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SkillBadges } from '@/components/SkillBadges';
import { Avatar } from '@/components/ui/Avatar';

interface NetworkCardProps {
  entry: NetworkEntry;
  /** The date line under the member ('Connectés depuis le…', 'Reçue le…'). */
  dateLine: string;
  /** The tab's buttons. */
  actions: ReactNode;
}

/** A member of the network: avatar, name, profession, location, the first 3 skills and '+N'. */
export function NetworkCard({ entry, dateLine, actions }: NetworkCardProps) {
  const { member } = entry;
  if (member.deleted || member.fullName === null) {
    return (
      <article className="flex h-full flex-col rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5">
        <div className="flex items-center gap-3">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-slate-200 text-slate-500">
            <UserX className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-700">{m.deletedUser}</h3>
            <p className="text-sm text-slate-500">{m.deletedUserText}</p>
          </div>
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">{actions}</div>
      </article>
    );
  }
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <Avatar name={member.fullName} src={member.avatarUrl} size="lg" decorative />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-slate-900">
            <Link to={`/talents/${member.id}`} className="hover:text-violet-700 hover:underline">
              {member.fullName}
            </Link>
          </h3>
          <p className="truncate text-sm text-slate-600">{member.profession || pm.professionUnknown}</p>
          {member.location ? (
            <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
              <MapPin className="size-3.5" aria-hidden="true" />
              {member.location}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-slate-500">{dateLine}</p>
        </div>
      </div>
      <SkillBadges skills={member.skills} count={networkCardSkillCount} className="mt-3" />
      <div className="mt-auto flex flex-wrap gap-2 pt-4">{actions}</div>
    </article>
  );
}
