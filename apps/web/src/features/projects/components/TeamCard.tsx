import { fill } from '@plateau/shared/messages/fill';
import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { plural } from '@plateau/shared/rules/plural';
import type { ProjectDetail, ProjectMember } from '@plateau/shared/schemas/project-responses';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Skeleton } from '@/components/ui/Skeleton';
import { toast } from '@/lib/toaster';
import { useProjectMembers } from '../hooks/useProject';
import type { ProjectMutations } from '../hooks/useProjectMutations';
import { AddMemberDialog } from './AddMemberDialog';
import { MemberRow } from './MemberRow';

/** The team as the API lets the viewer see it (spec 2 §4), with the owner's and the member's actions. */
export function TeamCard({ project, actions }: { project: ProjectDetail; actions: ProjectMutations }) {
  const team = useProjectMembers(project.id);
  const [removing, setRemoving] = useState<ProjectMember | null>(null);
  const [adding, setAdding] = useState(false);
  const { abilities } = project;
  const items = team.data?.items ?? [];
  const hiddenText = project.memberVisibilityDefault === 'private' ? m.teamPrivate : m.teamHidden;

  const remove = () => {
    const member = removing;
    setRemoving(null);
    if (!member) return;
    actions.removeMember.mutate(member.id, {
      onSuccess: () => toast.success(m.memberRemoved),
      onError: () => toast.error(m.removeError),
    });
  };

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{m.team}</h2>
        {team.data?.teamVisible && items.length > 0 ? (
          <span className="text-sm text-slate-600">{plural(items.length, m.memberCount)}</span>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-3">
        {team.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : team.isError ? (
          <p className="text-sm text-red-700">{m.loadError}</p>
        ) : (
          <>
            {team.data.teamVisible ? null : <p className="text-sm text-slate-600">{hiddenText}</p>}
            {items.length === 0 && team.data.teamVisible ? (
              <p className="text-sm text-slate-600">{m.noMembers}</p>
            ) : null}
            {items.length > 0 ? (
              <ul className="divide-y divide-slate-100" aria-label={m.members}>
                {items.map((member) => (
                  <MemberRow
                    key={member.id}
                    member={member}
                    manage={abilities.manageMembers}
                    toggleOwn={abilities.toggleOwnVisibility}
                    actions={actions}
                    onRemove={setRemoving}
                  />
                ))}
              </ul>
            ) : null}
          </>
        )}
        {abilities.manageMembers ? (
          <Button variant="secondary" size="sm" className="w-full" onClick={() => setAdding(true)}>
            <UserPlus className="size-4" aria-hidden="true" />
            {m.addMember}
          </Button>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        title={m.removeMemberTitle}
        description={fill(m.removeMemberConfirm, { name: removing?.name ?? '' })}
        confirmLabel={m.removeMember}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
      {abilities.manageMembers ? (
        <AddMemberDialog open={adding} onOpenChange={setAdding} projectId={project.id} actions={actions} />
      ) : null}
    </Card>
  );
}
