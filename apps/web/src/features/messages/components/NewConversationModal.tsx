import { commonMessages } from '@plateau/shared/messages/common.fr';
import { messagingMessages as mm } from '@plateau/shared/messages/messaging.fr';
import { Search, UserRoundSearch } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { Input, Label } from '@/components/ui/Input';
import { LoadError } from '@/components/ui/LoadError';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { toast } from '@/lib/toaster';
import { useMessagingMembers } from '../hooks/useMessagingMembers';

interface NewConversationModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (userId: string) => void;
}

/** Picks any other member (by full name ascending, searchable, 20 at a time) to start a conversation. */
export function NewConversationModal({ open, onOpenChange, onSelect }: NewConversationModalProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const members = useMessagingMembers(q, open);
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (members.isError) toast.error(mm.createConversationError, { id: 'messaging-members-error' });
  }, [members.isError]);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={mm.pickMemberTitle}
      description={mm.pickMemberDescription}
    >
      <Label htmlFor={searchId}>{mm.pickMemberSearchLabel}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          id={searchId}
          type="search"
          value={search}
          placeholder={mm.pickMemberSearchPlaceholder}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
          autoComplete="off"
        />
      </div>
      <div className="mt-3 max-h-[55dvh] min-h-40 overflow-y-auto" aria-busy={members.isPending}>
        {members.isPending ? (
          <ul className="space-y-1">
            {[0, 1, 2, 3, 4].map((index) => (
              <li key={index} className="flex items-center gap-3 px-2 py-2">
                <Skeleton className="size-10 rounded-full" />
                <Skeleton className="h-4 w-1/2" />
              </li>
            ))}
          </ul>
        ) : members.isError ? (
          <LoadError message={mm.createConversationError} onRetry={() => void members.refetch()} />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-10 text-center" role="status">
            <UserRoundSearch className="size-8 text-slate-400" aria-hidden="true" />
            <p className="font-medium text-slate-900">{mm.noMembers}</p>
          </div>
        ) : (
          <>
            <ul className="space-y-0.5" aria-label={mm.pickMemberTitle}>
              {items.map((member) => (
                <li key={member.id}>
                  <button
                    type="button"
                    className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-slate-100 focus-visible:bg-slate-100"
                    onClick={() => onSelect(member.id)}
                  >
                    <Avatar name={member.fullName} src={member.avatarUrl} size="md" decorative />
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-slate-900">{member.fullName}</span>
                      <span className="block truncate text-sm text-slate-600">
                        {member.profession ?? commonMessages.professionUnknown}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <LoadMoreButton pages={members} size="sm" className="py-3" />
          </>
        )}
      </div>
    </Modal>
  );
}
