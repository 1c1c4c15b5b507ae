import { projectStatuses } from '@plateau/shared/enums';
import { fill } from '@plateau/shared/messages/fill';
import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import type { ProjectDetail } from '@plateau/shared/schemas/project-responses';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Label } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { toast } from '@/lib/toaster';
import type { ProjectMutations } from '../hooks/useProjectMutations';

const statusOptions = projectStatuses.map((status) => ({ value: status, label: status }));

/** The owner's controls: 'Modifier le projet', the status, and the deletion (with confirmation). */
export function OwnerControls({ project, actions }: { project: ProjectDetail; actions: ProjectMutations }) {
  const id = useId();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { abilities } = project;
  if (!abilities.edit && !abilities.changeStatus && !abilities.delete) return null;

  const changeStatus = (status: (typeof projectStatuses)[number] | '') => {
    if (!status || status === project.status) return;
    actions.setStatus.mutate(status, {
      onSuccess: () => toast.success(m.statusUpdated),
      onError: () => toast.error(m.statusError),
    });
  };
  const remove = () => {
    setConfirming(false);
    actions.remove.mutate(
      {
        onDeleted: () => {
          toast.success(fill(m.deleted, { title: project.title }));
          void navigate('/projets');
        },
      },
      { onError: () => toast.error(m.deleteError) },
    );
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-end">
      {abilities.changeStatus ? (
        <div className="sm:w-56">
          <Label htmlFor={`${id}-status`}>{m.statusLabel}</Label>
          <Select
            id={`${id}-status`}
            value={project.status}
            options={statusOptions}
            disabled={actions.setStatus.isPending}
            onValueChange={changeStatus}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        {abilities.edit ? (
          <Link to={`/projets/edit/${project.id}`} className={buttonClasses({ variant: 'outline' })}>
            <Pencil className="size-4" aria-hidden="true" />
            {m.editProject}
          </Link>
        ) : null}
        {abilities.delete ? (
          <Button variant="danger" loading={actions.remove.isPending} onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {m.deleteProject}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={m.deleteTitle}
        description={fill(m.deleteConfirm, { title: project.title })}
        confirmLabel={m.deleteProject}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
