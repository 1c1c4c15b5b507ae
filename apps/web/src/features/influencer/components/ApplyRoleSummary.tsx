import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import type { InfluencerRole } from '@plateau/shared/schemas/influencer';
import { useId } from 'react';
import { Badge } from '@/components/ui/Badge';

/** The role applied to: its title, pay and level, description, responsibilities, skills and pay details. */
export function ApplyRoleSummary({ role }: { role: InfluencerRole }) {
  const headingId = useId();
  return (
    <section
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby={headingId}
    >
      <p className="text-sm font-medium text-slate-600">{m.applyFor}</p>
      <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-xl font-semibold text-slate-900">
        {role.title}
        <Badge variant="secondary">{role.compensationType}</Badge>
        <Badge>{role.experienceLevel}</Badge>
      </h2>
      <p className="text-sm break-words whitespace-pre-line text-slate-700">{role.description}</p>
      {role.responsibilities ? (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{m.roleForm.responsibilities} : </span>
          {role.responsibilities}
        </p>
      ) : null}
      {role.requiredSkills.length > 0 ? (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{m.roleForm.requiredSkills} : </span>
          {role.requiredSkills.join(', ')}
        </p>
      ) : null}
      {role.compensationDetails ? (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{m.roleForm.compensationDetails} : </span>
          {role.compensationDetails}
        </p>
      ) : null}
    </section>
  );
}
