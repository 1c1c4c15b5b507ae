import { messagingMessages as mm } from '@plateau/shared/messages/messaging.fr';
import type { Attachment } from '@plateau/shared/schemas/attachments';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/cn';
import type { useOutbox } from '../hooks/useOutbox';
import { MessageBubble, type MessageBubbleProps } from './MessageBubble';
import { MessageComposer } from './MessageComposer';

/** What the thread shows of a message, private or of a team. */
type ThreadMessage = {
  id: string;
  content: string;
  fromMe: boolean;
  createdAt: string;
  attachment: Attachment | null;
};

/** What the thread reads of its paged query (useInfiniteQuery, newest page first). */
type ThreadQuery = Pick<
  UseInfiniteQueryResult,
  'isPending' | 'isError' | 'refetch' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'
>;

/** A thread's messages oldest first, from its pages (newest first, each newest first). */
export function useOldestFirst<M>(data: { pages: Array<{ items: M[] }> } | undefined): M[] {
  return useMemo(() => (data?.pages.flatMap((page) => page.items) ?? []).slice().reverse(), [data]);
}

interface ConversationThreadProps<M extends ThreadMessage> {
  thread: ThreadQuery;
  /** Oldest first. */
  messages: M[];
  outbox: ReturnType<typeof useOutbox>;
  /** The name of the live region holding the messages. */
  label: string;
  /** What an empty thread says. */
  empty: { icon: LucideIcon; title: string; hint: string };
  /** What a received or sent message shows besides itself: its author, 'Vu', 'Signaler'. */
  bubbleProps?: (
    message: M,
    previous: M | undefined,
  ) => Pick<MessageBubbleProps, 'seen' | 'reportId' | 'senderName'>;
  /** A team thread spaces its messages more (the authors' names stand between them). */
  spacious?: boolean;
  /** Without the send box: the caller says below why the member may not write. */
  readOnly?: boolean;
}

/**
 * A conversation's thread and send box (private conversation, a project's team): the messages oldest at the
 * top, then the messages being sent, then the composer with its attach button. The scroller is a reversed
 * flex column: it opens at the bottom and keeps its distance from the bottom when older pages are added
 * above, so nothing jumps; reaching the top (or 'Charger plus') loads the previous page.
 */
export function ConversationThread<M extends ThreadMessage>(props: ConversationThreadProps<M>) {
  const { thread, messages, outbox, empty } = props;
  const { hasNextPage, isFetchingNextPage } = thread;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const loadOlderRef = useRef(thread.fetchNextPage);
  useEffect(() => {
    loadOlderRef.current = thread.fetchNextPage;
  });

  useEffect(() => {
    const root = scrollerRef.current;
    const top = topRef.current;
    if (!root || !top || !hasNextPage || isFetchingNextPage) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadOlderRef.current();
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(top);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage]);

  const isEmpty = messages.length === 0 && outbox.outgoing.length === 0;
  const EmptyIcon = empty.icon;
  return (
    <>
      {thread.isPending ? (
        <div className="flex flex-1 flex-col justify-end gap-3 p-4" aria-busy="true">
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="ml-auto h-9 w-2/5" />
          <Skeleton className="h-9 w-3/5" />
        </div>
      ) : thread.isError ? (
        <div className="flex flex-1 items-center justify-center p-4">
          <LoadError message={mm.messagesLoadError} onRetry={() => void thread.refetch()} />
        </div>
      ) : (
        <div
          ref={scrollerRef}
          className="flex min-h-0 flex-1 flex-col-reverse overflow-y-auto px-3 py-4 sm:px-5"
        >
          <div>
            <div ref={topRef} className="h-px" />
            {hasNextPage ? (
              <div className="flex justify-center pb-3">
                {isFetchingNextPage ? (
                  <Spinner className="size-5 text-violet-700" label={mm.loadingOlder} />
                ) : (
                  <Button variant="ghost" size="sm" onClick={() => void thread.fetchNextPage()}>
                    {mm.loadOlder}
                  </Button>
                )}
              </div>
            ) : null}
            {isEmpty ? (
              <div className="flex flex-col items-center gap-2 py-16 text-center" role="status">
                <EmptyIcon className="size-9 text-slate-400" aria-hidden="true" />
                <p className="font-semibold text-slate-900">{empty.title}</p>
                <p className="text-sm text-slate-600">{empty.hint}</p>
              </div>
            ) : null}
            {/* The live region wraps the list: a role on the <ol> itself would take its list semantics away. */}
            <div role="log" aria-live="polite" aria-label={props.label}>
              <ol className={cn('flex flex-col', props.spacious ? 'gap-3' : 'gap-2')}>
                {messages.map((message, index) => (
                  <MessageBubble
                    key={message.id}
                    content={message.content}
                    fromMe={message.fromMe}
                    createdAt={message.createdAt}
                    status="sent"
                    attachment={message.attachment}
                    {...props.bubbleProps?.(message, messages[index - 1])}
                  />
                ))}
                {outbox.outgoing.map((item) => (
                  <MessageBubble
                    key={item.localId}
                    content={item.content}
                    pendingFile={item.file}
                    fromMe
                    status={item.status}
                    onRetry={() => outbox.retry(item.localId)}
                  />
                ))}
              </ol>
            </div>
          </div>
        </div>
      )}
      {props.readOnly ? null : <MessageComposer onSend={outbox.send} onAttach={outbox.sendAttachment} />}
    </>
  );
}
