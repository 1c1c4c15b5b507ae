import { fill } from '@plateau/shared/messages/fill';
import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import { plural } from '@plateau/shared/rules/plural';
import type { InfluencerDetails, InfluencerRole } from '@plateau/shared/schemas/influencer';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { buttonClasses } from '@/components/ui/button-styles';
import { useInfluencerProject } from '../hooks/useInfluencer';

/**
 * The influencer part of /projets/{id}: the wizard's fields and each role with 'Postuler'. Renders nothing
 * for a project without influencer details or roles.
 */
export function InfluencerProjectSection({ projectId }: { projectId: string }) {
  const query = useInfluencerProject(projectId);
  const project = query.data;
  if (!project || (!project.details && project.roles.length === 0)) return null;
  return (
    <section
      aria-labelledby="influencer-section-title"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="influencer-section-title" className="text-lg font-semibold text-slate-900">
        {m.detailTitle}
      </h2>
      {project.details ? <DetailsList details={project.details} /> : null}
      {project.roles.length > 0 ? (
        <div>
          <h3 className="mb-3 font-semibold text-slate-900">{m.rolesSought}</h3>
          <ul className="space-y-3">
            {project.roles.map((role) => (
              <li key={role.id}>
                <RoleItem role={role} projectId={project.id} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** The wizard's fields; its budget, deadline and start date show in the project's overview (one of each). */
function DetailsList({ details }: { details: InfluencerDetails }) {
  const f = m.fields;
  const rows: [string, string | null][] = [
    [f.platform, details.platform],
    [f.contentTypes, details.contentTypes.join(', ') || null],
    [f.projectScope, details.projectScope],
    [f.timeline, details.timeline],
    [
      f.locationType,
      details.locationCity ? `${details.locationType} · ${details.locationCity}` : details.locationType,
    ],
    [f.collaborationDuration, details.collaborationDuration],
    [f.deliverables, details.deliverables.join(', ') || null],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function RoleItem({ role, projectId }: { role: InfluencerRole; projectId: string }) {
  const full = role.positionsFilled >= role.positionsAvailable;
  const r = m.roleForm;
  return (
    <article className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {role.title}
            {role.isPriority ? <Badge variant="warning">{r.priority}</Badge> : null}
            <Badge variant="secondary">{role.compensationType}</Badge>
          </h4>
          <p className="mt-1 text-sm text-slate-600">
            {fill(plural(role.positionsFilled, m.positions), { total: role.positionsAvailable })}
          </p>
        </div>
        {role.canApply ? (
          <Link
            to={`/influencer/candidature/${projectId}/${role.id}`}
            className={buttonClasses({ size: 'sm' })}
            aria-label={`${m.apply} : ${role.title}`}
          >
            {m.apply}
          </Link>
        ) : full ? (
          <Badge variant="default">{m.filled}</Badge>
        ) : null}
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{role.description}</p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {role.responsibilities ? <Item label={r.responsibilities} value={role.responsibilities} /> : null}
        <Item label={r.experienceLevel} value={role.experienceLevel} />
        {role.timeCommitment ? <Item label={r.timeCommitment} value={role.timeCommitment} /> : null}
        {role.compensationDetails ? (
          <Item label={r.compensationDetails} value={role.compensationDetails} />
        ) : null}
        {role.requiredSkills.length > 0 ? (
          <Item label={r.requiredSkills} value={role.requiredSkills.join(', ')} />
        ) : null}
      </dl>
    </article>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="inline font-medium text-slate-600">{label} : </dt>
      <dd className="inline break-words text-slate-800">{value}</dd>
    </div>
  );
}
