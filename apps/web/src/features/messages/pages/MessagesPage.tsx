import { messagingMessages as mm } from '@plateau/shared/messages/messaging.fr';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useUrlState } from '@/hooks/useUrlState';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toaster';
import { ConversationList } from '../components/ConversationList';
import { ConversationPane } from '../components/ConversationPane';
import { NewConversationModal } from '../components/NewConversationModal';
import { useConversation, useConversations } from '../hooks/useConversations';
import { useIsDesktop } from '../hooks/useIsDesktop';
import { useMessageRequestCount } from '../hooks/useUnreadConversations';
import { messagesBoxCodec } from '../url-state';

/** /messages and /messages/:id (the other member's id): the spec's two panes; one at a time on mobile. */
export function MessagesPage() {
  const { id: routeId } = useParams();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const [pickerOpen, setPickerOpen] = useState(false);
  const { state: boxState, set: setBox } = useUrlState(messagesBoxCodec);
  const { box } = boxState;
  const requestCount = useMessageRequestCount();
  const conversations = useConversations(q, box);
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];

  // The first conversation is selected on load when none is chosen (both panes show: desktop only).
  const [first, setFirst] = useState<{ box: string; id: string } | undefined>();
  const loadedFirst = q ? undefined : items[0]?.id;
  useEffect(() => {
    if (loadedFirst && first?.box !== box) setFirst({ box, id: loadedFirst });
  }, [first, box, loadedFirst]);
  const firstId = first?.box === box ? first.id : undefined;
  const selectedId = routeId ?? (isDesktop ? firstId : undefined);

  const opened = useConversation(routeId);
  const isListed = items.some((item) => item.id === routeId);
  const newConversationUser =
    routeId &&
    opened.data &&
    !opened.data.isRequest &&
    box === 'principal' &&
    !isListed &&
    conversations.isSuccess &&
    !q
      ? opened.data.otherUser
      : null;

  useEffect(() => {
    if (conversations.isError) toast.error(mm.conversationsLoadError, { id: 'conversations-load-error' });
  }, [conversations.isError]);

  const showList = isDesktop || !routeId;
  const showThread = isDesktop || Boolean(routeId);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 px-0 sm:px-6 sm:py-6">
      <PageTitle title={mm.title} />
      <div className="flex h-[calc(100dvh-4rem)] w-full overflow-hidden border-slate-200 bg-white sm:h-[calc(100dvh-7rem)] sm:rounded-2xl sm:border sm:shadow-sm">
        {showList ? (
          <section
            aria-label={mm.conversations}
            className={cn(
              'flex min-h-0 flex-col',
              isDesktop ? 'w-80 shrink-0 border-r border-slate-200 lg:w-96' : 'w-full',
            )}
          >
            <ConversationList
              box={box}
              onBoxChange={(next) => setBox({ box: next })}
              requestCount={requestCount}
              items={items}
              selectedId={selectedId}
              newConversationUser={newConversationUser}
              search={search}
              onSearchChange={setSearch}
              onNewConversation={() => setPickerOpen(true)}
              status={conversations.status}
              onRetry={() => void conversations.refetch()}
              hasNextPage={conversations.hasNextPage}
              isFetchingNextPage={conversations.isFetchingNextPage}
              onLoadMore={() => void conversations.fetchNextPage()}
            />
          </section>
        ) : null}
        {showThread ? (
          <section className="flex min-h-0 min-w-0 flex-1 flex-col" aria-label={mm.title}>
            {selectedId ? (
              <ConversationPane key={selectedId} userId={selectedId} />
            ) : conversations.isPending ? null : (
              <div
                className="flex flex-1 flex-col items-center justify-center gap-2 px-6 text-center"
                role="status"
              >
                <MessagesSquare className="size-10 text-slate-400" aria-hidden="true" />
                <p className="font-semibold text-slate-900">{mm.selectConversation}</p>
                <p className="text-sm text-slate-600">{mm.selectConversationHint}</p>
              </div>
            )}
          </section>
        ) : null}
      </div>
      <NewConversationModal
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        onSelect={(userId) => {
          setPickerOpen(false);
          void navigate(`/messages/${userId}`);
        }}
      />
    </div>
  );
}
