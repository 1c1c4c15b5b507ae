import { influencerCategory } from '@plateau/shared/enums';
import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import type { ProjectDetail } from '@plateau/shared/schemas/project-responses';
import { Badge } from '@/components/ui/Badge';
import { useInfluencerFacts } from '@/features/influencer';
import { formatDate, formatEuros } from '@/lib/format';
import { ProjectCover } from './ProjectCover';
import { ProjectStatusBadge } from './ProjectStatusBadge';

/** Cover, badges, title, description, then budget, dates and the other fields of the project. */
export function ProjectOverview({ project }: { project: ProjectDetail }) {
  // An influencer project's budget and dates are the wizard's (its section below leaves them out).
  const influencer = useInfluencerFacts(project.id, project.category === influencerCategory);
  const budget = influencer?.budget ?? (project.budget === null ? null : formatEuros(project.budget));
  const deadline = influencer?.deadline ?? project.deadline;
  const startDate = influencer?.startDate ?? project.startDate;
  const facts: Array<[string, string]> = [
    [m.budget, budget ?? m.noBudget],
    [m.deadline, deadline ? formatDate(deadline) : m.noDate],
    [m.startDate, startDate ? formatDate(startDate) : m.noDate],
    [m.createdAt, formatDate(project.createdAt)],
  ];
  const extras: Array<[string, string | null]> = [
    [m.fields.projectLocation, project.projectLocation],
    [m.fields.targetAudience, project.targetAudience],
    [m.fields.genre, project.genre],
    [m.fields.durationEstimate, project.durationEstimate],
    [m.fields.experienceLevel, project.experienceLevel],
    [m.fields.projectType, project.projectType],
  ];
  const provided = (
    ['equipmentProvided', 'cateringProvided', 'transportProvided', 'accommodationProvided'] as const
  ).filter((name) => project[name]);
  const benefits = [...provided.map((name) => m.fields[name]), ...(project.additionalBenefits ?? [])];

  return (
    <article className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <ProjectCover src={project.coverImage} category={project.category} load="first" />
      <div className="space-y-5 p-4 sm:p-6">
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary" size="md">
            {project.category}
          </Badge>
          <ProjectStatusBadge status={project.status} size="md" />
          {project.recruiting ? (
            <Badge variant="success" size="md">
              {m.recruiting}
            </Badge>
          ) : null}
        </div>
        <h1 className="font-display text-2xl leading-tight font-semibold break-words text-slate-900 sm:text-3xl">
          {project.title}
        </h1>
        <p className="whitespace-pre-line break-words text-slate-700">{project.description}</p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">{label}</dt>
              <dd className="mt-0.5 text-sm font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="project-details-title" className="space-y-3 border-t border-slate-100 pt-4">
          <h2 id="project-details-title" className="font-semibold text-slate-900">
            {m.details}
          </h2>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {extras
              .filter((entry): entry is [string, string] => Boolean(entry[1]))
              .map(([label, value]) => (
                <div key={label} className="flex gap-2">
                  <dt className="text-slate-600">{label} :</dt>
                  <dd className="font-medium break-words text-slate-900">{value}</dd>
                </div>
              ))}
          </dl>
          {project.tags ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={m.fields.tags}>
              {project.tags.map((tag) => (
                <li key={tag}>
                  <Badge>#{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {benefits.length > 0 ? (
            <div>
              <p className="text-sm text-slate-600">{m.conditionsSection}</p>
              <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={m.conditionsSection}>
                {benefits.map((benefit) => (
                  <li key={benefit}>
                    <Badge variant="success">{benefit}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      </div>
    </article>
  );
}
