import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import type { InfluencerRole } from '@plateau/shared/schemas/influencer';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { Skeleton } from '@/components/ui/Skeleton';
import { ApiRequestError } from '@/lib/api';
import { ApplicationForm } from '../components/ApplicationForm';
import { ApplyProjectHeader } from '../components/ApplyProjectHeader';
import { ApplyRoleSummary } from '../components/ApplyRoleSummary';
import { useInfluencerProject } from '../hooks/useInfluencer';

/** /influencer/candidature/{projectId}/{roleId}: the project header, the real role, the application form. */
export function InfluencerApplyPage() {
  const { projectId = '', roleId = '' } = useParams();
  const project = useInfluencerProject(projectId);
  if (project.isPending) {
    return (
      <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-10" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (project.isError) {
    const missing = project.error instanceof ApiRequestError && project.error.status === 404;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <Alert variant="error" title={missing ? m.projectNotFound : m.projectLoadError}>
          <Link to="/influencer/projets" className="underline">
            {m.listTitle}
          </Link>
        </Alert>
      </div>
    );
  }
  const role = project.data.roles.find((candidate) => candidate.id === roleId);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={[m.applyTitle, project.data.title]} />
      <ApplyProjectHeader project={project.data} />
      {role ? (
        <ApplyRole projectId={projectId} role={role} />
      ) : (
        <Alert variant="error" title={m.missingInfo}>
          <Link to={`/projets/${projectId}`} className="underline">
            {m.viewProject}
          </Link>
        </Alert>
      )}
    </div>
  );
}

/** The role, then its form, or the notice that every position is filled. */
function ApplyRole({ projectId, role }: { projectId: string; role: InfluencerRole }) {
  return (
    <>
      <ApplyRoleSummary role={role} />
      {role.positionsFilled >= role.positionsAvailable ? (
        <Alert variant="warning" title={m.filled}>
          {m.roleFilledNotice}
        </Alert>
      ) : (
        <ApplicationForm projectId={projectId} role={role} />
      )}
    </>
  );
}
