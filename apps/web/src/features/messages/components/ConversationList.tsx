import { blockMessages as bm } from '@plateau/shared/messages/blocks.fr';
import { messagingMessages as mm } from '@plateau/shared/messages/messaging.fr';
import { plural } from '@plateau/shared/rules/plural';
import type { ConversationBox } from '@plateau/shared/schemas/blocks';
import type { ConversationSummary, ConversationUser } from '@plateau/shared/schemas/messaging';
import { MessageSquarePlus, MessagesSquare, Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { Input, Label } from '@/components/ui/Input';
import { LoadError } from '@/components/ui/LoadError';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { Skeleton } from '@/components/ui/Skeleton';
import { cn } from '@/lib/cn';
import { ConversationItem } from './ConversationItem';

interface ConversationListProps {
  /** The main list or 'Demandes' (message requests, issue 31), and the requests waiting. */
  box: ConversationBox;
  onBoxChange: (box: ConversationBox) => void;
  requestCount: number;
  items: ConversationSummary[];
  selectedId: string | undefined;
  /** The member of a conversation opened without messages, shown first as 'Nouvelle conversation'. */
  newConversationUser: ConversationUser | null;
  search: string;
  onSearchChange: (value: string) => void;
  onNewConversation: () => void;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}

/** The left pane: contact search, the new-conversation button and the conversations. */
export function ConversationList(props: ConversationListProps) {
  const searchId = useId();
  const { items, newConversationUser, selectedId, status } = props;
  const empty = status === 'success' && items.length === 0 && !newConversationUser;
  const requests = props.box === 'demandes';
  const tabClass = (active: boolean) =>
    cn(
      'inline-flex min-h-9 flex-1 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium',
      active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
    );
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="space-y-3 border-b border-slate-200 p-4">
        <div className="flex items-center justify-between gap-2">
          <h1 className="font-display text-2xl font-semibold text-slate-900">{mm.title}</h1>
          <Button size="sm" onClick={props.onNewConversation} aria-label={mm.startConversation}>
            <MessageSquarePlus className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">{mm.newConversation}</span>
          </Button>
        </div>
        <div role="tablist" aria-label={bm.tabsLabel} className="flex gap-1 rounded-lg bg-slate-100 p-1">
          <button
            type="button"
            role="tab"
            aria-selected={!requests}
            className={tabClass(!requests)}
            onClick={() => props.onBoxChange('principal')}
          >
            {bm.mainTab}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={requests}
            className={tabClass(requests)}
            onClick={() => props.onBoxChange('demandes')}
          >
            {bm.requestsTab}
            {props.requestCount > 0 ? (
              <>
                <span
                  aria-hidden="true"
                  className="rounded-full bg-indigo-700 px-1.5 py-0.5 text-xs font-semibold text-white"
                >
                  {props.requestCount}
                </span>
                <span className="sr-only">{plural(props.requestCount, bm.requestsCount)}</span>
              </>
            ) : null}
          </button>
        </div>
        <div>
          <Label htmlFor={searchId} className="mb-1 text-xs text-slate-600">
            {mm.searchLabel}
          </Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              placeholder={mm.searchPlaceholder}
              value={props.search}
              onChange={(event) => props.onSearchChange(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>
      </div>
      <nav
        aria-label={mm.conversations}
        className="min-h-0 flex-1 overflow-y-auto p-2"
        aria-busy={status === 'pending'}
      >
        {status === 'pending' ? (
          <ul className="space-y-1">
            {[0, 1, 2, 3].map((index) => (
              <li key={index} className="flex items-center gap-3 px-3 py-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-full" />
                </div>
              </li>
            ))}
          </ul>
        ) : status === 'error' ? (
          <div className="p-2">
            <LoadError message={mm.conversationsLoadError} onRetry={props.onRetry} />
          </div>
        ) : empty ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center" role="status">
            <MessagesSquare className="size-9 text-slate-400" aria-hidden="true" />
            <p className="font-semibold text-slate-900">
              {props.search.trim() ? mm.noSearchResult : requests ? bm.requestsEmpty : mm.noConversations}
            </p>
            {props.search.trim() ? null : (
              <p className="text-sm text-slate-600">
                {requests ? bm.requestsEmptyText : mm.noConversationsHint}
              </p>
            )}
          </div>
        ) : (
          <>
            <ul className="space-y-1">
              {newConversationUser ? (
                <li>
                  <ConversationItem
                    user={newConversationUser}
                    summary={null}
                    selected={selectedId === newConversationUser.id}
                  />
                </li>
              ) : null}
              {items.map((item) => (
                <li key={item.id}>
                  <ConversationItem
                    user={item.otherUser}
                    summary={item}
                    selected={selectedId === item.id}
                    search={requests ? '?boite=demandes' : ''}
                  />
                </li>
              ))}
            </ul>
            <LoadMoreButton
              pages={{
                hasNextPage: props.hasNextPage,
                isFetchingNextPage: props.isFetchingNextPage,
                fetchNextPage: props.onLoadMore,
              }}
              size="sm"
              className="py-3"
            />
          </>
        )}
      </nav>
    </div>
  );
}
