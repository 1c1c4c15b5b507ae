import { blockMessages as bm } from '@plateau/shared/messages/blocks.fr';
import { fill } from '@plateau/shared/messages/fill';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, MoreHorizontal } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';
import { BlockDialog, type BlockTarget } from './BlockDialog';

export const menuItemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100';

/**
 * The '⋯' menu of another member's profile, conversation or comment: 'Bloquer' (with its confirmation), and
 * `children` for the other actions of the place (e.g. 'Signaler', issue 31 part 3, as `DropdownMenu.Item`s).
 */
export function MemberActionsMenu({
  member,
  children,
  onBlocked,
  className,
}: {
  member: BlockTarget;
  children?: ReactNode;
  onBlocked?: () => void;
  className?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={cn(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            className,
          )}
          aria-label={bm.moreActions}
          title={bm.moreActions}
        >
          <MoreHorizontal className="size-5" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-52 animate-fade-in rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
          >
            {children}
            <DropdownMenu.Item
              className={cn(menuItemClass, 'text-red-700')}
              onSelect={() => setConfirming(true)}
            >
              <Ban className="size-4" aria-hidden="true" />
              {fill(bm.blockMember, { name: member.fullName })}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <BlockDialog member={member} open={confirming} onOpenChange={setConfirming} onBlocked={onBlocked} />
    </>
  );
}
