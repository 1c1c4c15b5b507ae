import { blockMessages as bm } from '@plateau/shared/messages/blocks.fr';
import { fill } from '@plateau/shared/messages/fill';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toaster';
import { useBlockMember } from '../hooks/useBlocks';

export interface BlockTarget {
  id: string;
  fullName: string;
}

/** 'Bloquer {name} ?': what blocking does, then the block (a toast says it is done). */
export function BlockDialog({
  member,
  open,
  onOpenChange,
  onBlocked,
}: {
  member: BlockTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBlocked?: () => void;
}) {
  const block = useBlockMember();
  // Awaited rather than `mutate`'s callbacks: the block removes this dialog's menu (the lists are read again)
  // before they would run.
  const confirm = async () => {
    try {
      await block.mutateAsync(member.id);
    } catch (error) {
      toast.error(error instanceof ApiRequestError && error.status !== 0 ? error.message : bm.blockError);
      return;
    }
    onOpenChange(false);
    toast.success(fill(bm.blocked, { name: member.fullName }));
    onBlocked?.();
  };
  return (
    <ConfirmDialog
      open={open}
      title={fill(bm.blockTitle, { name: member.fullName })}
      description={fill(bm.blockExplanation, { name: member.fullName })}
      confirmLabel={bm.blockConfirm}
      onConfirm={() => void confirm()}
      onCancel={() => onOpenChange(false)}
    />
  );
}
