import { zodResolver } from '@hookform/resolvers/zod';
import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { type ProjectCreate, projectCreateSchema } from '@plateau/shared/schemas/projects';
import { useState } from 'react';
import { type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toaster';
import { useSaveProject } from '../hooks/useSaveProject';
import type { ProjectFormValues } from '../project-form-values';
import { ProjectDetailsFields } from './ProjectDetailsFields';
import { ProjectInfoFields } from './ProjectInfoFields';

interface ProjectFormProps {
  /** The project being edited; null creates one. */
  projectId: string | null;
  defaultValues: ProjectFormValues;
  /** Where Annuler goes: /projets for a new project, the project otherwise. */
  cancelTo: string;
}

const resolver = zodResolver(projectCreateSchema);

/** The first message of the form's errors, in the order of the fields. */
function firstError(errors: FieldErrors<ProjectFormValues>): string {
  const required = errors.title ?? errors.description ?? errors.category;
  if (required) return m.requiredFields;
  const first = Object.values(errors).find((error) => typeof error?.message === 'string');
  return typeof first?.message === 'string' ? first.message : m.requiredFields;
}

/** The server's refusal as the toast shows it: its French message, else the spec's generic error. */
function toastOfSaveError(error: unknown, editing: boolean): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return editing ? m.loginToEdit : m.loginToCreate;
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return editing ? m.updateError : m.createError;
}

/** Creation and edit form of a project (spec 2 §2), checked with the shared schema before sending. */
export function ProjectForm({ projectId, defaultValues, cancelTo }: ProjectFormProps) {
  const navigate = useNavigate();
  const save = useSaveProject(projectId);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProjectFormValues, unknown, ProjectCreate>({ resolver, defaultValues });
  const editing = projectId !== null;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const project = await save.mutateAsync(values);
        toast.success(editing ? m.updated : m.created);
        await navigate(`/projets/${project.id}`);
      } catch (error) {
        if (error instanceof ApiRequestError && error.fields) {
          for (const [path, message] of Object.entries(error.fields)) {
            const name = path.split('.')[0];
            if (name && name in defaultValues) form.setError(name as keyof ProjectFormValues, { message });
          }
        }
        toast.error(toastOfSaveError(error, editing));
      }
    },
    (errors) => toast.error(firstError(errors)),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-10">
        <ProjectInfoFields withCoverUrl={editing} onUploadingChange={setUploading} />
        <ProjectDetailsFields />
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
          <Link to={cancelTo} className={buttonClasses({ variant: 'outline' })}>
            {m.cancel}
          </Link>
          <Button type="submit" loading={save.isPending} disabled={uploading}>
            {save.isPending ? m.saving : editing ? m.submitEdit : m.submitCreate}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
