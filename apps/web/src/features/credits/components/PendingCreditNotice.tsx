import { creditsMessages as m } from '@plateau/shared/messages/credits.fr';
import { fill } from '@plateau/shared/messages/fill';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { toast } from '@/lib/toaster';
import { creditText } from '../credit-text';
import { useCreditMutations, useCredits } from '../hooks/useCredits';

/**
 * On a finished project's page, the member's credit still to confirm (where the notification 'Confirmez votre
 * crédit sur « … »' leads): 'Confirmer' or 'Refuser' right there.
 */
export function PendingCreditNotice({ projectId, userId }: { projectId: string; userId: string }) {
  const credits = useCredits(userId);
  const actions = useCreditMutations(userId);
  const credit = credits.data?.find((item) => item.projectId === projectId && item.status === 'proposé');
  if (!credit) return null;
  const decide = (action: 'confirmer' | 'refuser') =>
    actions.update.mutate(
      { id: credit.id, body: { action } },
      {
        onSuccess: () => toast.success(action === 'confirmer' ? m.confirmed : m.declined),
        onError: () => toast.error(m.saveError),
      },
    );
  return (
    <section
      aria-label={m.pendingTitle}
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-amber-950">{fill(m.pendingOnProject, { credit: creditText(credit) })}</p>
      <span className="flex shrink-0 gap-2">
        <Button size="sm" loading={actions.update.isPending} onClick={() => decide('confirmer')}>
          <Check className="size-4" aria-hidden="true" />
          {m.confirm}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={actions.update.isPending}
          onClick={() => decide('refuser')}
        >
          <X className="size-4" aria-hidden="true" />
          {m.decline}
        </Button>
      </span>
    </section>
  );
}
