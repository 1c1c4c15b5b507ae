import { fill } from '@plateau/shared/messages/fill';
import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { plural } from '@plateau/shared/rules/plural';
import { projectRoleLabel } from '@plateau/shared/rules/project-rules';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toaster';
import { useJoinRequests } from '../hooks/useProject';
import type { ProjectMutations } from '../hooks/useProjectMutations';
import { PersonLine } from './PersonLine';

/** The pending join requests, for the owner: Accepter or Refuser each; 'Aucune demande' when none. */
export function JoinRequestsCard({ projectId, actions }: { projectId: string; actions: ProjectMutations }) {
  const requests = useJoinRequests(projectId, true);
  const items = requests.data ?? [];
  const answering = actions.answerRequest.isPending ? actions.answerRequest.variables?.requestId : undefined;

  const answer = (requestId: string, status: 'approuvé' | 'refusé') =>
    actions.answerRequest.mutate(
      { requestId, status },
      {
        onSuccess: () => toast.success(status === 'approuvé' ? m.requestAccepted : m.requestRefused),
        onError: () => toast.error(status === 'approuvé' ? m.acceptError : m.refuseError),
      },
    );

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{m.pendingRequests}</h2>
        {items.length > 0 ? (
          <span className="text-sm text-slate-600">{plural(items.length, m.requestCount)}</span>
        ) : null}
      </CardHeader>
      <CardContent>
        {requests.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">{m.noRequests}</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-live="polite">
            {items.map((request) => (
              <li key={request.id} className="space-y-2 py-3 first:pt-0 last:pb-0">
                <PersonLine person={request.user} name={request.user.fullName}>
                  {projectRoleLabel(request.role)} ·{' '}
                  {fill(m.requestedOn, { date: formatDate(request.createdAt) })}
                </PersonLine>
                {request.message ? (
                  <p className="whitespace-pre-line break-words rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
                    {request.message}
                  </p>
                ) : null}
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    loading={answering === request.id}
                    onClick={() => answer(request.id, 'approuvé')}
                  >
                    <Check className="size-4" aria-hidden="true" />
                    {m.accept}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={answering === request.id}
                    onClick={() => answer(request.id, 'refusé')}
                  >
                    <X className="size-4" aria-hidden="true" />
                    {m.refuse}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
