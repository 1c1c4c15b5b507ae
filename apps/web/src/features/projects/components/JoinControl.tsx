import { commonMessages } from '@plateau/shared/messages/common.fr';
import { fill } from '@plateau/shared/messages/fill';
import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { joinButton, projectRoleLabel } from '@plateau/shared/rules/project-rules';
import type { ProjectDetail } from '@plateau/shared/schemas/project-responses';
import { CheckCircle2, Clock, LogIn, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useAuthDialogs } from '@/features/auth';
import { toast } from '@/lib/toaster';
import type { ProjectMutations } from '../hooks/useProjectMutations';
import { JoinDialog } from './JoinDialog';

/**
 * The viewer's place in the project (spec 2 §2): a sign-in prompt for a visitor, 'Rejoindre le projet',
 * the pending request with its cancel, 'Demande refusée' with asking again, or 'Membre du projet'.
 */
export function JoinControl({ project, actions }: { project: ProjectDetail; actions: ProjectMutations }) {
  const dialogs = useAuthDialogs();
  const [joining, setJoining] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const { viewer, abilities } = project;
  const state = joinButton({
    signedIn: viewer.signedIn,
    isOwner: viewer.isOwner,
    isMember: viewer.membership !== null,
    requestStatus: viewer.joinRequest?.status ?? null,
  });
  if (state.kind === 'owner') return null;

  const cancel = () => {
    setConfirmingCancel(false);
    const request = viewer.joinRequest;
    if (!request) return;
    actions.cancelRequest.mutate(request.id, {
      onSuccess: () => toast.success(m.requestCancelled),
      onError: () => toast.error(m.cancelError),
    });
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-center">
      {state.kind === 'sign-in' ? (
        <>
          <p className="text-slate-700">{state.label}</p>
          <Button className="sm:ml-auto" onClick={dialogs.openLogin} onFocus={dialogs.preload}>
            <LogIn className="size-4" aria-hidden="true" />
            {commonMessages.signIn}
          </Button>
        </>
      ) : null}
      {state.kind === 'member' ? (
        <Badge variant="success" size="md" className="gap-1.5 self-start">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {m.memberBadge}
        </Badge>
      ) : null}
      {state.kind === 'pending' && viewer.joinRequest ? (
        <>
          <Badge variant="warning" size="md" className="gap-1.5 self-start">
            <Clock className="size-4" aria-hidden="true" />
            {fill(m.pendingBadge, { role: projectRoleLabel(viewer.joinRequest.role) })}
          </Badge>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button variant="secondary" disabled>
              {state.label}
            </Button>
            {abilities.cancelRequest ? (
              <Button
                variant="outline"
                loading={actions.cancelRequest.isPending}
                onClick={() => setConfirmingCancel(true)}
              >
                {m.cancelRequest}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
      {state.kind === 'refused' ? (
        <Badge variant="error" size="md" className="self-start">
          {state.label}
        </Badge>
      ) : null}
      {(state.kind === 'join' || state.kind === 'refused') && abilities.join ? (
        <Button className="sm:ml-auto" onClick={() => setJoining(true)}>
          <UserPlus className="size-4" aria-hidden="true" />
          {state.kind === 'refused' ? m.askAgain : state.label}
        </Button>
      ) : null}
      <JoinDialog
        open={joining}
        onOpenChange={setJoining}
        requiredRoles={project.requiredRoles}
        actions={actions}
      />
      <ConfirmDialog
        open={confirmingCancel}
        title={m.cancelRequestTitle}
        description={m.cancelRequestConfirm}
        confirmLabel={m.cancelRequest}
        onConfirm={cancel}
        onCancel={() => setConfirmingCancel(false)}
      />
    </div>
  );
}
