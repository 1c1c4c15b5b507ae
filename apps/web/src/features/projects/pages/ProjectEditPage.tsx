import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { ProjectForm } from '../components/ProjectForm';
import { ProjectFormLayout } from '../components/ProjectFormLayout';
import { ProjectFormSkeleton } from '../components/ProjectFormSkeleton';
import { ProjectUnavailable } from '../components/ProjectUnavailable';
import { useProject } from '../hooks/useProject';
import { projectFormValues } from '../project-form-values';

/** /projets/edit/{id}: the owner edits every field; anyone else is told they may not. */
export function ProjectEditPage() {
  const { id = '' } = useParams();
  const project = useProject(id);
  if (project.isError) return <ProjectUnavailable error={project.error} />;
  const back = { to: `/projets/${id}`, label: m.backToProject };
  return (
    <ProjectFormLayout title={m.editTitle} back={back}>
      {project.isPending ? (
        <ProjectFormSkeleton />
      ) : project.data.abilities.edit ? (
        <ProjectForm
          key={project.data.id}
          projectId={project.data.id}
          defaultValues={projectFormValues(project.data)}
          cancelTo={back.to}
        />
      ) : (
        <Alert variant="error" title={m.notOwnerEdit} />
      )}
    </ProjectFormLayout>
  );
}
