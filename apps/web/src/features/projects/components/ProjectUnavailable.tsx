import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { ApiRequestError, isNetworkError } from '@/lib/api';
import { BackLink } from './BackLink';

/** 'Projet non trouvé.' for a missing project; otherwise the failure's message or the spec's load error. */
export function ProjectUnavailable({ error }: { error: Error }) {
  const missing = error instanceof ApiRequestError && error.status === 404;
  const message =
    error instanceof ApiRequestError && !isNetworkError(error) && error.status < 500 && error.message
      ? error.message
      : m.loadError;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
      <PageTitle title={missing ? m.notFound : m.loadError} />
      <BackLink to="/projets" label={m.backToProjects} />
      <Alert variant={missing ? 'warning' : 'error'} title={missing ? m.notFound : message} />
    </div>
  );
}
