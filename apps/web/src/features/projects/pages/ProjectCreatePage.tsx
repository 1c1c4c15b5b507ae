import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { ProjectForm } from '../components/ProjectForm';
import { ProjectFormLayout } from '../components/ProjectFormLayout';
import { newProjectValues } from '../project-form-values';

/** /projets/nouveau: 'Créer un nouveau projet' (members only, app/router.tsx). */
export function ProjectCreatePage() {
  return (
    <ProjectFormLayout title={m.createTitle} back={{ to: '/projets', label: m.backToProjects }}>
      <ProjectForm projectId={null} defaultValues={newProjectValues} cancelTo="/projets" />
    </ProjectFormLayout>
  );
}
