import { blockMessages as bm } from '@plateau/shared/messages/blocks.fr';
import { fill } from '@plateau/shared/messages/fill';
import { Ban } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { toast } from '@/lib/toaster';
import { useIsBlocked, useUnblockMember } from '../hooks/useBlocks';
import type { BlockTarget } from './BlockDialog';
import { MemberActionsMenu } from './MemberActionsMenu';

/** On another member's profile: the '⋯' menu with 'Bloquer', or, once blocked, the notice and 'Débloquer'. */
export function ProfileBlockControl({ member }: { member: BlockTarget }) {
  const blocked = useIsBlocked(member.id);
  const unblock = useUnblockMember();
  if (blocked.isPending) return null;
  const isBlocked = blocked.data ?? false;
  if (!isBlocked) return <MemberActionsMenu member={member} />;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <Ban className="size-4" aria-hidden="true" />
      <span>{bm.blockedProfileNotice}</span>
      <Button
        size="sm"
        variant="outline"
        loading={unblock.isPending}
        onClick={() =>
          unblock.mutateAsync(member.id).then(
            () => toast.success(fill(bm.unblocked, { name: member.fullName })),
            () => toast.error(bm.unblockError),
          )
        }
      >
        {bm.unblock}
      </Button>
    </div>
  );
}
