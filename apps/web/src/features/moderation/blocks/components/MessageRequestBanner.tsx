import { blockMessages as bm } from '@plateau/shared/messages/blocks.fr';
import { fill } from '@plateau/shared/messages/fill';
import { Check, Trash2, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { toast } from '@/lib/toaster';
import { useMessageRequest } from '../hooks/useMessageRequest';

/**
 * Under a message request (the 'Demandes' tab): who writes, 'Accepter' (the conversation joins the main list)
 * and 'Supprimer' (it leaves the member's lists). `report` is the place of 'Signaler' (issue 31 part 3).
 */
export function MessageRequestBanner({
  member,
  onDeleted,
  report,
}: {
  member: { id: string; fullName: string };
  onDeleted: () => void;
  report?: ReactNode;
}) {
  const { accept, remove } = useMessageRequest(member.id);
  const busy = accept.isPending || remove.isPending;
  return (
    <section
      aria-label={bm.requestsTab}
      className="border-t border-slate-200 bg-indigo-50/60 p-4 text-sm text-slate-800"
    >
      <p className="flex items-start gap-2">
        <UserRound className="mt-0.5 size-4 shrink-0 text-indigo-700" aria-hidden="true" />
        {fill(bm.requestBanner, { name: member.fullName })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          loading={accept.isPending}
          disabled={busy}
          onClick={() =>
            // Awaited: once accepted, this banner leaves the page before `mutate`'s callbacks would run.
            accept.mutateAsync().then(
              () => toast.success(bm.accepted),
              () => toast.error(bm.acceptError),
            )
          }
        >
          <Check className="size-4" aria-hidden="true" />
          {bm.accept}
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={remove.isPending}
          disabled={busy}
          onClick={() =>
            remove.mutateAsync().then(
              () => {
                toast.success(bm.deleted);
                onDeleted();
              },
              () => toast.error(bm.deleteError),
            )
          }
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {bm.delete}
        </Button>
        {report}
      </div>
    </section>
  );
}
